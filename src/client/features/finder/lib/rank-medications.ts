import { SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { MedicationLookupItem } from '../../../../shared/lookup-contracts';

/** The brand names a catalogue description lists ("… Brand name(s): Lipitor, Caduet."), lower case. */
export function brandNames(item: Pick<MedicationLookupItem, 'description'>): string[] {
  const match = /Brand name\(s\):\s*([^.]+)/i.exec(item.description ?? '');
  if (!match) return [];
  return (match[1] ?? '')
    .split(/,|\bor\b|\band\b/)
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/** "Atorvastatin (Lipitor)", "Lantus (insulin glargine)": the other name a person may know it by. */
export function medicationLabel(
  item: Pick<MedicationLookupItem, 'name' | 'genericName' | 'description'>,
): string {
  const brand = brandNames(item)[0];
  if (brand) return `${item.name} (${brand.replace(/\b\w/g, (c) => c.toUpperCase())})`;
  const generic = item.genericName?.trim();
  return generic && generic.toLowerCase() !== item.name.toLowerCase()
    ? `${item.name} (${generic})`
    : item.name;
}

/**
 * Spec §9's ranking of drug suggestions, on both names (issue "An honest ranking"): name prefix,
 * then generic-name or brand-name prefix (Lipitor finds Atorvastatin, apixaban finds Eliquis),
 * then name contains, then generic or brand contains, then category contains; alphabetical
 * within a rank. Fewer than 2 characters gives no suggestions.
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
    const others = [(item.genericName ?? '').toLowerCase(), ...brandNames(item)];
    const category = (item.category ?? '').toLowerCase();
    let rank = -1;
    if (name.startsWith(q)) rank = 0;
    else if (others.some((other) => other.startsWith(q))) rank = 1;
    else if (name.includes(q)) rank = 2;
    else if (others.some((other) => other.includes(q))) rank = 3;
    else if (category.includes(q)) rank = 4;
    if (rank >= 0) ranked.push({ item, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.item.name.localeCompare(b.item.name));
  return ranked.slice(0, limit).map((r) => r.item);
}
