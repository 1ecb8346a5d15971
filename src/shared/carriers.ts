/**
 * One list of carriers: spellings ("UHC", "United Healthcare") become one catalogue name
 * ("UnitedHealthcare"); imports keep theirs in `carrier_as_imported`. An unknown carrier keeps its
 * name, tidied, never refused or renamed. Keys ignore case, punctuation, "&"/"and", "Inc."/"LLC".
 */
import knownCarriers from './known-carriers.json';

export type KnownCarrier = { name: string; aliases: readonly string[] };

/**
 * Oklahoma's MA carriers (CMS Landscape), as the catalogue names them (known-carriers.json). Blue
 * Cross Blue Shield is the Oklahoma licensee (HCSC): every Blue Cross spelling here is that company.
 */
export const KNOWN_CARRIERS: readonly KnownCarrier[] = knownCarriers;

/** Company suffixes that do not tell one carrier from another. */
const SUFFIXES = /\b(inc|incorporated|llc|corp|corporation|co|company|insurance company|of america)$/;

/** "Blue Cross & Blue Shield, Inc." → "blue cross and blue shield": the key names are matched on. */
export function carrierKey(name: string): string {
  let key = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  for (let previous = ''; previous !== key; ) {
    previous = key;
    key = key.replace(SUFFIXES, '').trim();
  }
  return key;
}

/** carrierKey without spaces ("United Healthcare" = "UnitedHealthcare"): the carriers table is unique on it. */
export function carrierMatchKey(name: string): string {
  return carrierKey(name).replaceAll(' ', '');
}

type CarrierIndex = { byKey: ReadonlyMap<string, string>; bySpacelessKey: ReadonlyMap<string, string> };

/** Each list's lookup maps, built once per list. */
const INDEXES = new WeakMap<readonly KnownCarrier[], CarrierIndex>();

function indexOf(list: readonly KnownCarrier[]): CarrierIndex {
  let index = INDEXES.get(list);
  if (!index) {
    const byKey = new Map<string, string>();
    for (const c of list) {
      for (const spelling of [c.name, ...c.aliases]) {
        const key = carrierKey(spelling);
        if (key !== '' && !byKey.has(key)) byKey.set(key, c.name);
      }
    }
    // Keys are also compared without spaces: "United Healthcare" is "UnitedHealthcare".
    const bySpacelessKey = new Map<string, string>();
    for (const [key, name] of byKey) {
      const spaceless = key.replaceAll(' ', '');
      if (!bySpacelessKey.has(spaceless)) bySpacelessKey.set(spaceless, name);
    }
    index = { byKey, bySpacelessKey };
    INDEXES.set(list, index);
  }
  return index;
}

/**
 * The catalogue name of a carrier: the `list` entry it spells (case, punctuation, "&", suffixes and
 * spaces ignored), else the name tidied. The server passes the admins' list (carrier-list.ts).
 */
export function normalizeCarrier(name: string, list: readonly KnownCarrier[] = KNOWN_CARRIERS): string {
  const tidy = name.replace(/\s+/g, ' ').trim();
  const key = carrierKey(tidy);
  if (key === '') return tidy;
  const { byKey, bySpacelessKey } = indexOf(list);
  return byKey.get(key) ?? bySpacelessKey.get(key.replaceAll(' ', '')) ?? tidy;
}

/** The listed carriers and every name the data holds, each once under its catalogue name, sorted. */
export function carrierChoices(
  inData: readonly string[],
  known: readonly string[] = KNOWN_CARRIERS.map((c) => c.name),
  list: readonly KnownCarrier[] = KNOWN_CARRIERS,
): string[] {
  const byLower = new Map<string, string>();
  for (const name of [...known, ...inData.map((n) => normalizeCarrier(n, list))]) {
    if (name === '') continue;
    const lower = name.toLowerCase();
    if (!byLower.has(lower)) byLower.set(lower, name);
  }
  // Lower-case byte order: the same on every machine and database (the admin plan options, admin-plans.ts).
  return [...byLower.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, name]) => name);
}
