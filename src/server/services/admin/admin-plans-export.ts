/**
 * The plan list as a file (spec §2 "Plan management" Export; issue 7 "Export"): every plan matching
 * the list's filters, in the list's order, in the import template's columns (nested copays,
 * benefits and tiers one column per key, counties `;`-separated), so the file imports back
 * unchanged. The writing rules (BOM, RFC 4180, formula guard) live in import/plan-files.ts.
 */
import type { AdminPlanExportQuery, PlanExportFormat } from '../../../shared/admin-plan-contracts.ts';
import type { KnownCarrier } from '../../../shared/carriers.ts';
import { TEMPLATE_COLUMNS } from '../../../shared/import-contracts.ts';
import type { DbExecutor } from '../../db/client.ts';
import { plansFile, plansFileName } from '../import/plan-files.ts';
import { listPlans } from './admin-plans.ts';
import { planFields } from './admin-plans-history.ts';

/** More plans than the catalogue will ever hold; the export is one query, not a paging loop. */
export const EXPORT_MAX_ROWS = 100_000;

/** The columns every export starts with (other nested keys a plan holds follow their group). */
export const EXPORT_COLUMNS = TEMPLATE_COLUMNS;

/** `clearplan-plans-2026-11-21.csv`: the day of the export (UTC). */
export function exportFileName(format: PlanExportFormat, now: Date): string {
  return plansFileName(format, now);
}

/** Every plan matching the filters (a carrier by any spelling `carriers` knows), in the list's order, as the requested file. */
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
