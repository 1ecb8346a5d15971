// The sheet import contracts for the screen and the routes (docs/import.md): kinds, modes, statuses, mappable
// fields, requests and responses of /api/admin/import. Rows are validated with the plan API's own schemas.
import { z } from 'zod';
import {
  IMPORT_MODES,
  type ImportMode,
  importModeSchema,
  MEDICARE_FILE_PATHS,
  type MedicareFileJobSummary,
  type MedicareFileKind,
  type MedicareFileProblem,
} from './medicare-file-contracts.ts';
import {
  MEDIGAP_RATE_COLUMN_LABELS,
  MEDIGAP_RATE_COLUMNS,
  type MedigapRateColumn,
} from './medigap-contracts.ts';
import { fieldLabel, fieldsIn, PLAN_COLUMN_FIELDS } from './plan-fields.ts';
import { blankAsMissing, pagingParams } from './query-params.ts';

/**
 * `plans`: our template (CSV or xlsx); `formulary`, `network`: CSV rows; `medigap`: rates in the export's
 * columns, upserted by the rate's key (docs/medigap-rates.md). CMS's Landscape file is a Medicare file kind.
 */
export const IMPORT_KINDS = ['plans', 'formulary', 'network', 'medigap'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  plans: 'Plans (ClearPlan template, CSV or Excel)',
  formulary: 'Formulary (CSV)',
  network: 'Provider network (CSV)',
  medigap: 'Medigap rates (CSV or Excel)',
};
/** Kinds that may be an Excel workbook as well as a CSV file; the others are CSV only. */
export const WORKBOOK_KINDS = ['plans', 'medigap'] as const satisfies readonly ImportKind[];
export const takesWorkbook = (kind: ImportKind) => (WORKBOOK_KINDS as readonly string[]).includes(kind);
/** `landscape`: the upload wizard's former Landscape kind, whose jobs stay in Past imports. */
export type ImportJobKind = ImportKind | MedicareFileKind | 'landscape';
export const isSheetImportKind = (kind: ImportJobKind): kind is ImportKind =>
  (IMPORT_KINDS as readonly string[]).includes(kind);
/** Only a plan file is imported in a mode (create, or create and update). */
export const takesMode = (kind: ImportJobKind) => kind === 'plans';

export { IMPORT_MODES, type ImportMode, importModeSchema };
export const IMPORT_MODE_LABELS: Record<ImportMode, string> = {
  create: 'Create new plans only',
  upsert: 'Create new plans and update existing ones (by Plan ID)',
};

/** pending → validating → pending … → importing → completed | failed. */
export const IMPORT_JOB_STATUSES = ['pending', 'validating', 'importing', 'completed', 'failed'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];
export const IMPORT_FINAL_STATUSES = ['completed', 'failed'] as const satisfies readonly ImportJobStatus[];
export const IMPORT_POLL_MS = 500;

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The one route that takes multipart/form-data (the CSRF middleware lets it through, same-origin only). */
export const IMPORT_UPLOAD_PATH = '/api/admin/import/uploads';

export function isFileUploadPath(path: string): boolean {
  return path === IMPORT_UPLOAD_PATH || Object.values(MEDICARE_FILE_PATHS).includes(path);
}

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** Zip-bomb guard of an xlsx, read from the central directory before the workbook is opened. */
export const XLSX_MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;
export const XLSX_MAX_ENTRIES = 1000;
export const XLSX_MAX_COMPRESSION_RATIO = 100;
/** Worksheets one workbook may hold (an import reads one sheet; a few more are notes or lookups). */
export const XLSX_MAX_SHEETS = 20;
/**
 * Row elements (or CSV lines) counted before parsing: twice the row cap, so empty formatted rows or quoted
 * breaks pass, while a million-row sheet is refused at once (security finding 7).
 */
export const XLSX_MAX_ROW_ELEMENTS = 2 * IMPORT_MAX_ROWS + 1000;
export const IMPORT_SAMPLE_ROWS = 5;
export const COUNTY_SEPARATOR = ';';
export const DEFAULT_LANDSCAPE_STATE = 'OK';

