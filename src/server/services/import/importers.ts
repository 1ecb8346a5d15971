/**
 * Every kind of import, one row each (issue 38 "one importer"): what recognises its file, reads and
 * checks its rows (or names its problems), and writes them in one transaction. Routes, the job
 * runner and the command line look a kind up here; none of them switches on it.
 *
 * - A sheet kind (plans, landscape, formulary, network, medigap) is uploaded whole (≤ 10 MB),
 *   recognised by its content (parse-upload.ts), mapped and previewed step by step on the import
 *   screen; `prepare` reads one sheet through the mapping and checks every row (import-kinds.ts),
 *   and import-service.ts runs the write.
 * - A file kind (Medicare's files: partd, rxterms, pbp, plan-net, landscape-file) is streamed to
 *   disk, recognised by its first bytes as they arrive (`checkHead`), and imported as it is by
 *   `run` (medicare-files.ts), which reads and checks it whole, then writes in one transaction;
 *   medicare-file-import.ts runs it as a job.
 */
import type { z } from 'zod';
import type { ImportKind, MedicareFileJobSummary } from '../../../shared/import-contracts.ts';
import {
  landscapeFileQuerySchema,
  MEDICARE_FILE_MESSAGES,
  type MedicareFileKind,
  type MedicareFileQuery,
  medicareFileQuerySchema,
  type PartDJobSummary,
  planYearFileQuerySchema,
} from '../../../shared/medicare-file-contracts.ts';
import type { Db } from '../../db/client.ts';
import {
  type PrepareSheet,
  prepareFormulary,
  prepareLandscape,
  prepareMedigap,
  prepareNetwork,
  preparePlans,
} from './import-kinds.ts';
import {
  checkLandscapeHead,
  checkPartDHead,
  checkRxTermsHead,
  type HeadCheck,
  zipHead,
} from './medicare-file-checks.ts';
import {
  type FileOutcome,
  type FileRunOptions,
  type FileUpload,
  importLandscapeFile,
  importPartDFile,
  importPbpFile,
  importPlanNetFile,
  importRxTermsFile,
} from './medicare-files.ts';
import { cleanFileName } from './upload-file.ts';

export type SheetImporter = { prepare: PrepareSheet };

export type FileImporter = {
  /** Recognises the file by its first bytes, before the rest is read. */
  checkHead: HeadCheck;
  /** The query its route takes. */
  query: z.ZodType<MedicareFileQuery>;
  /** The name a file is saved under when the admin's has none. */
  defaultName: string;
  /** Its importer opens the file as a zip only when the name ends in .zip (the others tell by content). */
  zipByName: boolean;
  run: (db: Db, upload: FileUpload, options: FileRunOptions) => Promise<FileOutcome>;
  /** The audit row's details (ids and counts only); every number of the summary when left out. */
  audit?: (summary: MedicareFileJobSummary) => Record<string, string | number>;
};

export const IMPORTERS = {
  plans: { prepare: preparePlans },
  landscape: { prepare: prepareLandscape },
  formulary: { prepare: prepareFormulary },
  network: { prepare: prepareNetwork },
  medigap: { prepare: prepareMedigap },
  partd: {
    checkHead: checkPartDHead,
    query: medicareFileQuerySchema,
    defaultName: 'partd-release',
    zipByName: true,
    run: importPartDFile,
    audit: (summary) => {
      const s = summary as PartDJobSummary;
      const rows = s.rows.reduce((n, r) => n + r.rows, 0);
      return {
        releaseId: s.releaseId,
        release: s.release,
        contractYear: s.contractYear,
        plans: s.plans,
        rows,
      };
    },
  },
  rxterms: {
    checkHead: checkRxTermsHead,
    query: medicareFileQuerySchema,
    defaultName: 'RxTerms.txt',
    zipByName: false,
    run: importRxTermsFile,
  },
  pbp: {
    checkHead: zipHead(MEDICARE_FILE_MESSAGES.notZipOf.pbp),
    query: planYearFileQuerySchema,
    defaultName: 'pbp-benefits.zip',
    zipByName: true,
    run: importPbpFile,
  },
  'plan-net': {
    checkHead: zipHead(MEDICARE_FILE_MESSAGES.notZipOf['plan-net']),
    query: planYearFileQuerySchema,
    defaultName: 'plan-net-export.zip',
    zipByName: true,
    run: importPlanNetFile,
  },
  'landscape-file': {
    checkHead: checkLandscapeHead,
    query: landscapeFileQuerySchema,
    defaultName: 'landscape.csv',
    zipByName: false,
    run: importLandscapeFile,
  },
} satisfies Record<ImportKind, SheetImporter> & Record<MedicareFileKind, FileImporter>;

export const sheetImporter = (kind: ImportKind): SheetImporter => IMPORTERS[kind];
export const fileImporter = (kind: MedicareFileKind): FileImporter => IMPORTERS[kind];

/** The audit row's details of a completed file job. */
export function fileAuditDetails(kind: MedicareFileKind, summary: MedicareFileJobSummary) {
  const { audit } = fileImporter(kind);
  if (audit) return audit(summary);
  const { kind: _kind, ...details } = summary as MedicareFileJobSummary & { kind?: string };
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [
      key,
      typeof value === 'number' ? value : Array.isArray(value) ? value.length : String(value),
    ]),
  );
}

/**
 * The name the file is saved under, in a folder of its own: the admin's file name made safe for
 * a path (the Part D importer reads the release's label and date from a zip's name, "PPUF_2026Q4"
 * → "2026 Q4"; a kind `zipByName` gets .zip added).
 */
export function savedFileName(name: string | undefined, kind: MedicareFileKind): string {
  const { defaultName, zipByName } = fileImporter(kind);
  const safe = cleanFileName(name ?? '')
    .replace(/[^A-Za-z0-9 ._()+-]/g, '_')
    .replace(/^[.\s]+/, '');
  const base = safe === '' || safe === 'upload' ? defaultName : safe;
  return zipByName && !/\.zip$/i.test(base) ? `${base}.zip` : base;
}
