/**
 * What the history search sends. Birth dates are stored as YYYY-MM-DD, but people type them the
 * US way: "4/12/1955" or "04-12-1955" is sent as "1955-04-12" so it can match.
 */
const US_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

export function historySearchText(input: string): string {
  const text = input.trim();
  const us = US_DATE.exec(text);
  if (!us) return text;
  const [, month = '', day = '', year = ''] = us;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** "73099, Canadian County"; the ZIP alone when no county was saved. */
export function locationText(zipCode: string, county: string | null): string {
  const name = county?.trim();
  if (!name) return zipCode;
  return `${zipCode}, ${/county$/i.test(name) ? name : `${name} County`}`;
}

/** The county's own name, without a trailing "County" ("Canadian County" → "Canadian"); null when none. */
export function countyName(county: string | null): string | null {
  const name = county?.trim().replace(/\s+county$/i, '');
  return name ? name : null;
}