export const IMPORT_MESSAGES = {
  tooLarge: 'The file is larger than 10 MB',
  wrongType: 'Upload a .csv or .xlsx file',
  zipBomb: 'This spreadsheet is too large to open safely',
  tooManyRows: 'At most 20,000 rows can be imported at once',
  tooManySheets: 'The workbook has more than 20 sheets; keep the plans on one sheet and upload that',
  empty: 'The file is empty or has no header row',
  unreadable: 'The file could not be read as a spreadsheet',
  noFile: 'Choose a file to upload',
  csvOnly: 'This kind of import takes a .csv file',
  sheetNotFound: 'That sheet is not in the file',
  unknownField: 'A column is mapped to a field that does not exist',
  fieldMappedTwice: 'Two columns are mapped to the same field',
  notPending: 'This import has already run',
  busy: 'This import is busy; wait for it to finish',
  jobNotFound: 'Import not found',
  fileGone: 'The uploaded file is no longer kept; upload it again',
  rowErrors: 'Some rows have errors; fix them and upload the file again',
  formula: 'Formulas are not accepted; type the value instead',
  planExists: 'A plan with this ID already exists (choose "update" mode to change it)',
  interrupted: 'The import stopped before it finished; nothing was saved',
  failed: 'The import failed; nothing was saved',
} as const;

/** By the file's own line number, as an editor counts; numbers only, never a value. */
export const CSV_LINE_PROBLEMS = {
  quoteNotClosed: (line: number) => `Line ${line}: a quoted value is not closed`,
  quoteInsideValue: (line: number) =>
    `Line ${line}: a quotation mark is inside a value that does not start with one (put the value in quotes and double the mark: "")`,
  textAfterQuote: (line: number) =>
    `Line ${line}: a quoted value is followed by other characters before the next comma`,
  tooManyValues: (line: number, values: number, headerValues: number) =>
    `Line ${line} has ${values} values but the header has ${headerValues}`,
  other: (line: number) => `Line ${line} could not be read`,
} as const;

/** A warning: a quoted line break is allowed, but in a plan file it is nearly always a quote left open. */
export const joinedLinesWarning = (row: number, from: number, to: number) =>
  `Row ${row} joins lines ${from}\u2013${to} (a quoted value spans lines)`;
export const moreJoinedLinesWarning = (more: number) =>
  `${more} more ${more === 1 ? 'row joins' : 'rows join'} lines (a quoted value spans lines)`;
export const CSV_PROBLEMS_LISTED = 20;

export type CsvLineProblem = { line: number; message: string; tooManyValues?: boolean };

export function csvProblemsMessage(problems: readonly CsvLineProblem[]): string {
  const [first] = problems;
  if (!first) return IMPORT_MESSAGES.unreadable;
  const hint = first.tooManyValues ? ' (a value that holds a comma must be in quotes)' : '';
  const more = problems.length - 1;
  const rest = more > 0 ? `; ${more} more ${more === 1 ? 'line has' : 'lines have'} a problem too` : '';
  return `${first.message}${hint}${rest}`;
}

/** "Plan ID H1234-001 appears more than once in this file (rows 2 and 7)". */
export function duplicatePlanIdMessage(planId: string, rows: number[]): string {
  const list =
    rows.length <= 2 ? rows.join(' and ') : `${rows.slice(0, -1).join(', ')} and ${rows[rows.length - 1]}`;
  return `Plan ID ${planId} appears more than once in this file (rows ${list})`;
}

/** A text cell that a spreadsheet would run as a formula (design.md §7). */
export const FORMULA_START = /^[=+\-@]/;

export type ImportFieldGroup = 'plan' | 'copay' | 'benefit' | 'tier' | 'medigap';
export type ImportField = {
  field: string;
  label: string;
  group: ImportFieldGroup;
  required?: boolean;
  aliases?: readonly string[];
};

