/**
 * A plan's service area as (state, county) keys (ADR 0016): 30 states have a Washington County, so
 * every entry names its state: `OK` (whole state) or `OK|tulsa` (county, trimmed, lower case).
 * `region` and `counties` are the area's part in that state, as the admin form edits it; a Landscape
 * import of another state adds that state's part and keeps the others (`withStateArea`).
 */
import { COVERED_STATE_CODE } from './constants.ts';

const STATES_TEXT =
  'AL Alabama|AK Alaska|AZ Arizona|AR Arkansas|CA California|CO Colorado|CT Connecticut|DE Delaware|' +
  'DC District of Columbia|FL Florida|GA Georgia|HI Hawaii|ID Idaho|IL Illinois|IN Indiana|IA Iowa|' +
  'KS Kansas|KY Kentucky|LA Louisiana|ME Maine|MD Maryland|MA Massachusetts|MI Michigan|MN Minnesota|' +
  'MS Mississippi|MO Missouri|MT Montana|NE Nebraska|NV Nevada|NH New Hampshire|NJ New Jersey|' +
  'NM New Mexico|NY New York|NC North Carolina|ND North Dakota|OH Ohio|OK Oklahoma|OR Oregon|' +
  'PA Pennsylvania|RI Rhode Island|SC South Carolina|SD South Dakota|TN Tennessee|TX Texas|UT Utah|' +
  'VT Vermont|VA Virginia|WA Washington|WV West Virginia|WI Wisconsin|WY Wyoming|PR Puerto Rico|' +
  'GU Guam|VI Virgin Islands|AS American Samoa|MP Northern Mariana Islands';

/** The states, DC and the territories Medicare plans serve: two-letter code → name. */
export const US_STATES: Readonly<Record<string, string>> = Object.fromEntries(
  STATES_TEXT.split('|').map((pair) => [pair.slice(0, 2), pair.slice(3)]),
);

const CODE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]));

export const REGION_NOT_A_STATE = 'Region must be a US state or territory, such as Oklahoma';

/** "OK" for "Oklahoma", "oklahoma " or "ok"; null for text that names no state or territory. */
export function stateCodeOf(region: string | null | undefined): string | null {
  const text = region?.trim().replace(/\s+/g, ' ') ?? '';
  if (/^[A-Za-z]{2}$/.test(text)) {
    const code = text.toUpperCase();
    return code in US_STATES ? code : null;
  }
  return CODE_BY_NAME.get(text.toLowerCase()) ?? null;
}

/** "Oklahoma" for "OK"; the text itself (trimmed) when it is no code we know. */
export const stateNameOf = (code: string): string => US_STATES[code.trim().toUpperCase()] ?? code.trim();

/** The key of a county of a state (`OK|tulsa`), or of the whole state (`OK`) when county is null. */
export function areaKey(state: string, county: string | null): string {
  const code = state.trim().toUpperCase();
  const name = county?.trim().toLowerCase() ?? '';
  return name === '' ? code : `${code}|${name}`;
}

/** The two-letter state of a key. */
export const keyState = (key: string): string => key.split('|', 1)[0] as string;

/** One state's part of an area: the whole state when no counties are listed, else each county once. */
export function stateArea(state: string, counties: readonly string[] | null | undefined): string[] {
  const keys = (counties ?? []).map((c) => areaKey(state, c)).filter((k) => k.includes('|'));
  return keys.length === 0 ? [areaKey(state, null)] : [...new Set(keys)].sort();
}

/** The area with `state`'s part replaced by `counties` (whole state when none), less `dropState`'s entries. */
export function withStateArea(
  area: readonly string[],
  state: string,
  counties: readonly string[] | null | undefined,
  dropState: string | null = null,
): string[] {
  const code = state.trim().toUpperCase();
  const kept = area.filter((key) => keyState(key) !== code && keyState(key) !== dropState);
  return [...new Set([...kept, ...stateArea(code, counties)])].sort();
}

/** Where a person lives: their ZIP's state and county (none: statewide plans only). */
export type Place = { state: string; county: string | null };

/** The keys a plan serving this person holds one of. */
export function personAreaKeys(state: string, county: string | null): string[] {
  const whole = areaKey(state, null);
  const own = areaKey(state, county);
  return own === whole ? [whole] : [whole, own];
}

/** A new plan's area: its region's state, whole or the counties listed (a stateless legacy region: the covered state). */
export function regionArea(region: string | null, counties: readonly string[] | null | undefined): string[] {
  return stateArea(stateCodeOf(region) ?? COVERED_STATE_CODE, counties);
}

/** The area after a region or counties edit: the region's part replaced, a dropped state removed, other states kept. */
export function afterRegionEdit(
  before: { region: string | null; serviceArea: readonly string[] },
  after: { region: string | null; counties: readonly string[] | null },
): string[] {
  const was = stateCodeOf(before.region) ?? COVERED_STATE_CODE;
  const now = stateCodeOf(after.region) ?? COVERED_STATE_CODE;
  return withStateArea(before.serviceArea, now, after.counties, was === now ? null : was);
}
