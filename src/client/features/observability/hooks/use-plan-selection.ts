import { useCallback, useEffect, useRef, useState } from 'react';
import {
  comparisonOpenAfter,
  comparisonShown,
  knownSelection,
  toggleAll,
  toggleSelected,
} from '../lib/plan-selection';

type State = { selected: string[]; open: boolean };
const EMPTY: State = { selected: [], open: false };

/** Selection and comparison state for one analysis (`scope`): another starts afresh; plans a refresh dropped don't count. */
export function usePlanSelection(scope: string, planIds: readonly string[]) {
  const [state, setState] = useState<State & { scope: string }>({ ...EMPTY, scope });
  // Reset during render when the analysed profile changes (React's "adjust state on prop change").
  if (state.scope !== scope) setState({ ...EMPTY, scope });

  const known = useRef(planIds);
  useEffect(() => {
    known.current = planIds;
  }, [planIds]);

  const change = useCallback((next: (selected: string[]) => string[]) => {
    setState((old) => {
      const before = knownSelection(old.selected, known.current);
      const selected = next(before);
      return { ...old, selected, open: comparisonOpenAfter(old.open, before.length, selected.length) };
    });
  }, []);

  const selected = state.scope === scope ? knownSelection(state.selected, planIds) : [];
  return {
    selected,
    comparisonShown: comparisonShown(state.open, selected.length),
    toggle: useCallback((planId: string) => change((old) => toggleSelected(old, planId)), [change]),
    toggleAll: useCallback((allIds: readonly string[]) => change((old) => toggleAll(old, allIds)), [change]),
    clear: useCallback(() => change(() => []), [change]),
    toggleComparison: useCallback(() => setState((old) => ({ ...old, open: !old.open })), []),
  };
}
