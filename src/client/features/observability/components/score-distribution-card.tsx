import { formatCount } from '../../../../shared/format';
import type { ScoringAnalysisPlan } from '../../../../shared/scoring-analysis-contracts';
import { Card } from '../../../components/ui/card';
import { binLabel, SCORE_BIN_SIZE, scoreHistogram } from '../lib/analysis-summary';
import { DistributionBars } from './distribution-bars';

/** A histogram in 10-point bins, each bar's count in words. */
export function ScoreDistributionCard({ plans }: { plans: readonly ScoringAnalysisPlan[] }) {
  const bins = scoreHistogram(plans);
  const largest = Math.max(0, ...bins.map((b) => b.count));
  return (
    <Card>
      <h2 className="text-2xl font-bold text-slate-900">Score Distribution</h2>
      <p className="mt-1 text-slate-700">
        Final scores of all {formatCount(plans.length, 'plan')} in {SCORE_BIN_SIZE}-point ranges.
      </p>
      {bins.length === 0 ? (
        <p className="mt-4">No plans are scored.</p>
      ) : (
        <DistributionBars
          label="Plans per score range"
          bars={bins.map((bin) => ({
            key: String(bin.from),
            label: binLabel(bin),
            count: bin.count,
            of: largest,
            text: `${formatCount(bin.count, 'plan')}${bin.inTopResults > 0 ? `, ${bin.inTopResults} in results` : ''}`,
          }))}
        />
      )}
    </Card>
  );
}
