import { useCallback, useEffect, useRef, useState } from 'react';

type Target = () => HTMLElement | null | undefined;

/** Focuses once React has committed the render the event asked for (rAF can fire before it on a busy machine). */
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
