import { type ComponentProps, type ReactNode, useId, useState } from 'react';
import type { RoadsComparison } from '../../../../shared/roads-contracts';
import { Button } from '../../../components/ui/button';
import { HeadRow } from '../../../components/ui/head-row';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { usePrinting } from '../../../lib/use-printing';
import { useResultsText } from '../lib/results-text';
import { before2020Sentence, drugPlanTotal, medicareLeaves, medigapFrom, medigapRows } from '../lib/roads';

/**
 * Prints the "ways to get Medicare" panel alone (styles.css hides everything else while the
 * document carries data-print-only="roads"); the browser's own Print prints the whole page.
 */
export function printRoadsPanel() {
  const root = document.documentElement;
  root.dataset.printOnly = 'roads';
  window.addEventListener('afterprint', () => delete root.dataset.printOnly, { once: true });
  window.print();
}

const CELL = 'py-1 pr-3 align-top';
const NUMBER = `${CELL} text-right whitespace-nowrap`;
const NUMBER_COLUMNS = ['premium', 'shareTypical', 'shareBad', 'wholeTypical', 'wholeBad'] as const;

/**
 * Original Medicare in detail (issue 19): every Medigap letter on offer compared (the cheapest
 * carrier for each) with the whole road's yearly cost, the cheapest drug plans for the person's
 * drugs, and what Original Medicare leaves in the year, in words. Closed until asked for; open on
 * paper.
 */
export function OriginalMedicareDetails({ comparison }: { comparison: RoadsComparison }) {
  const tx = useResultsText();
  const { t, format } = tx;
  const id = useId();
  const [open, setOpen] = useState(false);
  const printing = usePrinting();
  // Mounted by "Print this comparison" itself (the workings open on paper): open then too.
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
          <RoadTable
            heading={t('roads.details.medigapCompared')}
            intro={<p>{before2020Sentence(comparison, tx)}</p>}
            empty={t('roads.details.noMedigapRate')}
            caption={t('roads.details.medigapCaption')}
            columns={[
              t('roads.details.plan'),
              t('roads.details.whatItPays'),
              ...NUMBER_COLUMNS.map((key) => [t(`roads.details.${key}`), NUMBER] as const),
            ]}
            rows={rows.map((row) => ({
              key: `${row.letter}-${row.carrier}`,
              name: [medigapFrom(row, tx), row.sample ? t('roads.details.sampleRate') : ''],
              cells: [
                [row.summary, CELL],
                [format.monthlyPremium(row.monthlyPremium), NUMBER],
                [format.money(row.medical.typical), NUMBER],
                [format.money(row.medical.bad), NUMBER],
                [format.money(row.total.typical), NUMBER],
                [format.money(row.total.bad), NUMBER],
              ],
            }))}
          />
          <RoadTable
            heading={t('roads.details.drugPlans')}
            empty={t('roads.details.noDrugPlans')}
            caption={t('roads.details.drugPlansCaption', { months: comparison.months, year: planYear })}
            cell={NUMBER}
            columns={[
              [t('roads.details.drugPlan'), CELL],
              t('roads.details.premium'),
              t('roads.details.drugDeductible'),
              [t('roads.details.starRating'), CELL],
              t('roads.details.yourDrugs'),
              t('roads.details.premiumsAndDrugs'),
            ]}
            rows={original.drugPlans.map((plan) => ({
              key: plan.planId,
              name: [plan.planName, ', ', plan.carrier, plan.sample ? t('roads.details.samplePlan') : ''],
              cells: [
                [format.monthlyPremium(plan.monthlyPremium), NUMBER],
                [format.money(plan.drugDeductible), NUMBER],
                [format.stars(plan.starRating), CELL],
                [format.money(plan.drugs), NUMBER],
                [format.money(drugPlanTotal(plan)), NUMBER],
              ],
            }))}
          />
          <div>
            <h4 className="text-lg font-bold">{t('roads.details.leavesHeading', { year: planYear })}</h4>
            <ul className="ml-6 list-disc">
              {medicareLeaves(comparison, tx).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-2 text-base text-slate-700">
              {t('roads.details.sources', { sources: comparison.sources.join(' ') })}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A titled table of the roads panel, one row a choice (its name the row's heading), in a region
 * that scrolls sideways at 200 % zoom; `empty` says why there are no rows.
 */
export function RoadTable({
  heading,
  level = 'h4',
  intro,
  empty,
  caption,
  cell = CELL,
  rowCell = CELL,
  columns,
  rows,
}: {
  heading: string;
  level?: 'h3' | 'h4';
  intro?: ReactNode;
  empty?: string;
  caption: string;
  cell?: string;
  rowCell?: string;
  columns: ComponentProps<typeof HeadRow>['columns'];
  rows: { key: string; name: ReactNode; cells: (readonly [ReactNode, string])[] }[];
}) {
  const Heading = level;
  return (
    <div>
      <Heading className={level === 'h3' ? 'text-xl font-bold' : 'text-lg font-bold'}>{heading}</Heading>
      {intro}
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <TableScrollRegion label={heading}>
          <table className="w-full border-collapse text-left">
            <caption className="text-left font-semibold">{caption}</caption>
            <thead>
              <HeadRow className="border-b-2 border-slate-400" cell={cell} columns={columns} />
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-slate-300">
                  <th scope="row" className={`${rowCell} font-semibold`}>
                    {row.name}
                  </th>
                  {row.cells.map(([content, className], index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                    <td key={index} className={className}>
                      {content}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScrollRegion>
      )}
    </div>
  );
}
