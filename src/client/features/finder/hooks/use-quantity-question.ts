import { useState } from 'react';
import { type QuantityAboveUsual, quantityAboveUsual } from '../../../../shared/quantity-limits';
import type { MedicationDraft } from '../lib/form-values';

/**
 * Issue 36 item 8: a quantity above what people usually take (shared/quantity-limits.ts) is asked
 * about before the medication is added; adding it again as it is ("Keep") adds it, and the results
 * then say so on the drug. `add` is the one way a medication is added, from the entry's own button
 * (or Enter) and from Find My Plans' question about an entry left in its box alike.
 */
export function useQuantityQuestion(draft: MedicationDraft, commit: () => boolean) {
  const [askedAbout, setAskedAbout] = useState<string | null>(null);
  const high =
    draft.dosage && /^\d+$/.test(draft.quantity)
      ? quantityAboveUsual(Number(draft.quantity), draft.dosage, draft.frequency)
      : null;
  // Asked about this entry as it stands: changing any of it asks again.
  const key = `${draft.name}|${draft.dosage}|${draft.quantity}|${draft.frequency}`;

  /** Asks about a high quantity the first time; otherwise adds (false when the entry cannot be added). */
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
