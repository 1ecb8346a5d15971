import { RotateCcw } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namedFigure, planYearParameters } from '../../../../engine/plan-year';
import { FORM_PROGRESS_KEY } from '../../../../shared/constants';
import type { PlanData } from '../../../../shared/data-sources';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { removeStored } from '../../../lib/browser-storage';
import { planDataText, planYearNoticeText } from '../lib/plan-data-text';
import { useResultsText } from '../lib/results-text';

export function ResultsHeading({ subtitle }: { subtitle?: string }) {
  const { t } = useTranslation('results');
  return <PageHeading subtitle={subtitle}>{t('header.heading')}</PageHeading>;
}

export function NewSearchLink() {
  const { t } = useTranslation('results');
  return (
    <Button asChild variant="outline" data-print-hide="">
      <Link to="/" onClick={() => removeStored(FORM_PROGRESS_KEY)}>
        <RotateCcw aria-hidden="true" className="size-5" />
        {t('header.newSearch')}
      </Link>
    </Button>
  );
}

export function ResultsDataNote({
  planYear,
  planYearNotice = null,
  planData,
  totalEligiblePlans,
}: {
  planYear: number;
  planYearNotice?: string | null;
  planData: PlanData;
  totalEligiblePlans: number;
}) {
  const tx = useResultsText();
  const { t, format } = tx;
  const partB = format.cents(planYearParameters(planYear).medicare.partBMonthlyPremium);
  const partBFrom = namedFigure(planYear, 'partBMonthlyPremium');
  const dataLine = planDataText(planData, tx);
  const notice = planYearNoticeText(planYearNotice, planYear, tx);
  return (
    <div className="mb-6 rounded-md border-l-4 border-primary bg-blue-50 px-4 py-3 text-slate-900">
      <p className="font-semibold">{t('header.plansFor', { year: planYear })}</p>
      {notice ? <p>{notice}</p> : null}
      {dataLine ? <p>{dataLine}</p> : null}
      <p>
        <Trans
          t={t}
          i18nKey="header.compared"
          count={totalEligiblePlans}
          components={{ rank: <Link to="/help#how-we-rank" /> }}
        />
      </p>
      <p>
        {partBFrom.carried
          ? t('header.partBCarried', { amount: partB, year: planYear, from: partBFrom.from })
          : t('header.partB', { amount: partB, year: planYear })}
      </p>
    </div>
  );
}
