import { useId, useState } from 'react';
import { formatMoney, formatMonthlyPremium, formatStars } from '../../../../shared/format';
import type { RoadsComparison } from '../../../../shared/roads-contracts';
import { Button } from '../../../components/ui/button';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { usePrinting } from '../../../lib/use-printing';
import { before2020Sentence, drugPlanTotal, medicareLeaves, medigapRows } from '../lib/roads';

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

/**
 * Original Medicare in detail (issue 19): every Medigap letter on offer compared (the cheapest
 * carrier for each) with the whole road's yearly cost, the cheapest drug plans for the person's
 * drugs, and what Original Medicare leaves in the year, in words. Closed until asked for; open on
 * paper.
 */
export function OriginalMedicareDetails({ comparison }: { comparison: RoadsComparison }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const printing = usePrinting();
  const shown = open || printing;
  const rows = medigapRows(comparison);
  const { original, planYear } = comparison;
  const contentId = `${id}-content`;

  return (
    <div>
      <h3 className="text-xl font-bold">Original Medicare in detail</h3>
      <Button
        variant="outline"
        className="mt-2 text-lg"
        aria-expanded={shown}
        aria-controls={contentId}
        onClick={() => setOpen((current) => !current)}
      >
        {shown ? 'Hide the details' : 'Show the details'}
      </Button>
      {shown ? (
        <div id={contentId} className="mt-3 flex flex-col gap-5">
          <div>
            <h4 className="text-lg font-bold">Medigap plans compared</h4>
            <p>{before2020Sentence(comparison)}</p>
            {rows.length === 0 ? (
              <p>We found no Medigap rate for your age, sex, tobacco use and ZIP code.</p>
            ) : (
              <TableScrollRegion label="Medigap plans compared">
                <table className="w-full border-collapse text-left">
                  <caption className="text-left font-semibold">
                    The cheapest policy of each Medigap plan for you, and the whole year with Part B and your
                    drugs
                  </caption>
                  <thead>
                    <tr className="border-b-2 border-slate-400">
                      <th scope="col" className={CELL}>
                        Plan
                      </th>
                      <th scope="col" className={CELL}>
                        What it pays
                      </th>
                      <th scope="col" className={NUMBER}>
                        Premium
                      </th>
                      <th scope="col" className={NUMBER}>
                        Your share of care: typical year
                      </th>
                      <th scope="col" className={NUMBER}>
                        Your share of care: bad year
                      </th>
                      <th scope="col" className={NUMBER}>
                        Whole year: typical
                      </th>
                      <th scope="col" className={NUMBER}>
                        Whole year: bad
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={`${row.letter}-${row.carrier}`} className="border-b border-slate-300">
                        <th scope="row" className={`${CELL} font-semibold`}>
                          {row.planName} from {row.carrier}
                          {row.sample ? ' (sample rate)' : ''}
                        </th>
                        <td className={CELL}>{row.summary}</td>
                        <td className={NUMBER}>{formatMonthlyPremium(row.monthlyPremium)}</td>
                        <td className={NUMBER}>{formatMoney(row.medical.typical)}</td>
                        <td className={NUMBER}>{formatMoney(row.medical.bad)}</td>
                        <td className={NUMBER}>{formatMoney(row.total.typical)}</td>
                        <td className={NUMBER}>{formatMoney(row.total.bad)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScrollRegion>
            )}
          </div>
          <div>
            <h4 className="text-lg font-bold">Drug plans for your drugs</h4>
            {original.drugPlans.length === 0 ? (
              <p>
                No stand-alone drug plan is on file for your area, so your drugs are counted at full price.
              </p>
            ) : (
              <TableScrollRegion label="Drug plans for your drugs">
                <table className="w-full border-collapse text-left">
                  <caption className="text-left font-semibold">
                    The drug plans that cost you least, for the {comparison.months} months of {planYear}
                  </caption>
                  <thead>
                    <tr className="border-b-2 border-slate-400">
                      <th scope="col" className={CELL}>
                        Drug plan
                      </th>
                      <th scope="col" className={NUMBER}>
                        Premium
                      </th>
                      <th scope="col" className={NUMBER}>
                        Drug deductible
                      </th>
                      <th scope="col" className={CELL}>
                        Star rating
                      </th>
                      <th scope="col" className={NUMBER}>
                        Your drugs
                      </th>
                      <th scope="col" className={NUMBER}>
                        Premiums and drugs
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {original.drugPlans.map((plan) => (
                      <tr key={plan.planId} className="border-b border-slate-300">
                        <th scope="row" className={`${CELL} font-semibold`}>
                          {plan.planName}, {plan.carrier}
                          {plan.sample ? ' (sample plan)' : ''}
                        </th>
                        <td className={NUMBER}>{formatMonthlyPremium(plan.monthlyPremium)}</td>
                        <td className={NUMBER}>{formatMoney(plan.drugDeductible)}</td>
                        <td className={CELL}>{formatStars(plan.starRating)}</td>
                        <td className={NUMBER}>{formatMoney(plan.drugs)}</td>
                        <td className={NUMBER}>{formatMoney(drugPlanTotal(plan))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScrollRegion>
            )}
          </div>
          <div>
            <h4 className="text-lg font-bold">What Original Medicare leaves you to pay in {planYear}</h4>
            <ul className="ml-6 list-disc">
              {medicareLeaves(comparison).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="mt-2 text-base text-slate-700">Sources: {comparison.sources.join(' ')}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
