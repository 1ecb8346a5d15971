import { ResponsiveTable } from '../../../components/ui/responsive-table';
import type { TierRow } from '../lib/plan-facts';
import { useResultsText } from '../lib/results-text';

/** What a fill costs on each tier: retail is a 30-day supply, mail order a 90-day supply (spec §9). */
export function DrugTiersTable({ rows }: { rows: TierRow[] }) {
  const { t } = useResultsText();
  if (rows.length === 0) return null;
  return (
    <div className="mb-4">
      <ResponsiveTable
        label={t('tiersTable.label')}
        caption={t('tiersTable.caption')}
        columns={[t('tiersTable.tier'), t('tiersTable.retail'), t('tiersTable.mail')]}
        minWidthClass="min-w-[28rem]"
        rows={rows.map((row) => ({ key: row.tier, header: row.tier, cells: [row.retail, row.mail] }))}
      />
    </div>
  );
}
