/**
 * Medicare's drug files on the admin Import screen (issue 17; docs/import-partd.md): CMS's Part D
 * formulary, pharmacy network and pricing release (a zip, up to several GB) and NLM's RxTerms file.
 * Each is sent as the request body itself (not multipart), streamed to a temporary file on the
 * server, checked by its first bytes, and imported as a job by the same importers as
 * `npm run import -- partd|rxterms`. One module for the screen and the server routes.
 */
import { z } from 'zod';
import { blankAsMissing } from './query-params.ts';

export const MEDICARE_FILE_KINDS = ['partd', 'rxterms'] as const;
export type MedicareFileKind = (typeof MEDICARE_FILE_KINDS)[number];

export const MEDICARE_FILE_LABELS: Record<MedicareFileKind, string> = {
  partd: 'Part D release (zip from CMS)',
  rxterms: 'RxTerms file (from NLM)',
};

/** POST the file as the body, `Content-Type: application/octet-stream`, same-origin `Origin`. */
export const MEDICARE_FILE_PATHS: Record<MedicareFileKind, string> = {
  partd: '/api/admin/import/partd',
  rxterms: '/api/admin/import/rxterms',
};
export const MEDICARE_FILE_CONTENT_TYPE = 'application/octet-stream';

const GIB = 1024 * 1024 * 1024;
const MIB = 1024 * 1024;
/**
 * The largest file each route takes: a national Part D release is a few GB zipped; RxTerms is
 * about 10 MB. Bytes past the ceiling are not read (413, and the partial file is removed).
 */
export const MEDICARE_FILE_MAX_BYTES: Record<MedicareFileKind, number> = {
  partd: 4 * GIB,
  rxterms: 50 * MIB,
};

/** The file's first line (RxTerms's header) must end within this many bytes. */
export const RXTERMS_HEADER_MAX_BYTES = 64 * 1024;

export const MEDICARE_FILE_MESSAGES = {
  tooLarge: {
    partd: 'The Part D release is larger than 4 GB, the most this screen takes',
    rxterms: 'The RxTerms file is larger than 50 MB, the most this screen takes',
  } satisfies Record<MedicareFileKind, string>,
  busy: {
    partd: 'A Part D release is being imported already; wait for it to finish',
    rxterms: 'An RxTerms file is being imported already; wait for it to finish',
  } satisfies Record<MedicareFileKind, string>,
  notZip: 'This is not a zip file: upload the Part D release zip as CMS publishes it',
  notText: 'This is not an RxTerms file: RxTerms is a text file of lines separated by |',
  empty: 'The file is empty',
  noFile: 'Choose a file to import',
  contentType: 'Send the file itself as the request body (Content-Type: application/octet-stream)',
  incomplete: 'The upload stopped before the whole file arrived; nothing was imported',
  failed: 'The import failed; nothing was saved',
} as const;

/** A problem in one line of one of the files (never a value from it). */
export type MedicareFileProblem = { file: string; line: number; field: string | null; message: string };
/** Problems a failed job keeps; `problemCount` counts every one. */
export const MEDICARE_FILE_STORED_PROBLEMS = 200;

const stateList = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}(,[A-Z]{2})*$/, 'States must be two-letter codes separated by commas')
  .transform((s) => s.split(','));

/**
 * The query of both routes: the file's own name (the release's label and date are read from CMS's
 * zip name, "PPUF_2026Q4" → "2026 Q4"), and for Part D what the command line's options give:
 * the states kept (default Oklahoma), the contract year and release date when the name lacks them.
 */
export const medicareFileQuerySchema = z.object({
  fileName: z.preprocess(
    blankAsMissing,
    z.string().max(300, 'The file name must be at most 300 characters').optional(),
  ),
  state: z.preprocess(blankAsMissing, stateList.optional()),
  contractYear: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: 'Contract year must be a year' })
      .int('Contract year must be a year')
      .min(2006, 'Contract year must be a year')
      .max(2099, 'Contract year must be a year')
      .optional(),
  ),
  releaseDate: z.preprocess(
    blankAsMissing,
    z
      .string()
      .regex(/^20\d\d-[01]\d-[0-3]\d$/, 'Release date must be YYYY-MM-DD')
      .optional(),
  ),
});
export type MedicareFileQuery = z.output<typeof medicareFileQuerySchema>;

/** The summary of a completed Part D job: the release now current for its contract year. */
export type PartDJobSummary = {
  releaseId: number;
  release: string;
  contractYear: number;
  plans: number;
  /** Rows kept per table, in CMS's order, named as CMS names the tables. */
  rows: { table: string; rows: number }[];
  seconds: number;
};
/** The summary of a completed RxTerms job: concepts loaded, and how many matched a catalogue dosage. */
export type RxTermsJobSummary = { drugs: number; matched: number };

/** "Release 2026 Q4 for contract year 2026: 48 plans, 243,511 rows". */
export function partDSummaryText(summary: PartDJobSummary): string {
  const rows = summary.rows.reduce((n, r) => n + r.rows, 0);
  return `Release ${summary.release} for contract year ${summary.contractYear}: ${summary.plans.toLocaleString('en-US')} plans, ${rows.toLocaleString('en-US')} rows`;
}

/** "12,345 drugs, 310 matched to the drug catalogue". */
export function rxTermsSummaryText(summary: RxTermsJobSummary): string {
  return `${summary.drugs.toLocaleString('en-US')} drugs, ${summary.matched.toLocaleString('en-US')} matched to the drug catalogue`;
}
