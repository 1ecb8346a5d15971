// The sheet import API (docs/import.md): upload, preview through a mapping, run, follow the job; the template
// and export. Every route needs `plans:import`, checked first. The upload is the one multipart route
// (same-origin.ts), its body limit applied after sign-in so no one unsigned can make the server read 10 MB.
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { adminPlanExportQuerySchema } from '../../../shared/admin-plan-contracts.ts';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  IMPORT_UPLOAD_PATH,
  importFileQuerySchema,
  importJobListQuerySchema,
  importRunRequestSchema,
  importUploadFieldsSchema,
} from '../../../shared/import-contracts.ts';
import type { AppDeps, AppEnv } from '../../app-context.ts';
import { errors } from '../../errors.ts';
import { clientAddress } from '../../http/client-address.ts';
import { toIssues, validate } from '../../http/validate.ts';
import { safeStack } from '../../logger.ts';
import { requirePermission } from '../../middlewares/admin-auth.ts';
import { exportPlans } from '../../services/admin/admin-plans.ts';
import type { PlanActor } from '../../services/admin/admin-plans-history.ts';
import { getJob, listJobs } from '../../services/import/import-jobs.ts';
import { previewImport, startImport, uploadImport } from '../../services/import/import-service.ts';
import type { ImportState } from '../../services/import/import-state.ts';
import { plansFileName, templateFile, templateFileName } from '../../services/import/plan-files.ts';
import { uploadErrors } from '../../services/import/upload-file.ts';
import { adminMedicareFileRoutes } from './admin-medicare-file-routes.ts';

/** Room for the multipart envelope around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 256 * 1024;

export function adminImportRoutes(deps: AppDeps, imports: ImportState) {
  const actor = (c: Context<AppEnv>): PlanActor => ({
    adminId: c.get('admin').id,
    clientAddress: clientAddress(c, deps.config.trustProxyHops),
  });
  const jobId = (c: Context<AppEnv>): number => {
    const id = c.req.param('id') ?? '';
    // An id that could not be a job's is simply not found.
    if (!/^\d{1,9}$/.test(id)) throw errors.notFound(IMPORT_MESSAGES.jobNotFound);
    return Number(id);
  };
  const download = (
    c: Context<AppEnv>,
    file: { body: string | ArrayBuffer; contentType: string },
    name: string,
  ) =>
    c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${name}"`,
    });

  return new Hono<AppEnv>()
    .post(
      IMPORT_UPLOAD_PATH,
      requirePermission('plans:import'),
      bodyLimit({
        maxSize: IMPORT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
        onError: () => {
          throw uploadErrors.tooLarge();
        },
      }),
      async (c) => {
        let form: Record<string, string | File | (string | File)[]>;
        try {
          form = await c.req.parseBody({ all: true });
        } catch {
          throw errors.validation(IMPORT_MESSAGES.noFile);
        }
        const fields = importUploadFieldsSchema.safeParse({ kind: form.kind });
        if (!fields.success) {
          const issues = toIssues(fields.error);
          throw errors.validation(issues[0]?.message ?? 'Invalid request', issues);
        }
        const file = form.file;
        if (!(file instanceof File)) throw errors.validation(IMPORT_MESSAGES.noFile);
        if (file.size > IMPORT_MAX_BYTES) throw uploadErrors.tooLarge();
        const content = new Uint8Array(await file.arrayBuffer());
        const result = await uploadImport(
          deps.db,
          imports,
          { content, fileName: file.name, kind: fields.data.kind },
          actor(c),
        );
        return c.json(result, 201);
      },
    )
    .get(
      '/api/admin/import/jobs',
      requirePermission('plans:import'),
      validate('query', importJobListQuerySchema),
      async (c) => c.json(await listJobs(deps.db, imports, c.req.valid('query'))),
    )
    .get('/api/admin/import/jobs/:id', requirePermission('plans:import'), async (c) =>
      c.json({ job: await getJob(deps.db, imports, jobId(c)) }),
    )
    .post(
      '/api/admin/import/jobs/:id/validate',
      requirePermission('plans:import'),
      validate('json', importRunRequestSchema),
      async (c) => c.json(await previewImport(deps.db, imports, jobId(c), c.req.valid('json'))),
    )
    .post(
      '/api/admin/import/jobs/:id/run',
      requirePermission('plans:import'),
      validate('json', importRunRequestSchema),
      async (c) => {
        const job = await startImport(deps.db, imports, jobId(c), c.req.valid('json'), actor(c), {
          onError: (error) =>
            deps.logger.error(
              { errorName: (error as Error)?.name, stack: safeStack(error) },
              'import failed',
            ),
        });
        return c.json({ job }, 202);
      },
    )
    .get(
      '/api/admin/import/template',
      requirePermission('plans:import'),
      validate('query', importFileQuerySchema),
      async (c) => {
        const { format } = c.req.valid('query');
        return download(c, await templateFile(format), templateFileName(format));
      },
    )
    .get(
      '/api/admin/import/export',
      requirePermission('plans:import'),
      validate('query', importFileQuerySchema),
      async (c) => {
        const { format } = c.req.valid('query');
        const file = await exportPlans(
          deps.db,
          adminPlanExportQuerySchema.parse({ format }),
          await imports.carriers.current(deps.db),
        );
        return download(c, file, plansFileName(format, deps.now()));
      },
    )
    .route('/', adminMedicareFileRoutes(deps, imports));
}
