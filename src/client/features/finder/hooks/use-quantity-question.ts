import { useState } from 'react';
import { type QuantityAboveUsual, quantityAboveUsual } from '../../../../shared/quantity-limits';
import type { MedicationDraft } from '../lib/form-values';

/** A quantity above the usual (shared/quantity-limits.ts) is asked about before adding; `add` is the one way a medication is added. */
export function useQuantityQuestion(draft: MedicationDraft, commit: () => boolean) {
  const [askedAbout, setAskedAbout] = useState<string | null>(null);
  const high =
    draft.dosage && /^\d+$/.test(draft.quantity)
      ? quantityAboveUsual(Number(draft.quantity), draft.dosage, draft.frequency)
      : null;
  // Asked about this entry as it stands: changing any of it asks again.
  const key = `${draft.name}|${draft.dosage}|${draft.quantity}|${draft.frequency}`;

  function add(): boolean {
    if (high && askedAbout !== key) {
      setAskedAbout(key);
      return false;
    }
    setAskedAbout(null);
    return commit();
  }

  const asked: QuantityAboveUsual | null = high && askedAbout === key ? high : null;
  return { asked, add, dismiss: () => setAskedAbout(null) };
}
