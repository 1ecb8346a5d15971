import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { clearAccessFlag, setAccessFlag, useAccessFlag } from '../../../lib/access-flag';
import { accessQueryKey, fetchAccessState } from '../api/access';
import { GateScreen } from './gate-screen';

/** A share link's pages (ADR 0011): /shared/{token} and the plans under it. */
const SHARE_LINK_PAGE = /^\/shared\/[^/]+(?:\/plan\/[^/]+)?\/?$/;

export const isShareLinkPage = (pathname: string): boolean => SHARE_LINK_PAGE.test(pathname);

/**
 * The app only while the tab's flag says "true", else the gate (spec §2). The flag grants nothing: the server is
 * asked whether the cookie still holds (a "no" brings the gate back, a "yes" in a new tab sets the flag).
 * Share-link pages open without the password: the link is the key to its one result.
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

/** Never cached: the cookie may have expired since. */
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
