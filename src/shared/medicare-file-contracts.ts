// Medicare's large files on the admin Import screen: Part D and RxTerms (docs/import-partd.md), PBP, Plan-Net
// and the national Landscape file. Each is sent as the raw request body, streamed to disk, checked by its
// first bytes and imported as a job by the command line's importers.
import { z } from 'zod';
import { blankAsMissing } from './query-params.ts';

/** `create`: new plans only (an existing planId is a row error); `upsert`: create, or update by planId. */
export const IMPORT_MODES = ['create', 'upsert'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export const importModeSchema = z.enum(IMPORT_MODES, { error: 'Mode must be create or upsert' });

export const MEDICARE_DRUG_FILE_KINDS = ['partd', 'rxterms'] as const;
/** `landscape-file`: a Landscape file of any size, beside the wizard's `landscape` (up to 10 MB). */
export const MEDICARE_PLAN_FILE_KINDS = ['pbp', 'plan-net', 'landscape-file'] as const;
export const MEDICARE_FILE_KINDS = [...MEDICARE_DRUG_FILE_KINDS, ...MEDICARE_PLAN_FILE_KINDS] as const;
export type MedicareFileKind = (typeof MEDICARE_FILE_KINDS)[number];

export const MEDICARE_FILE_LABELS: Record<MedicareFileKind, string> = {
  partd: 'Part D release (zip from CMS)',
  rxterms: 'RxTerms file (from NLM)',
  pbp: 'PBP benefits (zip from CMS)',
  'plan-net': 'Plan-Net provider directory (zip of NDJSON, FHIR .json or Bundle files)',
  'landscape-file': 'Landscape file (zip or CSV from CMS)',
};

/** Kinds whose import is for a plan year the admin chooses (`planYear` in the query, required). */
export const PLAN_YEAR_FILE_KINDS = ['pbp', 'plan-net'] as const satisfies readonly MedicareFileKind[];
export type PlanYearFileKind = (typeof PLAN_YEAR_FILE_KINDS)[number];
export const takesPlanYear = (kind: MedicareFileKind): kind is PlanYearFileKind =>
  (PLAN_YEAR_FILE_KINDS as readonly string[]).includes(kind);

/** Plan-Net mapping rows (the command line's `--mapping`) travel in the zip under this name, at any depth. */
export const PLAN_NET_MAPPING_FILE = 'plan-net-mapping.csv';

/** POST the file as the body, `Content-Type: application/octet-stream`, same-origin `Origin`. */
export const MEDICARE_FILE_PATHS = Object.fromEntries(
  MEDICARE_FILE_KINDS.map((kind) => [kind, `/api/admin/import/${kind}`]),
) as Record<MedicareFileKind, string>;
export const MEDICARE_FILE_CONTENT_TYPE = 'application/octet-stream';

const GIB = 1024 * 1024 * 1024;
const MIB = 1024 * 1024;
/**
 * Part D a few GB zipped, RxTerms ~10 MB, PBP ~30 MB, Plan-Net up to a few GB, Landscape ~80 MB zipped. Bytes
 * past the ceiling are not read (413, partial file removed).
 */
export const MEDICARE_FILE_MAX_BYTES: Record<MedicareFileKind, number> = {
  partd: 4 * GIB,
  rxterms: 50 * MIB,
  pbp: 1 * GIB,
  'plan-net': 4 * GIB,
  'landscape-file': 1 * GIB,
};

export const RXTERMS_HEADER_MAX_BYTES = 64 * 1024;

export const MEDICARE_FILE_MESSAGES = {
  tooLarge: {
    partd: 'The Part D release is larger than 4 GB, the most this screen takes',
    rxterms: 'The RxTerms file is larger than 50 MB, the most this screen takes',
    pbp: 'The PBP benefits zip is larger than 1 GB, the most this screen takes',
    'plan-net': 'The Plan-Net export is larger than 4 GB, the most this screen takes',
    'landscape-file': 'The Landscape file is larger than 1 GB, the most this screen takes',
  } satisfies Record<MedicareFileKind, string>,
  busy: {
    partd: 'A Part D release is being imported already; wait for it to finish',
    rxterms: 'An RxTerms file is being imported already; wait for it to finish',
    pbp: 'A PBP benefits release is being imported already; wait for it to finish',
    'plan-net': 'A Plan-Net export is being imported already; wait for it to finish',
    'landscape-file': 'A Landscape file is being imported already; wait for it to finish',
  } satisfies Record<MedicareFileKind, string>,
  notZip: 'This is not a zip file: upload the Part D release zip as CMS publishes it',
  notZipOf: {
    pbp: 'This is not a zip file: upload the PBP benefits zip as CMS publishes it',
    'plan-net':
      'This is not a zip file: upload the Plan-Net export as one .zip of its NDJSON, FHIR .json or Bundle files',
  },
  notLandscape: 'This is neither a zip nor a CSV file: upload the Landscape zip or CSV as CMS publishes it',
  noContractId:
    'This is not a Landscape file: its first lines have no \u201cContract ID\u201d column. Upload the Landscape zip or CSV as CMS publishes it',
  notText: 'This is not an RxTerms file: RxTerms is a text file of lines separated by |',
  planYear: 'Choose the plan year the file is for',
  noState: 'Choose at least one state',
  empty: 'The file is empty',
  noFile: 'Choose a file to import',
  contentType: 'Send the file itself as the request body (Content-Type: application/octet-stream)',
  incomplete: 'The upload stopped before the whole file arrived; nothing was imported',
  failed: 'The import failed; nothing was saved',
} as const;

export type MedicareFileProblem = { file: string; line: number; field: string | null; message: string };
export const MEDICARE_FILE_STORED_PROBLEMS = 200;

const stateList = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}(,[A-Z]{2})*$/, 'States must be two-letter codes separated by commas')
  .transform((s) => s.split(','));

