/** The plan list as a file in the import template's columns, so it imports back (import/plan-files.ts). */
import type { AdminPlanExportQuery, PlanExportFormat } from '../../../shared/admin-plan-contracts.ts';
import type { KnownCarrier } from '../../../shared/carriers.ts';
import { TEMPLATE_COLUMNS } from '../../../shared/import-contracts.ts';
import type { DbExecutor } from '../../db/client.ts';
import { plansFile, plansFileName } from '../import/plan-files.ts';
import { listPlans } from './admin-plans.ts';
import { planFields } from './admin-plans-history.ts';

export const EXPORT_MAX_ROWS = 100_000;

export const EXPORT_COLUMNS = TEMPLATE_COLUMNS;

export function exportFileName(format: PlanExportFormat, now: Date): string {
  return plansFileName(format, now);
}

/** A carrier by any spelling `carriers` knows. */
export async function exportPlans(
  db: DbExecutor,
  query: AdminPlanExportQuery,
  carriers: readonly KnownCarrier[],
): Promise<{ body: string | ArrayBuffer; contentType: string }> {
  const { format, ...filters } = query;
  const { plans } = await listPlans(db, { ...filters, page: 1, limit: EXPORT_MAX_ROWS }, carriers);
  return plansFile(
    plans.map((plan) => planFields(plan)),
    format,
  );
}
