import { SEARCH_MIN_CHARS } from '../../../../shared/constants';
import type { MedicationLookupItem } from '../../../../shared/lookup-contracts';

const UNBRANDED = /\s*\(unbranded version\)$/i;

/** Brand names a description lists ("… Brand name(s): Lipitor, Caduet."); `unbranded`: "Semglee (unbranded version)". */
function listedBrands(
  item: Pick<MedicationLookupItem, 'description'>,
): { name: string; unbranded: boolean }[] {
  const match = /Brand name\(s\):\s*([^.]+)/i.exec(item.description ?? '');
  if (!match) return [];
  return (match[1] ?? '')
    .split(/,|\bor\b|\band\b/)
    .map((text) => ({ name: text.trim().replace(UNBRANDED, ''), unbranded: UNBRANDED.test(text.trim()) }))
    .filter((brand) => brand.name !== '');
}

export function brandNames(item: Pick<MedicationLookupItem, 'description'>): string[] {
  return listedBrands(item).map((brand) => brand.name.toLowerCase());
}

/** "Atorvastatin (Lipitor)", "Eliquis (apixaban)": the other name a person may know a drug by. */
export function medicationLabel(
  item: Pick<MedicationLookupItem, 'name' | 'genericName' | 'description'>,
  unbrandedOf: (brand: string) => string,
): string {
  const own = item.name.trim().toLowerCase();
  const brand = listedBrands(item).find((b) => b.name.toLowerCase() !== own);
  if (brand) return `${item.name} (${brand.unbranded ? unbrandedOf(brand.name) : brand.name})`;
  const generic = item.genericName?.trim();
  return generic && generic.toLowerCase() !== own ? `${item.name} (${generic})` : item.name;
}

/** Edit distance, stopping past `max`. */
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

/** From 5 letters, a name whose start is one or two edits away ("atorvastin", "eloquis"). */
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
 * Spec §9's ranking: name prefix, generic/brand prefix, name contains, generic/brand contains, category
 * contains, near spelling; alphabetical within a rank. Under 2 characters, none.
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
