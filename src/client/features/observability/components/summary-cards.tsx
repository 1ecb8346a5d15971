import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { CARRIER_IMBALANCE_THRESHOLD } from '../../../../shared/constants';
import { formatCount } from '../../../../shared/format';
import type { ScoringAnalysis } from '../../../../shared/scoring-analysis-contracts';
import { Card } from '../../../components/ui/card';
import { carrierBalance, carrierCount, scoreRange, scoreText } from '../lib/analysis-summary';

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
            balance.balanced ? (
              <span className="inline-flex items-center gap-2 text-green-800">
                <CircleCheck aria-hidden="true" className="size-7 shrink-0" />
                Balanced
              </span>
            ) : (
              <span className="inline-flex items-center gap-2 text-amber-800">
                <TriangleAlert aria-hidden="true" className="size-7 shrink-0" />
                Imbalanced
              </span>
            )
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
