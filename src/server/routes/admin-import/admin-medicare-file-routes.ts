/**
 * Medicare's files on the Import screen (issue 17; docs/import-partd.md):
 * POST /api/admin/import/partd (CMS's Part D release zip) and POST /api/admin/import/rxterms
 * (NLM's RxTerms file); issue 18: POST /api/admin/import/pbp (CMS's PBP benefits zip, `planYear`),
 * /plan-net (a Plan-Net bulk export zip, `planYear`) and /landscape-file (CMS's Landscape zip or
 * CSV, `state`). The body is the file itself (application/octet-stream, same-origin
 * Origin: same-origin.ts), streamed to a temporary file with a ceiling and checked by its first
 * bytes; then the import runs as a job (202) that GET /api/admin/import/jobs/:id follows.
 * Admins only (`plans:import`), checked before a byte of the body is read. One import of each
 * kind at a time (409).
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import {
  MEDICARE_FILE_MAX_BYTES,
  MEDICARE_FILE_MESSAGES,
  MEDICARE_FILE_PATHS,
  type MedicareFileKind,
  type MedicareFileQuery,
  medicareFileQuerySchema,
  planYearFileQuerySchema,
} from '../../../shared/medicare-file-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { AppError, errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { validate } from '../../http/validate.ts';
import { safeStack } from '../../logger.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { medicareFileJobRunning } from '../../services/import/import-jobs.ts';
import type { ImportState } from '../../services/import/import-state.ts';
import { HEAD_CHECKS, savedFileName } from '../../services/import/medicare-file-checks.ts';
import { MedicareFileSlots, startMedicareFileImport } from '../../services/import/medicare-file-import.ts';
import { cleanFileName } from '../../services/import/upload-file.ts';
import { saveRequestBody } from './file-body.ts';

/**
 * Where uploads are written while they are imported: each in a folder of its own, removed after,
 * named with the server's process id, so what one server leaves can be told from another's (and
 * a test run's from the one beside it).
 */
export const UPLOAD_FOLDER_PREFIX = `clearplan-upload-${process.pid}-`;

export const medicareFileErrors = {
  tooLarge: (kind: MedicareFileKind) =>
    new AppError(413, 'PAYLOAD_TOO_LARGE', MEDICARE_FILE_MESSAGES.tooLarge[kind]),
  busy: (kind: MedicareFileKind) => errors.conflict(MEDICARE_FILE_MESSAGES.busy[kind]),
};

export function adminMedicareFileRoutes(deps: AppDeps, imports: ImportState) {
  const slots = new MedicareFileSlots();

  const receive = async (c: Context<AppEnv>, kind: MedicareFileKind, query: MedicareFileQuery) => {
    const maxBytes = MEDICARE_FILE_MAX_BYTES[kind];
    // A declared size past the ceiling is refused before anything is read.
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) throw medicareFileErrors.tooLarge(kind);
    if (!slots.take(kind)) throw medicareFileErrors.busy(kind);
    let folder: string | null = null;
    try {
      // Another process on the same database may be importing one.
      if (await medicareFileJobRunning(deps.db, kind)) throw medicareFileErrors.busy(kind);
      folder = await fsp.mkdtemp(path.join(os.tmpdir(), UPLOAD_FOLDER_PREFIX));
      const filePath = path.join(folder, savedFileName(query.fileName, kind));
      await saveRequestBody(c.req.raw.body, filePath, {
        maxBytes,
        tooLarge: () => medicareFileErrors.tooLarge(kind),
        checkHead: HEAD_CHECKS[kind],
      });
      const admin = c.get('admin');
      const job = await startMedicareFileImport(
        deps.db,
        imports,
        {
          kind,
          filePath,
          folder,
          fileName: query.fileName ? cleanFileName(query.fileName) : path.basename(filePath),
          query,
        },
        { adminId: admin.id, clientAddress: clientAddress(c, deps.config.trustProxyHops) },
        {
          onProgress: (line) => deps.logger.info({ kind }, line),
          onError: (error) =>
            deps.logger.error(
              { kind, errorName: (error as Error)?.name, stack: safeStack(error) },
              'import failed',
            ),
          onEnd: () => slots.free(kind),
        },
      );
      // The job owns the folder and the slot from here.
      folder = null;
      return c.json({ job }, 202);
    } catch (error) {
      if (folder) await fsp.rm(folder, { recursive: true, force: true });
      slots.free(kind);
      throw error;
    }
  };

  return new Hono<AppEnv>()
    .post(
      MEDICARE_FILE_PATHS.partd,
      requirePermission('plans:import'),
      validate('query', medicareFileQuerySchema),
      (c) => receive(c, 'partd', c.req.valid('query')),
    )
    .post(
      MEDICARE_FILE_PATHS.rxterms,
      requirePermission('plans:import'),
      validate('query', medicareFileQuerySchema),
      (c) => receive(c, 'rxterms', c.req.valid('query')),
    )
    .post(
      MEDICARE_FILE_PATHS.pbp,
      requirePermission('plans:import'),
      validate('query', planYearFileQuerySchema),
      (c) => receive(c, 'pbp', c.req.valid('query')),
    )
    .post(
      MEDICARE_FILE_PATHS['plan-net'],
      requirePermission('plans:import'),
      validate('query', planYearFileQuerySchema),
      (c) => receive(c, 'plan-net', c.req.valid('query')),
    )
    .post(
      MEDICARE_FILE_PATHS['landscape-file'],
      requirePermission('plans:import'),
      validate('query', medicareFileQuerySchema),
      (c) => receive(c, 'landscape-file', c.req.valid('query')),
    );
}
