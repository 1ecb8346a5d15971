import { useSyncExternalStore } from 'react';
import { ACCESS_FLAG_KEY } from '../../shared/constants';

/**
 * The access gate's browser flag (spec §2, §4, §9). It only decides which screen to show: the
 * server checks its own HttpOnly cookie on every request (design.md §7), so the flag grants nothing.
 * It lives in lib, not in the access-gate feature, because the API client must clear it when the
 * server says the gate cookie has expired.
 */
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function hasAccessFlag(): boolean {
  try {
    return window.sessionStorage.getItem(ACCESS_FLAG_KEY) === 'true';
  } catch {
    // Storage can be unavailable (privacy modes); the gate then simply shows.
    return false;
  }
}

export function setAccessFlag(): void {
  try {
    window.sessionStorage.setItem(ACCESS_FLAG_KEY, 'true');
  } catch {
    // Without storage the flag cannot persist across reloads; the server cookie still works.
  }
  notify();
}

export function clearAccessFlag(): void {
  try {
    window.sessionStorage.removeItem(ACCESS_FLAG_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
  notify();
}

export function subscribeToAccessFlag(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while the browser session holds the flag; re-renders when it is set or cleared. */
export function useAccessFlag(): boolean {
  return useSyncExternalStore(subscribeToAccessFlag, hasAccessFlag, () => false);
}
