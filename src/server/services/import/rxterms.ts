// NLM's RxTerms file (pipe-delimited, 14, 17 or 18 columns; docs/drug-catalogue.md) read line by line as
// typed drugs. Messages name line and field, never a row. A file ending mid-row is refused: most likely cut
// short.
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { ImportFileError } from './import-file-error.ts';

export const RXTERMS_COLUMNS = [
  'RXCUI',
  'GENERIC_RXCUI',
  'TTY',
  'FULL_NAME',
  'RXN_DOSE_FORM',
  'FULL_GENERIC_NAME',
  'BRAND_NAME',
  'DISPLAY_NAME',
  'ROUTE',
  'NEW_DOSE_FORM',
  'STRENGTH',
  'SUPPRESS_FOR',
  'DISPLAY_NAME_SYNONYM',
  'IS_RETIRED',
  'SXDG_RXCUI',
  'SXDG_TTY',
  'SXDG_NAME',
  'PSN',
] as const;

/** The layouts' column counts: the columns up to IS_RETIRED, then up to SXDG_NAME, then all (PSN). */
export const RXTERMS_LAYOUTS = [14, 17, RXTERMS_COLUMNS.length] as const;

export const RXTERMS_TTYS = ['SCD', 'SBD', 'GPCK', 'BPCK'] as const;
export type RxTermsTty = (typeof RXTERMS_TTYS)[number];

export type RxTermsDrug = {
  rxcui: string;
  genericRxcui: string | null;
  tty: RxTermsTty;
  fullName: string;
  doseForm: string;
  fullGenericName: string;
  brandName: string | null;
  displayName: string;
  route: string;
  newDoseForm: string;
  strength: string;
  displayNameSynonym: string | null;
  /** Retired concepts stay in the file, marked; prescribers should not pick them. */
  retired: boolean;
  /** "Suppressed" concepts are not offered for new prescriptions. */
  suppressed: boolean;
  prescribableName: string | null;
};

export type RxTermsProblem = { line: number; field: string | null; message: string };

const RXCUI = /^[1-9][0-9]{0,9}$/;
const MAX_PROBLEMS = 200;

const orNull = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

export function checkRxTermsHeader(line: string): number {
  const names = line
    .replace(/^\uFEFF/, '')
    .trim()
    .split('|');
  const layout = RXTERMS_LAYOUTS.find((count) => count === names.length) ?? RXTERMS_COLUMNS.length;
  const expected = RXTERMS_COLUMNS.slice(0, layout);
  const wrong = expected.findIndex((name, i) => names[i]?.trim().toUpperCase() !== name);
  if (wrong !== -1 || names.length !== expected.length) {
    const where =
      wrong === -1 ? `has ${names.length} columns` : `column ${wrong + 1} is "${names[wrong] ?? ''}"`;
    throw new ImportFileError(
      'header',
      `This is not an RxTerms file: its header ${where}; RxTerms starts ${RXTERMS_COLUMNS.slice(0, 3).join('|')} and has 14 columns (ending at IS_RETIRED), 17 (ending at SXDG_NAME) or 18 (ending at PSN).`,
    );
  }
  return expected.length;
}

