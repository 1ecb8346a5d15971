import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { clearAccessFlag, useAccessFlag } from '../../../lib/access-flag';
import { accessQueryKey, fetchAccessState } from '../api/access';
import { GateScreen } from './gate-screen';

/**
 * Shows the app only while the session flag says "true" (spec §2); otherwise only the gate.
 * The flag alone grants nothing (design.md §7): the server is asked in the background whether the
 * gate cookie is still valid, and a "no" brings the gate back.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const hasFlag = useAccessFlag();
  if (!hasFlag) return <GateScreen />;
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