/** The admin plan record's writable scalar fields (spec §3), in the template's order, named as the forms name them. */
export const PLAN_SCALAR_FIELDS: readonly ImportField[] = PLAN_COLUMN_FIELDS.map((f) => ({
  field: f.key,
  label: f.label,
  group: 'plan' as const,
  ...(f.required ? { required: true } : {}),
  ...(f.aliases ? { aliases: f.aliases } : {}),
}));

/** Any key of the object's key pattern may follow, so a plan's extra keys survive export and re-import. */
export const NESTED_PREFIXES = {
  copay: 'copayStructure',
  benefit: 'benefits',
  tier: 'prescriptionTiers',
} as const;
export type NestedPrefix = keyof typeof NESTED_PREFIXES;
const NESTED_KEY = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

const NESTED_TITLES: Record<NestedPrefix, string> = { copay: 'Copay', benefit: 'Benefit', tier: 'Drug tier' };

const nested = (prefix: NestedPrefix): ImportField[] =>
  fieldsIn(NESTED_PREFIXES[prefix]).map((f) => ({
    field: `${prefix}.${f.key}`,
    label: `${NESTED_TITLES[prefix]}: ${f.label}`,
    group: prefix,
  }));

export const PLAN_IMPORT_FIELDS: readonly ImportField[] = [
  ...PLAN_SCALAR_FIELDS,
  ...nested('copay'),
  ...nested('benefit'),
  ...nested('tier'),
];

export const TEMPLATE_COLUMNS: readonly string[] = PLAN_IMPORT_FIELDS.map((f) => f.field);

/** A row without a plan year takes the import's; state defaults to OK, area to all, sample to no. */
const MEDIGAP_REQUIRED: ReadonlySet<MedigapRateColumn> = new Set([
  'carrier',
  'planLetter',
  'ratingMethod',
  'ageFrom',
  'ageTo',
  'sex',
  'tobacco',
  'monthlyPremium',
]);

export const IMPORT_FIELDS_BY_KIND: Record<ImportKind, readonly ImportField[]> = {
  plans: PLAN_IMPORT_FIELDS,
  formulary: [
    { field: 'planId', label: fieldLabel('planId'), group: 'plan', required: true },
    { field: 'drugName', label: 'Drug Name', group: 'plan', required: true },
    { field: 'tier', label: 'Tier', group: 'plan', required: true },
    { field: 'priorAuthorization', label: 'Prior Authorization', group: 'plan' },
    { field: 'quantityLimit', label: 'Quantity Limit', group: 'plan' },
    { field: 'stepTherapy', label: 'Step Therapy', group: 'plan' },
  ],
  network: [
    { field: 'planId', label: fieldLabel('planId'), group: 'plan', required: true },
    { field: 'npi', label: 'NPI', group: 'plan', required: true },
  ],
  medigap: MEDIGAP_RATE_COLUMNS.map((field) => ({
    field,
    label: MEDIGAP_RATE_COLUMN_LABELS[field],
    group: 'medigap' as const,
    ...(MEDIGAP_REQUIRED.has(field) ? { required: true } : {}),
    ...(field === 'zip3' ? { aliases: ['Area', 'ZIP3', 'ZIP area'] } : {}),
    ...(field === 'planLetter' ? { aliases: ['Letter', 'Plan'] } : {}),
  })),
};

export function isImportField(kind: ImportKind, field: string): boolean {
  if (IMPORT_FIELDS_BY_KIND[kind].some((f) => f.field === field)) return true;
  if (kind !== 'plans') return false;
  const dot = field.indexOf('.');
  if (dot < 0) return false;
  return field.slice(0, dot) in NESTED_PREFIXES && NESTED_KEY.test(field.slice(dot + 1));
}

export const importKindSchema = z.enum(IMPORT_KINDS, {
  error: 'Kind must be plans, formulary, network or medigap',
});

export const importUploadFieldsSchema = z.object({ kind: importKindSchema });

