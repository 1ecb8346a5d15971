// CSV line numbers as an editor shows them: csv-parse's `lines` counts a quoted CRLF twice and names the end
// of file for an unclosed quote, so lines are counted here from byte offsets.
import {
  CSV_LINE_PROBLEMS,
  CSV_PROBLEMS_LISTED,
  type CsvLineProblem,
  csvProblemsMessage,
} from '../../../shared/import-contracts.ts';
import { errors } from '../../errors.ts';

const LF = 0x0a;
const CR = 0x0d;

/** Counts line breaks (LF, CRLF or a lone CR) as offsets grow; offsets must never go back. */
export class LineCounter {
  private at = 0;
  private breaks = 0;

  constructor(private readonly bytes: Uint8Array) {}

  lineAt(offset: number): number {
    const end = Math.min(offset, this.bytes.length);
    for (; this.at < end; this.at++) {
      const byte = this.bytes[this.at];
      if (byte === LF || (byte === CR && this.bytes[this.at + 1] !== LF)) this.breaks++;
    }
    return this.breaks + 1;
  }
}

/** csv-parse's error codes → our words. */
const PARSE_ERRORS = new Map<unknown, (line: number) => string>([
  ['CSV_QUOTE_NOT_CLOSED', CSV_LINE_PROBLEMS.quoteNotClosed],
  ['INVALID_OPENING_QUOTE', CSV_LINE_PROBLEMS.quoteInsideValue],
  ['CSV_INVALID_CLOSING_QUOTE', CSV_LINE_PROBLEMS.textAfterQuote],
]);

export const parseErrorProblem = (code: unknown, line: number): CsvLineProblem => ({
  line,
  message: (PARSE_ERRORS.get(code) ?? CSV_LINE_PROBLEMS.other)(line),
});

export function csvProblemsError(problems: readonly CsvLineProblem[]) {
  return errors.validation(
    csvProblemsMessage(problems),
    problems.slice(0, CSV_PROBLEMS_LISTED).map((p) => ({ path: `line.${p.line}`, message: p.message })),
  );
}
