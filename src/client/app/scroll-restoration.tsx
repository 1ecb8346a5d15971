import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'clearplan-scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, number>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Scroll as a full page load would: Back/Forward/reload return to the entry's position, a new page starts at
 * its top or #hash; a change of the query alone (sort, filter, finder step) keeps the position.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const previousPath = useRef<string | null>(null);
  const currentKey = useRef(location.key);
  positions.current ??= savedPositions();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage refused (private browsing): positions last until the page is closed.
      }
    };
    const onScroll = () => {
      if (positions.current) positions.current[currentKey.current] = window.scrollY;
    };
    window.addEventListener('pagehide', remember);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('pagehide', remember);
      window.removeEventListener('scroll', onScroll);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    const saved = positions.current?.[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!samePage) window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
