import { type ReactNode, useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import type { RoadsComparison } from '../../../../shared/roads-contracts';
import { Button } from '../../../components/ui/button';
import { HeadRow } from '../../../components/ui/head-row';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { usePrinting } from '../../../lib/use-printing';
import { useResultsText } from '../lib/results-text';
import type { RoadChoice } from '../lib/results-url';
import {
  advantageDoctorWords,
  advantageLines,
  before2020Sentence,
  type CostLine,
  cheaperRoadSentence,
  incomeLabel,
  medicareLeaves,
  medigapFrom,
  medigapRows,
  originalDoctorWords,
  originalLines,
  originalTitle,
  otherMedigapLine,
  roadFacts,
  showsSamplePlans,
  showsSampleRates,
  type TwoYears,
  unconfirmedText,
} from '../lib/roads';
import { Bold, Bullets, DisclosureButton } from './blocks';

const NOTE = 'rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-2';

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
  const tx = useResultsText();
  const { t, format } = tx;
  const { advantage, original, planYear, income } = comparison;
  const both = roads === 'both';
  const verdicts = both
    ? (['typical', 'bad'] as const).map((year) => cheaperRoadSentence(comparison, year, tx))
    : [];
  // The answer first: totals and verdict; the workings behind "See how we worked it out".
  const totals = [
    ...(roads === 'original' || !advantage
      ? []
      : [[t('roads.advantageName'), advantage.total.typical] as const]),
    [t('roads.originalMedicare'), original.total.typical] as const,
  ];
  const [verdict, ...otherVerdicts] = verdicts;
  const [open, setOpen] = useState(false);
  const workingsId = useId();
  // "Print this comparison" prints the workings too; the whole page's print does not.
  const printing = usePrinting();
  const showWorkings = open || (printing && document.documentElement.dataset.printOnly === 'roads');
  return (
    <div className="mt-3 flex flex-col gap-5 text-lg">
      <ul className="flex flex-col gap-1" data-roads-totals="">
        {totals.map(([road, amount]) => (
          <li key={road}>
            <Bold i18nKey="roads.summaryTotal" values={{ road, amount: format.money(amount) }} />
          </li>
        ))}
      </ul>
      {verdict ? <p className="font-semibold">{verdict}</p> : null}
      <DisclosureButton
        open={showWorkings}
        controls={workingsId}
        onToggle={() => setOpen((value) => !value)}
        className="self-start text-lg"
      >
        {t('roads.workedOut')}
      </DisclosureButton>
      {showWorkings ? (
        <div id={workingsId} className="flex flex-col gap-5">
          <p>{t('roads.costsFor', { months: comparison.months, year: planYear, age: comparison.age })}</p>
          {income.band > 0 ? (
            <p>
              {t('roads.incomeAdds', {
                year: income.incomeYear,
                income: incomeLabel(comparison, tx),
                partB: format.cents(income.partB),
                partD: format.cents(income.partD),
              })}
            </p>
          ) : null}
          {showsSampleRates(original) ? <p className={NOTE}>{t('roads.sampleRates')}</p> : null}
          {showsSamplePlans(comparison) ? <p className={NOTE}>{t('roads.samplePlans')}</p> : null}
          {otherVerdicts.map((sentence) =>
            sentence ? (
              <p key={sentence} className="font-semibold">
                {sentence}
              </p>
            ) : null,
          )}
          <div className={both ? 'grid gap-4 md:grid-cols-2' : 'grid gap-4'}>
            {roads === 'original' ? null : (
              <RoadCard id="road-advantage" title={t('roads.advantageName')}>
                {advantage ? (
                  <>
                    <p>
                      <Trans
                        t={t}
                        i18nKey="roads.advantageCheapest"
                        values={{ plan: advantage.planName, carrier: advantage.carrier }}
                        components={{
                          plan: <Link to={`${basePath}/plan/${encodeURIComponent(advantage.planId)}`} />,
                        }}
                      />
                    </p>
                    <RoadCosts
                      road={t('roads.advantageName')}
                      lines={advantageLines(advantage, tx)}
                      total={advantage.total}
                    />
                  </>
                ) : (
                  <p>{t('roads.noAdvantage')}</p>
                )}
              </RoadCard>
            )}
            <RoadCard id="road-original" title={t('roads.originalCardTitle')}>
              <p className="font-semibold">{originalTitle(original, tx)}</p>
              {original.medigap ? null : <p className={NOTE}>{t('roads.noMedigap')}</p>}
              {original.drugPlan ? null : <p className={NOTE}>{t('roads.noDrugPlan')}</p>}
              <RoadCosts
                road={t('roads.originalMedicare')}
                lines={originalLines(original, tx)}
                total={original.total}
              />
            </RoadCard>
          </div>
          <RoadDoctors comparison={comparison} roads={roads} />
          <ListSection
            title={t('roads.otherMedigap')}
            items={original.otherMedigap.map((choice) => otherMedigapLine(choice, tx))}
          />
          <OriginalMedicareDetails comparison={comparison} />
          <ListSection title={t('roads.peopleMiss')} items={roadFacts(comparison.facts, tx)} />
          {comparison.unconfirmed.length > 0 ? (
            <p className={NOTE}>
              {t('roads.unconfirmedNote', {
                year: planYear,
                items: unconfirmedText(comparison.unconfirmed, tx),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3" data-print-hide="">
        <Button variant="outline" className="text-lg" onClick={onChangeAnswers}>
          {t('roads.changeAnswers')}
        </Button>
        <Button variant="outline" className="text-lg" onClick={printRoadsPanel}>
          {t('roads.print')}
        </Button>
      </div>
    </div>
  );
}

function RoadDoctors({ comparison, roads }: { comparison: RoadsComparison; roads: RoadChoice }) {
  const tx = useResultsText();
  const { t } = tx;
  const { doctors, advantage } = comparison;
  if (doctors.length === 0) return null;
  const withAdvantage = roads !== 'original' && advantage !== null;
  return (
    <div>
      <h3 className="text-xl font-bold">{t('roads.yourDoctors')}</h3>
      <TableScrollRegion label={t('roads.yourDoctors')}>
        <table className="w-full border-collapse text-left">
          <caption className="text-left font-semibold">{t('roads.doctorsCaption')}</caption>
          <thead>
            <HeadRow
              className="border-b-2 border-slate-400"
              cell="py-1 pr-3"
              columns={[
                t('roads.doctor'),
                ...(withAdvantage ? [t('roads.advantageWith', { plan: advantage.planName })] : []),
                t('roads.originalMedicare'),
              ]}
            />
          </thead>
          <tbody>
            {doctors.map((doctor) => (
              <tr key={`${doctor.name}-${doctor.specialty}`} className="border-b border-slate-300">
                <th scope="row" className="py-1 pr-3 font-semibold">
                  {doctor.name}, {doctor.specialty}
                </th>
                {withAdvantage ? (
                  <td className="py-1 pr-3">{advantageDoctorWords(doctor.advantage, tx)}</td>
                ) : null}
                <td className="py-1 pr-3">{originalDoctorWords(tx)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScrollRegion>
    </div>
  );
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-xl font-bold">{title}</h3>
      <Bullets items={items} className="ml-6 list-disc" />
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

function RoadCosts({ road, lines, total }: { road: string; lines: CostLine[]; total: TwoYears }) {
  const { t, format } = useResultsText();
  const amount = (line: CostLine, value: number) =>
    line.credit ? t('roads.minus', { amount: format.money(value) }) : format.money(value);
  return (
    <>
      <p>
        <Bold i18nKey="roads.typicalYearAbout" values={{ amount: format.money(total.typical) }} />
        <br />
        <Bold i18nKey="roads.badYearAbout" values={{ amount: format.money(total.bad) }} />
      </p>
      <table className="w-full border-collapse text-left">
        <caption className="text-left font-semibold">{t('roads.costsCaption', { road })}</caption>
        <thead>
          <HeadRow
            className="border-b-2 border-slate-400"
            cell="text-right"
            columns={[[t('roads.part'), ''], t('roads.typicalYear'), t('roads.badYear')]}
          />
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
              {t('roads.total')}
            </th>
            <td className="text-right font-bold">{format.money(total.typical)}</td>
            <td className="text-right font-bold">{format.money(total.bad)}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}

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
