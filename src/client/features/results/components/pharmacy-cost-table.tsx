import { TriangleAlert } from 'lucide-react';
import type { DrugPricing } from '../../../../shared/recommendation-contracts';
import { type ResponsiveRow, ResponsiveTable } from '../../../components/ui/responsive-table';
import { type PharmacyRow, pharmacyRows } from '../lib/drug-pricing';
import { type ResultsText, useResultsText } from '../lib/results-text';

function tableCaption(pricing: DrugPricing, nearYou: boolean, { t }: ResultsText): string {
  const own = pricing.specificPharmacy;
  if (own) return t('pharmacyTable.captionOwn', { name: own.name });
  const chose = t(`pharmacyTable.chose.${pricing.pharmacy}`);
  return nearYou ? t('pharmacyTable.captionNearYou', { chose }) : t('pharmacyTable.caption', { chose });
}

/** Full price outside the network: an icon and bold words. */
export function WarningCost({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex items-start gap-2 font-semibold text-amber-900">
      <TriangleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <span>{children}</span>
    </span>
  );
}

function CostCell({ row }: { row: PharmacyRow }) {
  return row.warning ? <WarningCost>{row.cost}</WarningCost> : row.cost;
}

/** `first`: a caller's row put before the kinds (the plan page's "A pharmacy near you"). */
export function PharmacyCostTable({ pricing, first }: { pricing: DrugPricing; first?: ResponsiveRow }) {
  const tx = useResultsText();
  const { t } = tx;
  const rows = pharmacyRows(pricing, tx).map(
    (row): ResponsiveRow => ({
      key: row.kind,
      header: row.label,
      cells: [<CostCell key="cost" row={row} />],
    }),
  );
  return (
    <ResponsiveTable
      label={t('pharmacyTable.label')}
      caption={tableCaption(pricing, first !== undefined, tx)}
      columns={[t('pharmacyTable.pharmacy'), t('pharmacyTable.cost')]}
      minWidthClass="min-w-[24rem]"
      rows={first ? [first, ...rows] : rows}
    />
  );
}
