import { SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { MedicationLookupItem } from '../../../../shared/lookup-contracts';

/**
 * Spec §9's ranking of drug suggestions: name prefix, then generic-name prefix, then name
 * contains, then generic contains, then category contains; alphabetical within a rank.
 * Fewer than 2 characters gives no suggestions.
 */
export function rankMedications(
  items: readonly MedicationLookupItem[],
  query: string,
  limit = 20,
): MedicationLookupItem[] {
  const q = query.trim().toLowerCase();
  if (q.length < SEARCH_MIN_CHARS) return [];
  const ranked: { item: MedicationLookupItem; rank: number }[] = [];
  for (const item of items) {
    const name = item.name.toLowerCase();
    const generic = (item.genericName ?? '').toLowerCase();
    const category = (item.category ?? '').toLowerCase();
    let rank = -1;
    if (name.startsWith(q)) rank = 0;
    else if (generic.startsWith(q)) rank = 1;
    else if (name.includes(q)) rank = 2;
    else if (generic.includes(q)) rank = 3;
    else if (category.includes(q)) rank = 4;
    if (rank >= 0) ranked.push({ item, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.item.name.localeCompare(b.item.name));
  return ranked.slice(0, limit).map((r) => r.item);
}
