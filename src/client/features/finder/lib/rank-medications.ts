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

/** Edit distance between two short strings (insertions, deletions, substitutions), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * A common misspelling: from 5 letters typed, a name whose start (as long as the query, give or take
 * one letter) is one or two edits away ("atorvastin" → atorvastatin, "eloquis" → Eliquis).
 */
function nearlySpelled(q: string, names: readonly string[]): boolean {
  if (q.length < 5) return false;
  const max = q.length >= 8 ? 2 : 1;
  return names.some((name) =>
    [q.length - 1, q.length, q.length + 1].some(
      (n) => n > 0 && editDistance(q, name.slice(0, n), max) <= max,
    ),
  );
}

/**
 * Spec §9's ranking of drug suggestions, on both names (issue "An honest ranking"): name prefix,
 * then generic-name or brand-name prefix (Lipitor finds Atorvastatin, apixaban finds Eliquis),
 * then name contains, then generic or brand contains, then category contains, then a near
 * spelling of either name; alphabetical within a rank. Fewer than 2 characters gives no suggestions.
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
    else if (nearlySpelled(q, [name, ...others])) rank = 5;
    if (rank >= 0) ranked.push({ item, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.item.name.localeCompare(b.item.name));
  return ranked.slice(0, limit).map((r) => r.item);
}
