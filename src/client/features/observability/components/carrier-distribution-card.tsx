import { CARRIER_IMBALANCE_THRESHOLD } from '../../../../shared/constants';
import type { ScoringAnalysis } from '../../../../shared/scoring-analysis-contracts';
import { Card } from '../../../components/ui/card';
import { carrierShares } from '../lib/analysis-summary';
import { DistributionBars } from './distribution-bars';

export function CarrierDistributionCard({ analysis }: { analysis: ScoringAnalysis }) {
  const top = analysis.topResultsCount;
  const shares = carrierShares(analysis.carrierDistribution);
  return (
    <Card>
      <h2 className="text-2xl font-bold text-slate-900">Carrier Distribution</h2>
      <p className="mt-1 text-slate-700">Plans of each carrier among the {top} top results.</p>
      {shares.length === 0 ? (
        <p className="mt-4">No plans are in the top results.</p>
      ) : (
        <DistributionBars
          label="Carriers in the top results"
          bars={shares.map(({ carrier, count }) => {
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
      )}
    </Card>
  );
}
