import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCents, formatMoney } from '../../../../shared/format';
import type { RoadsComparison } from '../../../../shared/roads-contracts';
import { Button } from '../../../components/ui/button';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import type { RoadChoice } from '../lib/results-url';
import {
  advantageDoctorWords,
  advantageLines,
  type CostLine,
  cheaperRoadSentence,
  ORIGINAL_DOCTOR_WORDS,
  originalLines,
  originalTitle,
  otherMedigapLine,
  showsSamplePlans,
  showsSampleRates,
  type TwoYears,
} from '../lib/roads';
import { OriginalMedicareDetails, printRoadsPanel } from './roads-details';

const NOTE = 'rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-2';

/**
 * The roads the person chose to see, side by side (wide screens) or one above the other: each
 * one's best combination with its typical and bad year, which costs less (both shown), Original
 * Medicare in detail, what people miss, and printing this comparison alone.
 */
export function RoadsComparisonView({
  comparison,
  basePath,
  roads = 'both',
  onChangeAnswers,
}: {
  comparison: RoadsComparison;
  basePath: string;
  roads?: RoadChoice;
  onChangeAnswers: () => void;
}) {
  const { advantage, original, planYear, income } = comparison;
  const both = roads === 'both';
  const verdicts = both
    ? (['typical', 'bad'] as const).map((year) => cheaperRoadSentence(comparison, year))
    : [];
  return (
    <div className="mt-3 flex flex-col gap-5 text-lg">
      <p>
        Costs for the {comparison.months} months of {planYear} you would be covered, for your drugs and
        health, with Medigap rates for age {comparison.age}. A bad year means a hospital stay and a year of
        specialist care.
      </p>
      {income.band > 0 ? (
        <p>
          With a {income.incomeYear} income of {income.label}, Medicare adds {formatCents(income.partB)} a
          month to Part B and {formatCents(income.partD)} a month to drug coverage.
        </p>
      ) : null}
      {showsSampleRates(original) ? (
        <p className={NOTE}>Sample Medigap rates for demonstration: not real offers.</p>
      ) : null}
      {showsSamplePlans(comparison) ? (
        <p className={NOTE}>Sample plans for demonstration: not real plan offers.</p>
      ) : null}
      {verdicts.map((sentence) =>
        sentence ? (
          <p key={sentence} className="font-semibold">
            {sentence}
          </p>
        ) : null,
      )}
      <div className={both ? 'grid gap-4 md:grid-cols-2' : 'grid gap-4'}>
        {roads === 'original' ? null : (
          <RoadCard id="road-advantage" title="Medicare Advantage">
            {advantage ? (
              <>
                <p>
                  <Link to={`${basePath}/plan/${encodeURIComponent(advantage.planId)}`}>
                    {advantage.planName}
                  </Link>
                  , {advantage.carrier}: the plan in your results that costs you least.
                </p>
                <RoadCosts
                  road="Medicare Advantage"
                  lines={advantageLines(advantage)}
                  total={advantage.total}
                />
              </>
            ) : (
              <p>No Medicare Advantage plan in your results can be compared.</p>
            )}
          </RoadCard>
        )}
        <RoadCard id="road-original" title="Original Medicare + Medigap + drug plan">
          <p className="font-semibold">{originalTitle(original)}</p>
          {original.medigap ? null : (
            <p className={NOTE}>
              We found no Medigap rate for you, so this shows Original Medicare alone, without a Medigap
              policy.
            </p>
          )}
          {original.drugPlan ? null : (
            <p className={NOTE}>
              No stand-alone drug plan is on file for your area. Without drug coverage you may owe a
              late-enrollment penalty if you add it later.
            </p>
          )}
          <RoadCosts road="Original Medicare" lines={originalLines(original)} total={original.total} />
        </RoadCard>
      </div>
      <RoadDoctors comparison={comparison} roads={roads} />
      <ListSection title="Other Medigap plans" items={original.otherMedigap.map(otherMedigapLine)} />
      <OriginalMedicareDetails comparison={comparison} />
      <ListSection title="What people often miss" items={comparison.facts} />
      {comparison.unconfirmed.length > 0 ? (
        <p className={NOTE}>
          Some amounts for {planYear} are last year's until Medicare confirms them:{' '}
          {comparison.unconfirmed.join('; ')}.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3" data-print-hide="">
        <Button variant="outline" className="text-lg" onClick={onChangeAnswers}>
          Change answers
        </Button>
        <Button variant="outline" className="text-lg" onClick={printRoadsPanel}>
          Print this comparison
        </Button>
      </div>
    </div>
  );
}

/** The person's doctors on each road shown; nothing when they listed none. */
function RoadDoctors({ comparison, roads }: { comparison: RoadsComparison; roads: RoadChoice }) {
  const { doctors, advantage } = comparison;
  if (doctors.length === 0) return null;
  const withAdvantage = roads !== 'original' && advantage !== null;
  return (
    <div>
      <h3 className="text-xl font-bold">Your doctors</h3>
      <TableScrollRegion label="Your doctors">
        <table className="w-full border-collapse text-left">
          <caption className="text-left font-semibold">Your doctors on each way to get Medicare</caption>
          <thead>
            <tr className="border-b-2 border-slate-400">
              <th scope="col" className="py-1 pr-3">
                Doctor
              </th>
              {withAdvantage ? (
                <th scope="col" className="py-1 pr-3">
                  Medicare Advantage ({advantage.planName})
                </th>
              ) : null}
              <th scope="col" className="py-1 pr-3">
                Original Medicare
              </th>
            </tr>
          </thead>
          <tbody>
            {doctors.map((doctor) => (
              <tr key={`${doctor.name}-${doctor.specialty}`} className="border-b border-slate-300">
                <th scope="row" className="py-1 pr-3 font-semibold">
                  {doctor.name}, {doctor.specialty}
                </th>
                {withAdvantage ? (
                  <td className="py-1 pr-3">{advantageDoctorWords(doctor.advantage)}</td>
                ) : null}
                <td className="py-1 pr-3">{ORIGINAL_DOCTOR_WORDS}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollRegion>
    </div>
  );
}

/** A titled list of sentences; nothing at all when there are none. */
function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-xl font-bold">{title}</h3>
      <ul className="ml-6 list-disc">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

function RoadCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <article
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border-2 border-slate-300 bg-slate-50 p-4"
    >
      <h3 id={id} className="text-xl font-bold">
        {title}
      </h3>
      {children}
    </article>
  );
}

/** The two yearly totals, then what makes them up, line by line, in a table. */
function RoadCosts({ road, lines, total }: { road: string; lines: CostLine[]; total: TwoYears }) {
  const amount = (line: CostLine, value: number) =>
    line.credit ? `minus ${formatMoney(value)}` : formatMoney(value);
  return (
    <>
      <p>
        In a typical year: about <strong>{formatMoney(total.typical)}</strong>
        <br />
        In a bad year: about <strong>{formatMoney(total.bad)}</strong>
      </p>
      <table className="w-full border-collapse text-left">
        <caption className="text-left font-semibold">{road}: what makes up the cost</caption>
        <thead>
          <tr className="border-b-2 border-slate-400">
            <th scope="col">Part</th>
            <th scope="col" className="text-right">
              Typical year
            </th>
            <th scope="col" className="text-right">
              Bad year
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.label} className="border-b border-slate-300">
              <th scope="row" className="py-1 font-normal">
                {line.label}
              </th>
              <td className="text-right">{amount(line, line.typical)}</td>
              <td className="text-right">{amount(line, line.bad)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-1">
              Total
            </th>
            <td className="text-right font-bold">{formatMoney(total.typical)}</td>
            <td className="text-right font-bold">{formatMoney(total.bad)}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}
