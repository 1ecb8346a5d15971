import { ResponsiveTable } from '../../../components/ui/responsive-table';
import type { TierRow } from '../lib/plan-facts';

/** What a fill costs on each tier: retail is a 30-day supply, mail order a 90-day supply (spec §9). */
export function DrugTiersTable({ rows }: { rows: TierRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="mb-4">
      <ResponsiveTable
        label="Drug costs by tier"
        caption="What you pay per prescription on each drug tier"
        columns={['Drug tier', 'Retail pharmacy (30-day supply)', 'Mail order (90-day supply)']}
        minWidthClass="min-w-[28rem]"
        rows={rows.map((row) => ({ key: row.tier, header: row.tier, cells: [row.retail, row.mail] }))}
      />
    </div>
  );
}
