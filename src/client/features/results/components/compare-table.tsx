import { Columns3, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPARE_MAX } from '../../../../shared/constants';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { Button } from '../../../components/ui/button';
import { TableScrollRegion } from '../../../components/ui/table-scroll-region';
import { type CostStart, useCostStart } from '../lib/cost-start';
import { compareLimitNote } from '../lib/plan-list';
import { type ResultsText, useResultsText } from '../lib/results-text';
import { costLabel, premiumPaidText, yearlyCostSummaryText } from '../lib/yearly-cost';
import { Section } from './blocks';

export const COMPARE_SECTION_ID = 'compare-plans';

const outOf = (count: number, total: number, { t }: ResultsText) =>
  total === 0 ? t('compareTable.noneListed') : t('compareTable.outOf', { count, total });

const rowsFor = (tx: ResultsText, start: CostStart): [string, (plan: RecommendationPlan) => string][] => {
  const { t, format } = tx;
  return [
    [t('fields.monthlyPremium'), (p) => premiumPaidText(p, tx)],
    [t('planCard.deductible'), (p) => format.money(p.annualDeductible)],
    [t('planCard.outOfPocketMax'), (p) => format.money(p.outOfPocketMax)],
    [t('fields.starRating'), (p) => format.stars(p.starRating)],
    [costLabel(tx, start.startMonth, start.planYear), (p) => yearlyCostSummaryText(p, tx)],
    [t('compareTable.medicationsCovered'), (p) => outOf(p.medicationsCovered, p.totalMedications, tx)],
    [t('compareTable.doctorsInNetwork'), (p) => outOf(p.doctorsInNetwork, p.totalDoctors, tx)],
    [t('compareTable.matchScore'), (p) => t('planCard.scoreOutOf', { score: Math.round(p.score) })],
  ];
};

type CompareTableProps = {
  columns: RecommendationPlan[];
  selectedCount: number;
  onRemove: (planId: string) => void;
  onClear: () => void;
};

/** Spec §4: the ticked plans side by side (at most 3), each removable. */
export function CompareTable({ columns, selectedCount, onRemove, onClear }: CompareTableProps) {
  const tx = useResultsText();
  const { t } = tx;
  const ROWS = rowsFor(tx, useCostStart());
  const note = compareLimitNote(selectedCount, tx);
  return (
    <Section
      id={COMPARE_SECTION_ID}
      headingId="compare-heading"
      title={t('compareTable.heading')}
      tabIndex={-1}
      className="mt-10"
      // On paper only when plans are compared.
      data-print-hide={columns.length === 0 ? '' : undefined}
    >
      {columns.length === 0 ? (
        <p className="text-slate-700">{t('compareTable.empty', { max: COMPARE_MAX })}</p>
      ) : (
        <>
          {note ? <p className="mb-3 font-semibold">{note}</p> : null}
          {/* Below 768 px (a phone, or 200 % zoom) each plan is a card. */}
          <ul aria-label={t('compareTable.listLabel')} className="flex flex-col gap-4 md:hidden">
            {columns.map((plan) => (
              <li key={plan.id} className="rounded-lg border-2 border-slate-300 bg-white p-4">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="text-xl font-bold break-words">{plan.name}</h3>
                  <RemoveButton plan={plan} onRemove={onRemove} />
                </div>
                <dl className="mt-2 divide-y divide-slate-300">
                  {ROWS.map(([label, value]) => (
                    <div key={label} className="flex flex-wrap justify-between gap-x-4 py-2">
                      <dt className="font-semibold">{label}</dt>
                      <dd>{value(plan)}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden md:block">
            <TableScrollRegion label={t('compareTable.tableLabel')}>
              <table className="w-full min-w-[36rem] border-collapse text-left">
                <caption className="sr-only">{t('compareTable.caption')}</caption>
                <thead>
                  <tr className="bg-slate-100">
                    <td className="border-b-2 border-slate-300 p-3" />
                    {columns.map((plan) => (
                      <th key={plan.id} scope="col" className="border-b-2 border-slate-300 p-3 align-top">
                        <div className="flex items-start justify-between gap-2">
                          <span className="font-bold break-words">{plan.name}</span>
                          <RemoveButton plan={plan} onRemove={onRemove} />
                        </div>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {ROWS.map(([label, value]) => (
                    <tr key={label} className="border-b border-slate-300">
                      <th scope="row" className="p-3 font-semibold">
                        {label}
                      </th>
                      {columns.map((plan) => (
                        <td key={plan.id} className="p-3">
                          {value(plan)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScrollRegion>
          </div>
          <Button variant="secondary" className="mt-3" onClick={onClear} data-print-hide="">
            {t('compareTable.clear')}
          </Button>
        </>
      )}
    </Section>
  );
}

function RemoveButton({ plan, onRemove }: { plan: RecommendationPlan; onRemove: (planId: string) => void }) {
  const { t } = useResultsText();
  return (
    <button
      type="button"
      aria-label={t('compareTable.remove', { plan: plan.name })}
      onClick={() => onRemove(plan.id)}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md border-2 border-slate-400 bg-white text-slate-900 hover:bg-slate-200"
    >
      <X aria-hidden="true" className="size-5" />
    </button>
  );
}

/** A fixed bottom bar "Compare (2 of 3)" while plans are ticked; a measured spacer keeps it off the page's end. */
export function CompareBar({ count, onOpen }: { count: number; onOpen: () => void }) {
  const { t } = useTranslation('results');
  const shown = count > 0;
  const barRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const bar = barRef.current;
    if (!shown || !bar) return;
    const { body } = document;
    const measure = () => body.style.setProperty('--compare-bar-height', `${bar.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      body.style.removeProperty('--compare-bar-height');
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <>
      <div aria-hidden="true" className="h-(--compare-bar-height,6rem)" data-print-hide="" />
      <section
        ref={barRef}
        aria-label={t('compareBar.label')}
        data-print-hide=""
        className="fixed inset-x-0 bottom-0 z-30 border-t-2 border-slate-400 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.15)]"
      >
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3">
          <p className="font-semibold">{t('compareBar.ticked', { count, max: COMPARE_MAX })}</p>
          <Button onClick={onOpen}>
            <Columns3 aria-hidden="true" className="size-5" />
            {t('compareBar.compare', { count, max: COMPARE_MAX })}
          </Button>
        </div>
      </section>
    </>
  );
}
