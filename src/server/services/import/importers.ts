// Every kind of import, one row each; routes, the job runner and the command line look a kind up here. Sheet
// kinds (≤ 10 MB) are mapped, previewed and run by import-service.ts; file kinds are recognised by their
// first bytes (`checkHead`) and imported whole by `run` as a job (medicare-file-import.ts).
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
  checkHead: HeadCheck;
  query: z.ZodType<MedicareFileQuery>;
  defaultName: string;
  /** Opened as a zip only when the name ends in .zip (the others tell by content). */
  zipByName: boolean;
  run: (db: Db, upload: FileUpload, options: FileRunOptions) => Promise<FileOutcome>;
  audit?: (summary: MedicareFileJobSummary) => Record<string, string | number>;
};

export const IMPORTERS = {
  plans: { prepare: preparePlans },
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

/** The file name made path-safe (Part D reads its release from it); `zipByName` kinds get .zip added. */
export function savedFileName(name: string | undefined, kind: MedicareFileKind): string {
  const { defaultName, zipByName } = fileImporter(kind);
  const safe = cleanFileName(name ?? '')
    .replace(/[^A-Za-z0-9 ._()+-]/g, '_')
    .replace(/^[.\s]+/, '');
  const base = safe === '' || safe === 'upload' ? defaultName : safe;
  return zipByName && !/\.zip$/i.test(base) ? `${base}.zip` : base;
}
