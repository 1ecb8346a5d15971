/**
 * Writes tests/fixtures/nppes/sample.csv and sample-gender-header.csv: the real 330-column NPPES
 * header (data/nppes-columns.txt), every field quoted like the real file, and one row per case the
 * importer must handle. Run once after changing a case: `npx tsx scripts/build-nppes-fixtures.ts`.
 * NPIs get their check digit from npiCheckDigit; every name, address and phone is made up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../src/server/db/seed/reference-data.ts';
import { npiCheckDigit } from '../src/server/services/providers/npi.ts';

const OUT_DIR = path.resolve(DATA_DIR, '../tests/fixtures/nppes');
const columns = fs
  .readFileSync(path.join(DATA_DIR, 'nppes-columns.txt'), 'utf8')
  .split(/\r?\n/)
  .filter((line) => line !== '');

const npi = (first9: string) => first9 + npiCheckDigit(first9);
const practice = (state: string, city: string, postal: string, phone: string, line1: string, line2 = '') => ({
  'Provider First Line Business Practice Location Address': line1,
  'Provider Second Line Business Practice Location Address': line2,
  'Provider Business Practice Location Address City Name': city,
  'Provider Business Practice Location Address State Name': state,
  'Provider Business Practice Location Address Postal Code': postal,
  'Provider Business Practice Location Address Country Code (If outside U.S.)': 'US',
  'Provider Business Practice Location Address Telephone Number': phone,
});
const person = (last: string, first: string, middle: string, credential: string, sex: string) => ({
  'Entity Type Code': '1',
  'Provider Last Name (Legal Name)': last,
  'Provider First Name': first,
  'Provider Middle Name': middle,
  'Provider Credential Text': credential,
  'Provider Sex Code': sex,
});
const taxonomy = (...codes: Array<[code: string, primary: 'Y' | 'N']>) =>
  Object.fromEntries(
    codes.flatMap(([code, primary], i) => [
      [`Healthcare Provider Taxonomy Code_${i + 1}`, code],
      [`Healthcare Provider Primary Taxonomy Switch_${i + 1}`, primary],
      [`Provider License Number State Code_${i + 1}`, 'OK'],
    ]),
  );
const dates = (enumerated: string, updated: string) => ({
  'Provider Enumeration Date': enumerated,
  'Last Update Date': updated,
});

/** One row per case; the comment says what the importer must do with it. */
const rows: Array<Record<string, string>> = [
  // kept: upper-case name with an apostrophe, 9-digit ZIP, slot-1 primary taxonomy
  {
    NPI: npi('190000001'),
    ...person("O'BRIEN", 'MARY', 'K', 'M.D.', 'F'),
    ...practice('OK', 'OKLAHOMA CITY', '731041234', '4055550101', '1000 N LINCOLN BLVD', 'STE 200'),
    ...taxonomy(['207Q00000X', 'Y']),
    ...dates('05/23/2006', '07/08/2024'),
  },
  // kept: Mc name, suffix, primary taxonomy in the 2nd slot, 5-digit ZIP
  {
    NPI: npi('190000002'),
    ...person('MCDONALD', 'JAMES', 'ROBERT', 'DO', 'M'),
    'Provider Name Suffix Text': 'JR.',
    ...practice('OK', 'TULSA', '74104', '9185550102', '1923 S UTICA AVE'),
    ...taxonomy(['207R00000X', 'N'], ['207RC0000X', 'Y']),
    ...dates('11/02/2007', '01/15/2025'),
  },
  // kept: hyphenated name; ZIP 73099 lies in Canadian and Oklahoma counties (Canadian has the share)
  {
    NPI: npi('190000003'),
    ...person('SMITH-JONES', 'ANNA', '', 'APRN-CNP', 'F'),
    ...practice('OK', 'YUKON', '730995678', '4055550103', '500 W MAIN ST'),
    ...taxonomy(['363LF0000X', 'Y']),
    ...dates('03/14/2012', '03/14/2012'),
  },
  // kept: organization
  {
    NPI: npi('290000004'),
    'Entity Type Code': '2',
    'Provider Organization Name (Legal Business Name)': 'PRAIRIE FAMILY CARE CLINIC OF MUSKOGEE LLC',
    ...practice('OK', 'MUSKOGEE', '744013344', '9185550104', '300 N MAIN ST'),
    ...taxonomy(['261QP2300X', 'Y']),
    ...dates('06/01/2009', '02/20/2023'),
  },
  // skipped: practises in Texas
  {
    NPI: npi('190000005'),
    ...person('GARCIA', 'LUIS', '', 'MD', 'M'),
    ...practice('TX', 'DALLAS', '752011000', '2145550105', '100 MAIN ST'),
    ...taxonomy(['207R00000X', 'Y']),
    ...dates('01/10/2010', '01/10/2020'),
  },
  // skipped: deactivated; the real file keeps only the NPI and the deactivation date
  { NPI: npi('190000006'), 'NPI Deactivation Date': '04/30/2019' },
  // kept: deactivated, then reactivated later
  {
    NPI: npi('190000007'),
    ...person('LEE', 'DAVID', '', 'MD', 'M'),
    ...practice('OK', 'NORMAN', '73069', '4055550107', '3400 W TECUMSEH RD'),
    ...taxonomy(['2084P0800X', 'Y']),
    ...dates('08/19/2005', '09/01/2022'),
    'NPI Deactivation Date': '02/01/2018',
    'NPI Reactivation Date': '05/15/2018',
  },
  // rejected: NPI fails the check digit
  {
    NPI: `190000008${(npiCheckDigit('190000008') + 1) % 10}`,
    ...person('BROWN', 'SUSAN', '', 'MD', 'F'),
    ...practice('OK', 'EDMOND', '73034', '4055550108', '1 S BROADWAY'),
    ...taxonomy(['207Q00000X', 'Y']),
    ...dates('01/01/2015', '01/01/2015'),
  },
  // kept: specialization we do not list → its classification (Psychiatry & Neurology)
  {
    NPI: npi('190000009'),
    ...person('DELA CRUZ', 'MARIA', 'L', 'MD', 'F'),
    ...practice('OK', 'LAWTON', '73505', '5805550109', '4411 W GORE BLVD'),
    ...taxonomy(['2084S0012X', 'Y']),
    ...dates('10/10/2010', '10/10/2021'),
  },
  // kept: code of no classification we know → "Other (code)"
  {
    NPI: npi('190000010'),
    ...person('NGUYEN', 'TAN', '', '', 'M'),
    ...practice('OK', 'BROKEN ARROW', '74012', '9185550110', '800 E KENOSHA ST'),
    ...taxonomy(['390200000X', 'Y']),
    ...dates('07/07/2021', '07/07/2021'),
  },
  // rejected: individual without a last name
  {
    NPI: npi('190000011'),
    ...person('', 'PAT', '', 'PA-C', 'F'),
    ...practice('OK', 'TULSA', '74104', '9185550111', '1 E 1ST ST'),
    ...taxonomy(['363A00000X', 'Y']),
    ...dates('01/01/2016', '01/01/2016'),
  },
  // rejected: ZIP with four digits
  {
    NPI: npi('190000012'),
    ...person('WHITE', 'OWEN', '', 'OD', 'M'),
    ...practice('OK', 'OKLAHOMA CITY', '7310', '4055550112', '2 N ROBINSON AVE'),
    ...taxonomy(['152W00000X', 'Y']),
    ...dates('01/01/2017', '01/01/2017'),
  },
  // kept: organization pharmacy
  {
    NPI: npi('290000013'),
    'Entity Type Code': '2',
    'Provider Organization Name (Legal Business Name)': 'ROUTE 66 PHARMACY INC',
    ...practice('OK', 'LAWTON', '735051111', '5805550113', '2 SW C AVE'),
    ...taxonomy(['3336C0003X', 'Y']),
    ...dates('12/12/2012', '12/12/2024'),
  },
  // rejected: no NPI
  {
    NPI: '',
    ...person('GRAY', 'ALEX', '', 'MD', 'M'),
    ...practice('OK', 'ENID', '73701', '5805550114', '1 W BROADWAY AVE'),
    ...taxonomy(['207Q00000X', 'Y']),
    ...dates('01/01/2018', '01/01/2018'),
  },
];

const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
/** The rows under `header`; the gender variant renames one header cell, the data stay the same. */
function csv(header: string[]): string {
  const lines = [header.map(quote).join(',')];
  for (const row of rows) {
    const unknown = Object.keys(row).filter((key) => !columns.includes(key));
    if (unknown.length > 0) throw new Error(`Fixture uses unknown columns: ${unknown.join(', ')}`);
    lines.push(columns.map((column) => quote(row[column] ?? '')).join(','));
  }
  return `${lines.join('\n')}\n`;
}

fs.mkdirSync(OUT_DIR, { recursive: true });
fs.writeFileSync(path.join(OUT_DIR, 'sample.csv'), csv(columns));
const genderHeader = columns.map((c) => (c === 'Provider Sex Code' ? 'Provider Gender Code' : c));
fs.writeFileSync(path.join(OUT_DIR, 'sample-gender-header.csv'), csv(genderHeader));
console.log(`Wrote ${rows.length} rows to ${path.relative(process.cwd(), OUT_DIR)}/`);
