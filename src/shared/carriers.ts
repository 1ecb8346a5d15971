/**
 * One list of carriers (issue 16 "Admin"): the spellings a file or a form may use for the same
 * company ("UnitedHealth", "United Healthcare", "UHC") become the one name the plan list filters
 * and the finder show ("UnitedHealthcare"). Imports keep the file's own spelling beside it
 * (`carrier_as_imported`). A carrier not in this list keeps its name, tidied (spaces), so a new
 * carrier is never refused or renamed into another.
 *
 * Names match on a key that ignores letter case, punctuation, "&" versus "and", and company
 * suffixes ("Inc.", "LLC"). Aliases are keys of other spellings that are the same company.
 */
import knownCarriers from './known-carriers.json';

export type KnownCarrier = { name: string; aliases: readonly string[] };

/**
 * The carriers selling Medicare Advantage plans in Oklahoma (CMS MA Landscape; data/plans.json),
 * under the name the catalogue uses (known-carriers.json). Blue Cross Blue Shield here is the Oklahoma licensee (Health
 * Care Service Corporation), so every Blue Cross spelling in an Oklahoma file is that company.
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

/**
 * The key two spellings must not share when they name different carriers: carrierKey without its
 * spaces ("United Healthcare" and "UnitedHealthcare" are one). The carriers table is unique on it.
 */
export function carrierMatchKey(name: string): string {
  return carrierKey(name).replaceAll(' ', '');
}

type CarrierIndex = { byKey: ReadonlyMap<string, string>; bySpacelessKey: ReadonlyMap<string, string> };

/** Each list's lookup maps, built once per list (the server's list changes only when an admin edits it). */
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
 * The catalogue's name of a carrier: the carrier of `list` it spells (ignoring case, punctuation,
 * "&", company suffixes and spaces), or else the name itself with its spaces tidied. The server
 * passes the list admins maintain (carriers table, services/catalogue/carrier-list.ts); the default is the
 * list the table was seeded from.
 */
export function normalizeCarrier(name: string, list: readonly KnownCarrier[] = KNOWN_CARRIERS): string {
  const tidy = name.replace(/\s+/g, ' ').trim();
  const key = carrierKey(tidy);
  if (key === '') return tidy;
  const { byKey, bySpacelessKey } = indexOf(list);
  return byKey.get(key) ?? bySpacelessKey.get(key.replaceAll(' ', '')) ?? tidy;
}

/**
 * One list of carriers: the listed ones and every name the data holds, each under its catalogue
 * name, once (names that differ only in letter case are one), sorted.
 */
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
  // Lower-case byte order: the same on every machine and database (admin-plans-options.ts).
  return [...byLower.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, name]) => name);
}