export const importMappingSchema = z
  .record(
    z.string().max(200, 'Column names must be at most 200 characters'),
    z.string().max(100, 'Field names must be at most 100 characters').nullable(),
    { error: 'Mapping must be an object of column → field' },
  )
  .refine((m) => Object.keys(m).length <= 500, 'At most 500 columns');
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** `mode`: plans only (default create: never changes a plan); `state`: the Landscape file's job only. */
export const importRunRequestSchema = z
  .object({
    sheet: z.string({ error: 'Sheet is required' }).min(1, 'Sheet is required').max(200),
    mapping: importMappingSchema,
    mode: importModeSchema.default('create'),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'State must be a two-letter code')
      .default(DEFAULT_LANDSCAPE_STATE),
    /** Of rows naming none (Landscape files give theirs); left out: the finder's default year. */
    planYear: z
      .number({ error: 'Plan year must be a year such as 2027' })
      .int('Plan year must be a year such as 2027')
      .min(2000, 'Plan year must be a year such as 2027')
      .max(2100, 'Plan year must be a year such as 2027')
      .optional(),
  })
  .strict();
export type ImportRunRequestInput = z.input<typeof importRunRequestSchema>;
export type ImportRunRequest = z.output<typeof importRunRequestSchema>;

/** GET /api/admin/import/jobs: newest first, 20 a page (at most 100). */
export const importJobListQuerySchema = z.object(pagingParams(20, 100));

export const importFileQuerySchema = z.object({
  format: z.preprocess(
    blankAsMissing,
    z.enum(IMPORT_FORMATS, { error: 'Format must be csv or xlsx' }).default('csv'),
  ),
});

/** One row's problems. `row` is the spreadsheet's row number: the header is row 1, data starts at 2. */
export type ImportRowError = { row: number; planId?: string; errors: { field: string; message: string }[] };

/**
 * A failure's reason, or the row errors of its last check (kept while pending, for Past imports). `rowErrors`
 * holds at most IMPORT_STORED_ROW_ERRORS rows; `rowCount` counts all.
 */
export type ImportJobErrors = {
  message: string;
  rowErrors?: ImportRowError[];
  rowCount?: number;
  fileProblems?: MedicareFileProblem[];
  problemCount?: number;
};
/** Rows of errors a job keeps (a 20,000-row file may have that many; the check shows them all). */
export const IMPORT_STORED_ROW_ERRORS = 200;

/** Rows with an error: the stored count, or the rows listed (jobs stored before the count was kept). */
export function jobRowErrorCount(errors: ImportJobErrors | null): number {
  if (!errors) return 0;
  return errors.rowCount ?? new Set((errors.rowErrors ?? []).map((r) => r.row)).size;
}
export type ImportJobSummary = { created: number; updated: number };
export { type MedicareFileJobSummary, medicareFileSummaryText } from './medicare-file-contracts.ts';

export type ImportJob = {
  id: number;
  fileName: string;
  kind: ImportJobKind;
  mode: ImportMode | null;
  status: ImportJobStatus;
  recordsProcessed: number;
  recordsTotal: number;
  errors: ImportJobErrors | null;
  adminEmail: string | null;
  createdAt: string;
  completedAt: string | null;
  summary: ImportJobSummary | null;
  medicareFileSummary: MedicareFileJobSummary | null;
};

export type ImportSheet = { name: string; rowCount: number; headers: string[]; warnings?: string[] };

/** 201 of POST /uploads. `suggestedMapping[sheet][header]` is a field or null. */
export type ImportUploadResponse = {
  job: ImportJob;
  sheets: ImportSheet[];
  suggestedMapping: Record<string, Record<string, string | null>>;
};

/** 200 of POST /jobs/:id/validate. `sample`: the first valid rows as field → text. */
export type ImportPreview = {
  totalRows: number;
  validRows: number;
  rowErrors: ImportRowError[];
  sample: Record<string, string>[];
  warnings?: string[];
};

export type ImportJobResponse = { job: ImportJob };
export type ImportJobListResponse = { jobs: ImportJob[]; total: number };
