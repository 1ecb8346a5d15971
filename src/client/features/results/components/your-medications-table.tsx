import { formatMoney } from '../../../../shared/format';
import type { DrugCostDetail } from '../../../../shared/recommendation-contracts';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { drugRestrictions, drugTier } from '../lib/coverage';

/** The member's own drugs on this plan, with what each is expected to cost over the year. */
export function YourMedicationsTable({ drugs }: { drugs: DrugCostDetail[] }) {
  return (
    <ResponsiveTable
      label="Your medications on this plan"
      caption="Coverage and estimated yearly cost of your medications"
      columns={['Medication', 'Covered', 'Drug tier', 'Coverage rules', 'Estimated yearly cost']}
      minWidthClass="min-w-[40rem]"
      rows={drugs.map((drug) => ({
        key: drug.name,
        header: drug.name,
        cells: [
          drug.covered ? 'Yes' : 'No',
          drugTier(drug),
          drugRestrictions(drug),
          formatMoney(drug.annualCost),
        ],
      }))}
    />
  );
}
