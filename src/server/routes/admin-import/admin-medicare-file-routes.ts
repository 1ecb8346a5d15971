// Medicare's files on the Import screen, one route per file kind: the raw body is streamed to disk with a
// ceiling, checked by its first bytes, then imported as a job (202). The job is created first: one importing
// per kind (409).
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import {
  MEDICARE_FILE_KINDS,
  MEDICARE_FILE_MAX_BYTES,
  MEDICARE_FILE_MESSAGES,
  MEDICARE_FILE_PATHS,
  type MedicareFileKind,
  type MedicareFileQuery,
} from '../../../shared/medicare-file-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { AppError, errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { validate } from '../../http/validate.ts';
import { safeStack } from '../../logger.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { createImportingJob, deleteJob, keepJobAlive } from '../../services/import/import-jobs.ts';
import type { ImportState } from '../../services/import/import-state.ts';
import { fileImporter, savedFileName } from '../../services/import/importers.ts';
import { runMedicareFileJob } from '../../services/import/medicare-file-import.ts';
import { cleanFileName } from '../../services/import/upload-file.ts';
import { saveRequestBody } from './file-body.ts';

/** One folder per upload, removed after; the process id tells one server's (or test run's) apart. */
export const UPLOAD_FOLDER_PREFIX = `clearplan-upload-${process.pid}-`;

const tooLarge = (kind: MedicareFileKind) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', MEDICARE_FILE_MESSAGES.tooLarge[kind]);

export function adminMedicareFileRoutes(deps: AppDeps, imports: ImportState) {
  const receive = async (c: Context<AppEnv>, kind: MedicareFileKind, query: MedicareFileQuery) => {
    const maxBytes = MEDICARE_FILE_MAX_BYTES[kind];
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(kind);
    const admin = c.get('admin');
    const savedName = savedFileName(query.fileName, kind);
    const fileName = query.fileName ? cleanFileName(query.fileName) : savedName;
    const job = await createImportingJob(deps.db, { fileName, kind, adminUserId: admin.id });
    if (!job) throw errors.conflict(MEDICARE_FILE_MESSAGES.busy[kind]);
    let folder: string | undefined;
    let filePath = '';
    // While the body arrives (minutes for a few GB): a job silent that long would be failed.
    const stopBeating = keepJobAlive(deps.db, job.id);
    try {
      folder = await fsp.mkdtemp(path.join(os.tmpdir(), UPLOAD_FOLDER_PREFIX));
      filePath = path.join(folder, savedName);
      await saveRequestBody(c.req.raw.body, filePath, {
        maxBytes,
        tooLarge: () => tooLarge(kind),
        checkHead: fileImporter(kind).checkHead,
      });
    } catch (error) {
      // Refused as it arrived: the job never started, and nothing of it is kept.
      await deleteJob(deps.db, job.id);
      if (folder) await fsp.rm(folder, { recursive: true, force: true });
      throw error;
    } finally {
      stopBeating();
    }
    runMedicareFileJob(
      deps.db,
      imports,
      job,
      { kind, filePath, folder, fileName, query },
      { adminId: admin.id, clientAddress: clientAddress(c, deps.config.trustProxyHops) },
      {
        onProgress: (line) => deps.logger.info({ kind }, line),
        onError: (error) =>
          deps.logger.error(
            { kind, errorName: (error as Error)?.name, stack: safeStack(error) },
            'import failed',
          ),
      },
    );
    return c.json({ job }, 202);
  };

  const routes = new Hono<AppEnv>();
  for (const kind of MEDICARE_FILE_KINDS)
    routes.post(
      MEDICARE_FILE_PATHS[kind],
      requirePermission('plans:import'),
      validate('query', fileImporter(kind).query),
      (c) => receive(c, kind, c.req.valid('query') as MedicareFileQuery),
    );
  return routes;
}
