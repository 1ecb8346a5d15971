import { useSyncExternalStore } from 'react';
import { ACCESS_FLAG_KEY } from '../../shared/constants';

/**
 * The access gate's browser flag: it only picks the screen; the server checks its HttpOnly cookie on every request.
 * In lib because the API client clears it when the gate cookie has expired.
 */
const listeners = new Set<() => void>();

export function hasAccessFlag(): boolean {
  try {
    return window.sessionStorage.getItem(ACCESS_FLAG_KEY) === 'true';
  } catch {
    // Storage can be unavailable (privacy modes); the gate then simply shows.
    return false;
  }
}

function writeAccessFlag(set: boolean): void {
  try {
    if (set) window.sessionStorage.setItem(ACCESS_FLAG_KEY, 'true');
    else window.sessionStorage.removeItem(ACCESS_FLAG_KEY);
  } catch {}
  for (const listener of listeners) listener();
}

export const setAccessFlag = () => writeAccessFlag(true);
export const clearAccessFlag = () => writeAccessFlag(false);

export function subscribeToAccessFlag(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Re-renders when the flag is set or cleared. */
export function useAccessFlag(): boolean {
  return useSyncExternalStore(subscribeToAccessFlag, hasAccessFlag, () => false);
}
