import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { resultsBasePath, usePlanDetail, useRecommendations, useResultsSource } from '../api/results-queries';
import { CostStartProvider } from '../lib/cost-start';
import { PlanDetailView } from './plan-detail-view';
import type { PlanFit } from './your-plan-fit';

export function PlanDetailPage() {
  const source = useResultsSource();
  const { planId = '' } = useParams();
  const { t } = useTranslation('results');
  // Same query as the results page, so coming from there costs no request.
  const recommendations = useRecommendations(source);
  const plan = usePlanDetail(planId, recommendations.data?.planYear, !recommendations.isPending, source);
  useDocumentTitle(plan.data?.planName ?? t('planDetail.title'));

  const results = recommendations.data;
  const scored = results?.plans.find((p) => p.planId === planId);
  const fit: PlanFit = recommendations.isPending
    ? { status: 'loading' }
    : results && scored
      ? { status: 'ready', plan: scored, planYear: results.planYear }
      : { status: 'missing' };

  return (
    <>
      <Button asChild variant="outline" className="mb-6" data-print-hide="">
        <Link to={resultsBasePath(source)}>
          <ArrowLeft aria-hidden="true" className="size-5" />
          {t('planDetail.back')}
        </Link>
      </Button>
      {plan.isSuccess ? (
        <CostStartProvider
          value={{
            planYear: results?.planYear ?? plan.data.planYear,
            startMonth: results?.coverageStartMonth ?? 1,
          }}
        >
          <PlanDetailView
            plan={plan.data}
            fit={fit}
            userId={source.kind === 'own' ? source.userId : undefined}
          />
        </CostStartProvider>
      ) : (
        <>
          <PageHeading>{t('planDetail.title')}</PageHeading>
          {plan.isError ? (
            <ErrorState message={t('planDetail.failed')} onRetry={() => void plan.refetch()} />
          ) : (
            <LoadingState label={t('planDetail.loading')} />
          )}
        </>
      )}
    </>
  );
}

export const SharedPlanDetailPage = PlanDetailPage;
