import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentPlanComparison } from '../../../../shared/current-plan-contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useCurrentPlanComparison } from '../api/results-queries';
import { useResultsText } from '../lib/results-text';
import { yearlyCostSummaryText } from '../lib/yearly-cost';
import { Bold, Bullets, Section } from './blocks';

/** "Is my current plan still best?": its cost next year against now, what changes, and cheaper best plans. */
export function CurrentPlanPanel({ userId, basePath }: { userId: string; basePath: string }) {
  const { t } = useTranslation('results');
  const comparison = useCurrentPlanComparison(userId, true);
  return (
    <Section
      headingId="current-plan-heading"
      title={t('currentPlan.heading')}
      headingClass="text-2xl font-bold"
      className="mb-6 rounded-lg border-2 border-slate-300 bg-white p-5 text-slate-900"
    >
      {comparison.isPending ? (
        <LoadingState label={t('currentPlan.comparing')} className="py-4" />
      ) : comparison.isError ? (
        <ErrorState message={t('currentPlan.failed')} onRetry={() => void comparison.refetch()} />
      ) : (
        <CurrentPlanFacts comparison={comparison.data} basePath={basePath} />
      )}
    </Section>
  );
}

function CurrentPlanFacts({ comparison, basePath }: { comparison: CurrentPlanComparison; basePath: string }) {
  const tx = useResultsText();
  const { t, format } = tx;
  const { now, next, planYear } = comparison;
  return (
    <div className="mt-3 flex flex-col gap-4 text-lg">
      <p>
        <Bold
          i18nKey="currentPlan.yourPlan"
          values={{ plan: comparison.planName, id: comparison.planId, carrier: comparison.carrier }}
        />
      </p>
      {comparison.isSampleData ? (
        <p className="rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-2">
          {t('currentPlan.sample')}
        </p>
      ) : null}
      {next ? (
        <p>
          {now ? (
            <Bold
              i18nKey="currentPlan.wouldCostThen"
              values={{
                year: planYear,
                amount: yearlyCostSummaryText(next, tx),
                nowAmount: yearlyCostSummaryText(now, tx),
                nowYear: now.year,
              }}
            />
          ) : (
            <Bold
              i18nKey="currentPlan.wouldCost"
              values={{ year: planYear, amount: yearlyCostSummaryText(next, tx) }}
            />
          )}
        </p>
      ) : null}
      <div>
        <h3 className="text-xl font-bold">{t('currentPlan.whatChanges', { year: planYear })}</h3>
        <Bullets items={comparison.changes} className="ml-6 list-disc" />
      </div>
      <div>
        <h3 className="text-xl font-bold">
          {next
            ? t('currentPlan.cheaperPlans', { year: planYear })
            : t('currentPlan.bestMatches', { year: planYear })}
        </h3>
        {comparison.alternatives.length === 0 ? (
          <p>{t('currentPlan.noneCheaper')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {comparison.alternatives.map((alt) => (
              <li key={alt.planId}>
                <Link to={`${basePath}/plan/${encodeURIComponent(alt.planId)}`}>{alt.name}</Link>
                {next && alt.savings > 0
                  ? t('currentPlan.altSaving', {
                      amount: yearlyCostSummaryText(alt, tx),
                      savings: format.money(alt.savings),
                      rank: alt.rank,
                    })
                  : t('currentPlan.alt', { amount: yearlyCostSummaryText(alt, tx), rank: alt.rank })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
