import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { clearAccessFlag, setAccessFlag, useAccessFlag } from '../../../lib/access-flag';
import { accessQueryKey, fetchAccessState } from '../api/access';
import { GateScreen } from './gate-screen';

/** A share link's pages (ADR 0011): /shared/{token} and the plans under it. */
const SHARE_LINK_PAGE = /^\/shared\/[^/]+(?:\/plan\/[^/]+)?\/?$/;

export const isShareLinkPage = (pathname: string): boolean => SHARE_LINK_PAGE.test(pathname);

/**
 * Shows the app only while the session flag says "true" (spec §2); otherwise only the gate.
 * The flag alone grants nothing (design.md §7): the server is asked in the background whether the
 * gate cookie is still valid, and a "no" brings the gate back. Without the flag (a second tab
 * of the same browser: the flag is per tab, the cookie per browser) the gate shows while the
 * server is asked, and a "yes" sets the flag and opens the app. A share link's own pages
 * (`shareLinkPage`) open without the password: the link is the key to its one result (issue 20);
 * leaving them for any other page brings the gate back.
 */
export function AccessGate({
  children,
  shareLinkPage = false,
}: {
  children: ReactNode;
  shareLinkPage?: boolean;
}) {
  const hasFlag = useAccessFlag();
  if (!hasFlag && shareLinkPage) return children;
  if (!hasFlag)
    return (
      <>
        <CookieRecognition />
        <GateScreen />
      </>
    );
  return (
    <>
      <AccessCheck />
      {children}
    </>
  );
}

function AccessCheck() {
  const { data } = useQuery({
    queryKey: accessQueryKey,
    queryFn: ({ signal }) => fetchAccessState(signal),
  });
  useEffect(() => {
    if (data && !data.granted) clearAccessFlag();
  }, [data]);
  return null;
}

/**
 * Asks afresh (never a cached answer: the cookie may have expired since) whether the server still
 * honours this browser's gate cookie; a "yes" skips the password.
 */
function CookieRecognition() {
  const { data } = useQuery({
    queryKey: [...accessQueryKey, 'without-flag'],
    queryFn: ({ signal }) => fetchAccessState(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (data?.granted) setAccessFlag();
  }, [data]);
  return null;
}
