import { useState } from 'react';
import type { PlanField, PlanRef, SaveCell } from '../api/table-plans';

type Shown<T> = { value: T; over: T; pending: boolean };

/**
 * The save of a cell that commits on change (checkbox, select; spec §4): the new value shows at
 * once, the server's value once saved, and the old value again with the reason if the save fails.
 * `over` ties a shown value to the row value it replaced, so it yields as soon as the row updates.
 */
export function useInstantSave<T extends string | boolean>(
  plan: PlanRef,
  field: PlanField,
  value: T,
  onSave: SaveCell,
) {
  const [shown, setShown] = useState<Shown<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const active = shown && shown.over === value ? shown : null;
  const pending = active?.pending ?? false;

  async function save(next: T) {
    if (pending || next === (active?.value ?? value)) return;
    setShown({ value: next, over: value, pending: true });
    const result = await onSave(plan, field, next);
    if (result.ok) {
      setShown({ value: result.plan[field] as T, over: value, pending: false });
      setError(null);
    } else {
      setShown(null);
      setError(result.message);
    }
  }

  return { current: active ? active.value : value, pending, error, save };
}
