import { useId, useState } from 'react';
import type { RoadsComparison } from '../../../../shared/roads-contracts';
import { Button } from '../../../components/ui/button';
import { HeadRow } from '../../../components/ui/head-row';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { usePrinting } from '../../../lib/use-printing';
import { useResultsText } from '../lib/results-text';
import { before2020Sentence, medicareLeaves, medigapFrom, medigapRows } from '../lib/roads';
import { Bullets } from './blocks';

/** Prints the panel alone (styles.css hides the rest while the document has data-print-only="roads"). */
export function printRoadsPanel() {
  const root = document.documentElement;
  root.dataset.printOnly = 'roads';
  window.addEventListener('afterprint', () => delete root.dataset.printOnly, { once: true });
  window.print();
}

const CELL = 'py-1 pr-3 align-top';
const NUMBER = `${CELL} text-right whitespace-nowrap`;
const HEAD = 'border-b-2 border-slate-400';
const NUMBER_COLUMNS = ['premium', 'shareTypical', 'shareBad', 'wholeTypical', 'wholeBad'] as const;

/** Original Medicare in detail: Medigap letters, cheapest drug plans, what it leaves; closed until asked, open on paper. */
export function OriginalMedicareDetails({ comparison }: { comparison: RoadsComparison }) {
  const tx = useResultsText();
  const { t, format } = tx;
  const id = useId();
  const [open, setOpen] = useState(false);
  const printing = usePrinting();
  const shown = open || printing || document.documentElement.dataset.printOnly === 'roads';
  const rows = medigapRows(comparison, tx);
  const { original, planYear } = comparison;
  const contentId = `${id}-content`;

  return (
    <div>
      <h3 className="text-xl font-bold">{t('roads.details.heading')}</h3>
      <Button
        variant="outline"
        className="mt-2 text-lg"
        aria-expanded={shown}
        aria-controls={contentId}
        onClick={() => setOpen((current) => !current)}
      >
        {shown ? t('roads.details.hide') : t('roads.details.show')}
      </Button>
      {shown ? (
        <div id={contentId} className="mt-3 flex flex-col gap-5">
          <div>
            <h4 className="text-lg font-bold">{t('roads.details.medigapCompared')}</h4>
            <p>{before2020Sentence(comparison, tx)}</p>
            {rows.length === 0 ? (
              <p>{t('roads.details.noMedigapRate')}</p>
            ) : (
              <TableScrollRegion label={t('roads.details.medigapCompared')}>
                <table className="w-full border-collapse text-left">
                  <caption className="text-left font-semibold">{t('roads.details.medigapCaption')}</caption>
                  <thead>
                    <HeadRow
                      className={HEAD}
                      cell={CELL}
                      columns={[
                        t('roads.details.plan'),
                        t('roads.details.whatItPays'),
                        ...NUMBER_COLUMNS.map((key) => [t(`roads.details.${key}`), NUMBER] as const),
                      ]}
                    />
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={`${row.letter}-${row.carrier}`} className="border-b border-slate-300">
                        <th scope="row" className={`${CELL} font-semibold`}>
                          {medigapFrom(row, tx)}
                          {row.sample ? t('roads.details.sampleRate') : ''}
                        </th>
                        <td className={CELL}>{row.summary}</td>
                        <td className={NUMBER}>{format.monthlyPremium(row.monthlyPremium)}</td>
                        <td className={NUMBER}>{format.money(row.medical.typical)}</td>
                        <td className={NUMBER}>{format.money(row.medical.bad)}</td>
                        <td className={NUMBER}>{format.money(row.total.typical)}</td>
                        <td className={NUMBER}>{format.money(row.total.bad)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScrollRegion>
            )}
          </div>
          <div>
            <h4 className="text-lg font-bold">{t('roads.details.drugPlans')}</h4>
            {original.drugPlans.length === 0 ? (
              <p>{t('roads.details.noDrugPlans')}</p>
            ) : (
              <TableScrollRegion label={t('roads.details.drugPlans')}>
                <table className="w-full border-collapse text-left">
                  <caption className="text-left font-semibold">
                    {t('roads.details.drugPlansCaption', { months: comparison.months, year: planYear })}
                  </caption>
                  <thead>
                    <HeadRow
                      className={HEAD}
                      cell={NUMBER}
                      columns={[
                        [t('roads.details.drugPlan'), CELL],
                        t('roads.details.premium'),
                        t('roads.details.drugDeductible'),
                        [t('roads.details.starRating'), CELL],
                        t('roads.details.yourDrugs'),
                        t('roads.details.premiumsAndDrugs'),
                      ]}
                    />
                  </thead>
                  <tbody>
                    {original.drugPlans.map((plan) => (
                      <tr key={plan.planId} className="border-b border-slate-300">
                        <th scope="row" className={`${CELL} font-semibold`}>
                          {plan.planName}, {plan.carrier}
                          {plan.sample ? t('roads.details.samplePlan') : ''}
                        </th>
                        <td className={NUMBER}>{format.monthlyPremium(plan.monthlyPremium)}</td>
                        <td className={NUMBER}>{format.money(plan.drugDeductible)}</td>
                        <td className={CELL}>{format.stars(plan.starRating)}</td>
                        <td className={NUMBER}>{format.money(plan.drugs)}</td>
                        <td className={NUMBER}>{format.money(plan.total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScrollRegion>
            )}
          </div>
          <div>
            <h4 className="text-lg font-bold">{t('roads.details.leavesHeading', { year: planYear })}</h4>
            <Bullets items={medicareLeaves(comparison, tx)} className="ml-6 list-disc" />
            <p className="mt-2 text-base text-slate-700">
              {t('roads.details.sources', { sources: comparison.sources.join(' ') })}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
