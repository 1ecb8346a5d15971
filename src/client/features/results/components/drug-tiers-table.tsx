import { ResponsiveTable } from '../../../components/ui/responsive-table';
import type { TierTable } from '../lib/plan-facts';
import { useResultsText } from '../lib/results-text';
import { ShownValue } from './plan-words';

/** Retail is a 30-day supply, mail order a 90-day supply (spec §9). */
export function DrugTiersTable({ table }: { table: TierTable }) {
  const { t } = useResultsText();
  if (table.rows.length === 0) return null;
  return (
    <div className="mb-4">
      <p className="mb-3">{table.note}</p>
      <ResponsiveTable
        label={t('tiersTable.label')}
        caption={t('tiersTable.caption')}
        columns={table.columns}
        minWidthClass={table.columns.length > 3 ? 'min-w-[36rem]' : 'min-w-[28rem]'}
        rows={table.rows.map((row) => ({
          key: row.tier,
          header: row.tier,
          cells: row.cells.map((cell, i) => <ShownValue key={table.columns[i + 1]} shown={cell} />),
        }))}
      />
    </div>
  );
}