/**
 * The file's own name (Part D reads its release from it, "PPUF_2026Q4" → "2026 Q4"), and the command line's
 * Part D options: states (default Oklahoma), contract year and release date.
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
export type MedicareFileQuery = z.output<typeof medicareFileQuerySchema> & {
  planYear?: number;
  mode?: ImportMode;
};

const yearText = 'Plan year must be a year such as 2027';
const planYear = z.coerce
  .number({ error: MEDICARE_FILE_MESSAGES.planYear })
  .int(yearText)
  .min(2006, yearText)
  .max(2099, yearText);

export const planYearFileQuerySchema = medicareFileQuerySchema.extend({
  planYear: z.preprocess(blankAsMissing, planYear),
});

/** States (default OK), plan year of rows without a Contract Year (to 2024), mode (default upsert). */
export const landscapeFileQuerySchema = medicareFileQuerySchema.extend({
  planYear: z.preprocess(blankAsMissing, planYear.optional()),
  mode: z.preprocess(blankAsMissing, importModeSchema.default('upsert')),
});

export type PartDJobSummary = {
  releaseId: number;
  release: string;
  contractYear: number;
  plans: number;
  rows: { table: string; rows: number }[];
  seconds: number;
};
export type RxTermsJobSummary = { drugs: number; matched: number };

export type PbpJobSummary = {
  kind: 'pbp';
  planYear: number;
  /** Catalogue plans of the year the release lists; of them, updated (some field changed) and unchanged. */
  matched: number;
  updated: number;
  unchanged: number;
  notInCatalogue: number;
  files: { file: string; rows: number }[];
};

export type PlanNetJobSummary = {
  kind: 'plan-net';
  planYear: number;
  plansCovered: number;
  plansNotInCatalogue: number;
  practitioners: number;
  practitionersAdded: number;
  networkRows: number;
  networkRowsRemoved: number;
  mappingRows: number;
  malformedLines: number;
  warnings: string[];
  hiosMappingLines: string[];
};

export type LandscapeFileJobSummary = {
  kind: 'landscape-file';
  planYears: number[];
  rowsRead: number;
  states: { state: string; rows: number; plans: number }[];
  created: number;
  updated: number;
};

export type MedicareFileJobSummary =
  | PartDJobSummary
  | RxTermsJobSummary
  | PbpJobSummary
  | PlanNetJobSummary
  | LandscapeFileJobSummary;

/** "1,234 plans", "1 plan". */
export const counted = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const n = (value: number) => value.toLocaleString('en-US');

/**
 * The Past imports line: "Release 2026 Q4 for contract year 2026: 48 plans, 243,511 rows", "12,345 drugs, 310
 * matched to the drug catalogue", "Plan year 2027: 3 plans in the release, 3 updated, 0 unchanged", "Plan year
 * 2027: networks of 4 plans replaced, 7 practitioners, 22 network rows", "Plan year 2027, OK: 6 plans created,
 * 0 updated".
 */
export function medicareFileSummaryText(summary: MedicareFileJobSummary): string {
  if ('release' in summary)
    return `Release ${summary.release} for contract year ${summary.contractYear}: ${n(summary.plans)} plans, ${n(summary.rows.reduce((sum, r) => sum + r.rows, 0))} rows`;
  if ('drugs' in summary)
    return `${n(summary.drugs)} drugs, ${n(summary.matched)} matched to the drug catalogue`;
  if (summary.kind === 'pbp')
    return `Plan year ${summary.planYear}: ${counted(summary.matched, 'plan')} in the release, ${n(summary.updated)} updated, ${n(summary.unchanged)} unchanged`;
  if (summary.kind === 'plan-net')
    return `Plan year ${summary.planYear}: networks of ${counted(summary.plansCovered, 'plan')} replaced, ${counted(summary.practitioners, 'practitioner')}, ${counted(summary.networkRows, 'network row')}`;
  const states = summary.states.map((s) => s.state).join(', ');
  return `Plan year ${summary.planYears.join(', ')}, ${states}: ${counted(summary.created, 'plan')} created, ${n(summary.updated)} updated`;
}
