import { useCallback, useEffect, useRef, useState } from 'react';

type Target = () => HTMLElement | null | undefined;

/**
 * Moves the keyboard focus once React has committed the render that the same event asked for: a
 * form opened, a button enabled again. A `requestAnimationFrame` can fire before that commit on a
 * busy machine, and then focusing a still-disabled button does nothing. The element is looked up
 * when the effect runs, so a ref set by that render is already there.
 */
export function useFocusAfterRender(): (target: Target) => void {
  const pending = useRef<Target | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const target = pending.current;
    pending.current = null;
    target?.()?.focus();
  }, [request]);
  return useCallback((target: Target) => {
    pending.current = target;
    setRequest((n) => n + 1);
  }, []);
}
