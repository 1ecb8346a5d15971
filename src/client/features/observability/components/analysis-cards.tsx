/** The scoring analysis's summary and distribution cards. */
import clsx from 'clsx';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { CARRIER_IMBALANCE_THRESHOLD } from '../../../../shared/constants';
import { formatCount } from '../../../../shared/format';
import type { ScoringAnalysis } from '../../../../shared/scoring-analysis-contracts';
import { Card } from '../../../components/ui/card';
import {
  binLabel,
  carrierBalance,
  carrierCount,
  carrierShares,
  SCORE_BIN_SIZE,
  scoreHistogram,
  scoreRange,
  scoreText,
} from '../lib/analysis-summary';

function SummaryCard({ title, value, children }: { title: string; value: ReactNode; children: ReactNode }) {
  return (
    <Card className="p-5">
      <h3 className="text-lg font-semibold text-slate-700">{title}</h3>
      <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      <p className="mt-1 text-slate-700">{children}</p>
    </Card>
  );
}

export function SummaryCards({ analysis }: { analysis: ScoringAnalysis }) {
  const range = scoreRange(analysis.plans);
  const balance = carrierBalance(analysis.carrierDistribution);
  const balanceWords = balance.balanced
    ? { Icon: CircleCheck, tone: 'text-green-800', word: 'Balanced' }
    : { Icon: TriangleAlert, tone: 'text-amber-800', word: 'Imbalanced' };
  return (
    <section aria-labelledby="observability-summary" className="mb-6">
      <h2 id="observability-summary" className="sr-only">
        Summary
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <SummaryCard title="Total Plans" value={analysis.totalPlans}>
          {formatCount(carrierCount(analysis.plans), 'carrier')}
        </SummaryCard>
        <SummaryCard title="Top Results" value={analysis.topResultsCount}>
          Plans shown to the user
        </SummaryCard>
        <SummaryCard
          title="Score Range"
          value={range ? `${scoreText(range.min)} – ${scoreText(range.max)}` : '—'}
        >
          Lowest to highest final score
        </SummaryCard>
        <SummaryCard
          title="Carrier Balance"
          value={
            <span className={clsx('inline-flex items-center gap-2', balanceWords.tone)}>
              <balanceWords.Icon aria-hidden="true" className="size-7 shrink-0" />
              {balanceWords.word}
            </span>
          }
        >
          {balance.balanced
            ? `No carrier has more than ${CARRIER_IMBALANCE_THRESHOLD} plans in the top results`
            : `${balance.over.map((s) => `${s.carrier} has ${s.count}`).join('; ')} of the top ${analysis.topResultsCount} (limit ${CARRIER_IMBALANCE_THRESHOLD})`}
        </SummaryCard>
      </div>
    </section>
  );
}

type DistributionBar = {
  key: string;
  label: string;
  count: number;
  of: number;
  /** "3 of 10": the words carry the number. */
  text: string;
  /** Warning colour; the text must say why. */
  warn?: boolean;
};

/** A card of horizontal bars whose words carry every number; the bars are decoration. */
function DistributionCard(props: {
  title: string;
  intro: string;
  empty: string;
  label: string;
  bars: DistributionBar[];
}) {
  return (
    <Card>
      <h2 className="text-2xl font-bold text-slate-900">{props.title}</h2>
      <p className="mt-1 text-slate-700">{props.intro}</p>
      {props.bars.length === 0 ? (
        <p className="mt-4">{props.empty}</p>
      ) : (
        <ul aria-label={props.label} className="mt-4 space-y-3">
          {props.bars.map((bar) => (
            <li key={bar.key}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold break-words">{bar.label}</span>
                <span className="tabular-nums">{bar.text}</span>
              </div>
              <div
                aria-hidden="true"
                className="mt-1 h-4 w-full rounded-full border border-slate-400 bg-slate-100"
              >
                <div
                  className={clsx('h-full rounded-full', bar.warn ? 'bg-amber-600' : 'bg-primary')}
                  style={{ width: `${bar.of > 0 ? Math.min(100, (bar.count / bar.of) * 100) : 0}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The carriers among the top results, and a histogram of final scores in 10-point bins. */
export function DistributionCards({ analysis }: { analysis: ScoringAnalysis }) {
  const top = analysis.topResultsCount;
  const bins = scoreHistogram(analysis.plans);
  const largest = Math.max(0, ...bins.map((b) => b.count));
  return (
    <div className="mb-6 grid gap-6 lg:grid-cols-2">
      <DistributionCard
        title="Carrier Distribution"
        intro={`Plans of each carrier among the ${top} top results.`}
        empty="No plans are in the top results."
        label="Carriers in the top results"
        bars={carrierShares(analysis.carrierDistribution).map(({ carrier, count }) => {
          const over = count > CARRIER_IMBALANCE_THRESHOLD;
          return {
            key: carrier,
            label: carrier,
            count,
            of: top,
            warn: over,
            text: `${count} of ${top}${over ? ` (more than ${CARRIER_IMBALANCE_THRESHOLD})` : ''}`,
          };
        })}
      />
      <DistributionCard
        title="Score Distribution"
        intro={`Final scores of all ${formatCount(analysis.plans.length, 'plan')} in ${SCORE_BIN_SIZE}-point ranges.`}
        empty="No plans are scored."
        label="Plans per score range"
        bars={bins.map((bin) => ({
          key: String(bin.from),
          label: binLabel(bin),
          count: bin.count,
          of: largest,
          text: `${formatCount(bin.count, 'plan')}${bin.inTopResults > 0 ? `, ${bin.inTopResults} in results` : ''}`,
        }))}
      />
    </div>
  );
}