export function parseRxTermsLine(
  line: string,
  lineNumber: number,
  columnCount: number,
): { drug: RxTermsDrug } | { problems: RxTermsProblem[] } {
  const cells = line.split('|');
  if (cells.length !== columnCount) {
    const message = `Line ${lineNumber} has ${cells.length} values; the header has ${columnCount}`;
    return { problems: [{ line: lineNumber, field: null, message }] };
  }
  const cell = (name: (typeof RXTERMS_COLUMNS)[number]) =>
    (cells[RXTERMS_COLUMNS.indexOf(name)] ?? '').trim();
  const problems: RxTermsProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ line: lineNumber, field, message });

  const rxcui = cell('RXCUI');
  if (!RXCUI.test(rxcui)) problem('RXCUI', `Line ${lineNumber}: RXCUI must be a number`);
  const genericRxcui = orNull(cell('GENERIC_RXCUI'));
  if (genericRxcui !== null && !RXCUI.test(genericRxcui))
    problem('GENERIC_RXCUI', `Line ${lineNumber}: GENERIC_RXCUI must be a number or empty`);
  const tty = cell('TTY').toUpperCase();
  if (!(RXTERMS_TTYS as readonly string[]).includes(tty))
    problem('TTY', `Line ${lineNumber}: TTY must be one of ${RXTERMS_TTYS.join(', ')}`);
  const branded = tty === 'SBD' || tty === 'BPCK';
  const brandName = orNull(cell('BRAND_NAME'));
  if (branded && brandName === null)
    problem('BRAND_NAME', `Line ${lineNumber}: a branded drug (${tty}) needs BRAND_NAME`);
  for (const name of ['FULL_NAME', 'DISPLAY_NAME'] as const) {
    if (cell(name) === '') problem(name, `Line ${lineNumber}: ${name} is empty`);
  }
  if (problems.length > 0) return { problems };

  const suppress = cell('SUPPRESS_FOR');
  return {
    drug: {
      rxcui,
      genericRxcui: branded ? genericRxcui : null,
      tty: tty as RxTermsTty,
      fullName: cell('FULL_NAME'),
      doseForm: cell('RXN_DOSE_FORM'),
      fullGenericName: cell('FULL_GENERIC_NAME') || cell('FULL_NAME'),
      brandName: branded ? brandName : null,
      displayName: cell('DISPLAY_NAME'),
      route: cell('ROUTE'),
      newDoseForm: cell('NEW_DOSE_FORM'),
      strength: cell('STRENGTH'),
      displayNameSynonym: orNull(cell('DISPLAY_NAME_SYNONYM')),
      retired: cell('IS_RETIRED') !== '',
      suppressed: suppress !== '',
      prescribableName: columnCount === RXTERMS_COLUMNS.length ? orNull(cell('PSN')) : null,
    },
  };
}

export const cutShortMessage = (line: number, values: number, columnCount: number) =>
  `Line ${line} is cut short: the file ends in the middle of a row (${values} of ${columnCount} values, no line break after it). The download may be incomplete: download the file again, or delete that line to load the rest.`;

export type RxTermsReadResult = {
  drugs: RxTermsDrug[];
  problems: RxTermsProblem[];
  problemCount: number;
  lines: number;
};

export async function readRxTerms(input: Readable): Promise<RxTermsReadResult> {
  // Whether the file ends with a line break: a short last line without one is a row cut off.
  let endsWithBreak = true;
  input.on('data', (chunk: Buffer | string) => {
    if (chunk.length === 0) return;
    const last = typeof chunk === 'string' ? chunk.charCodeAt(chunk.length - 1) : chunk[chunk.length - 1];
    endsWithBreak = last === 0x0a || last === 0x0d;
  });
  const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  const result: RxTermsReadResult = { drugs: [], problems: [], problemCount: 0, lines: 0 };
  let columnCount = 0;
  let short: { problem: RxTermsProblem; values: number } | null = null;
  for await (const line of lines) {
    result.lines++;
    if (result.lines === 1) {
      columnCount = checkRxTermsHeader(line);
      continue;
    }
    if (line.trim() === '') continue;
    const parsed = parseRxTermsLine(line, result.lines, columnCount);
    if ('drug' in parsed) {
      result.drugs.push(parsed.drug);
      continue;
    }
    result.problemCount += parsed.problems.length;
    for (const p of parsed.problems) if (result.problems.length < MAX_PROBLEMS) result.problems.push(p);
    const [first] = parsed.problems;
    short = first && first.field === null ? { problem: first, values: line.split('|').length } : null;
  }
  if (short && short.problem.line === result.lines && !endsWithBreak && short.values < columnCount) {
    short.problem.message = cutShortMessage(short.problem.line, short.values, columnCount);
  }
  if (result.lines === 0)
    throw new ImportFileError('header', 'The file is empty: an RxTerms file starts with its header line.');
  return result;
}
