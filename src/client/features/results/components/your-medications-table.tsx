import type { DrugCostDetail } from '../../../../shared/recommendation-contracts';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { costPeriod } from '../lib/cost-period';
import { useCostStart } from '../lib/cost-start';
import { drugRestrictions, drugTier } from '../lib/coverage';
import { drugLineNotes } from '../lib/drug-pricing';
import { useResultsText } from '../lib/results-text';
import { Bullets } from './blocks';

function DrugName({ drug, supply }: { drug: DrugCostDetail; supply: string | null }) {
  if (!supply) return drug.name;
  return (
    <>
      {drug.name}
      <span className="block font-normal text-slate-800">{supply}</span>
    </>
  );
}

function DrugRules({ drug, notes }: { drug: DrugCostDetail; notes: string[] }) {
  const tx = useResultsText();
  const restrictions = drugRestrictions(drug, tx);
  if (notes.length === 0) return restrictions;
  const lines = restrictions === tx.t('coverage.noRestrictions') ? notes : [restrictions, ...notes];
  return <Bullets items={lines} className="" />;
}

/** The member's drugs on this plan: yearly cost, days supply, indication-only coverage and excluded drugs. */
export function YourMedicationsTable({ drugs, planYear }: { drugs: DrugCostDetail[]; planYear: number }) {
  const tx = useResultsText();
  const { t, format } = tx;
  const period = costPeriod(tx, useCostStart().startMonth, planYear);
  return (
    <ResponsiveTable
      label={t('medicationsTable.label')}
      caption={period ? t('medicationsTable.captionFor', { period }) : t('medicationsTable.caption')}
      columns={[
        t('medicationsTable.medication'),
        t('medicationsTable.covered'),
        t('medicationsTable.tier'),
        t('medicationsTable.rules'),
        period ? t('medicationsTable.yearlyCostFor', { period }) : t('medicationsTable.yearlyCost'),
      ]}
      minWidthClass="min-w-[40rem]"
      rows={drugs.map((drug) => {
        const notes = drugLineNotes(drug, planYear, tx);
        return {
          key: drug.name,
          header: <DrugName drug={drug} supply={notes.supply} />,
          cells: [
            drug.covered ? t('medicationsTable.yes') : t('medicationsTable.no'),
            drugTier(drug, tx),
            <DrugRules key="rules" drug={drug} notes={notes.rules} />,
            format.money(drug.annualCost),
          ],
        };
      })}
    />
  );
}
