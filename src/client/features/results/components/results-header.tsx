import { RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { namedFigure, planYearParameters } from '../../../../engine/plan-year';
import { FORM_PROGRESS_KEY, MEDICARE_HELP, SHIP_HELP } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import type {
  RecommendationPlan,
  RecommendationsResponse,
} from '../../../../shared/recommendation-contracts';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { removeStored } from '../../../lib/browser-storage';
import { useCostStart } from '../lib/cost-start';
import { planDataText, planYearNoticeText } from '../lib/plan-data-text';
import { useResultsText } from '../lib/results-text';
import { Bullets, Section } from './blocks';

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

type DataNoteFacts = Pick<
  RecommendationsResponse,
  'planYear' | 'planYearNotice' | 'planData' | 'totalEligiblePlans'
>;

export function ResultsDataNote({ data }: { data: DataNoteFacts }) {
  const { planYear, planYearNotice, planData, totalEligiblePlans } = data;
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

/** Print-only parts of the summary (ADR 0018) the results page shows nowhere else, laid out like the PDF. */
function PrintSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Section
      headingId={id}
      title={heading}
      headingClass="mb-2 text-2xl font-bold"
      className="mb-6 hidden print:block"
      data-print-summary=""
    >
      {children}
    </Section>
  );
}

export function PrintDate() {
  const { t, format } = useResultsText();
  return (
    <p className="mb-4 hidden font-semibold print:block">
      {t('print.printedOn', { date: format.date(new Date().toISOString()) })}
    </p>
  );
}

export function PrintProfile({
  user,
  plans,
}: {
  /** Undefined on a shared page (and while it loads). */
  user: SavedUserRecord | undefined;
  plans: RecommendationPlan[];
}) {
  const { t } = useTranslation('results');
  const typedByHand = t('print.typedByHand');
  const first = plans.find((plan) => plan.explained);
  const medications = user
    ? user.medications.map((m) => `${m.name}, ${m.dosage}, ${t(`print.frequency.${m.frequency}`)}`)
    : (first?.drugs.map((drug) => drug.name) ?? []);
  const doctors = user
    ? user.doctors.map((d) => `${d.name}, ${d.specialty}${d.providerId === null ? `: ${typedByHand}` : ''}`)
    : (first?.doctors.map((d) => `${d.name}, ${d.specialty}${d.matched ? '' : `: ${typedByHand}`}`) ?? []);
  return (
    <div className="hidden gap-6 print:grid print:grid-cols-2">
      <PrintSection id="print-medications" heading={t('print.medicationsHeading')}>
        {medications.length > 0 ? <Bullets items={medications} /> : <p>{t('print.noMedications')}</p>}
      </PrintSection>
      <PrintSection id="print-doctors" heading={t('print.doctorsHeading')}>
        {doctors.length > 0 ? <Bullets items={doctors} /> : <p>{t('print.noDoctors')}</p>}
      </PrintSection>
    </div>
  );
}

export function PrintNextSteps() {
  const { planYear } = useCostStart();
  const { t } = useTranslation('results');
  const year = String(planYear);
  return (
    <>
      <PrintSection id="print-next-steps" heading={t('print.nextStepsHeading')}>
        <div className="flex flex-col gap-2">
          <p>{t('print.checkFirst')}</p>
          <p>{t('print.openEnrollment', { year, previousYear: String(planYear - 1) })}</p>
          <p>{t('print.advantageSwitch', { year })}</p>
          <p>{t('print.otherTimes')}</p>
          <p>{t('print.howToEnroll')}</p>
          <p>{t('print.medicareHelp', { phone: MEDICARE_HELP.phone, tty: MEDICARE_HELP.tty })}</p>
          <p>{t('print.shipHelp', { name: SHIP_HELP.name, phone: SHIP_HELP.phone })}</p>
        </div>
      </PrintSection>
      <PrintSection id="print-disclaimers" heading={t('print.disclaimersHeading')}>
        <div className="flex flex-col gap-2">
          <p>{t('print.notEnrollment')}</p>
          <p>{t('print.notGovernment', { phone: MEDICARE_HELP.phone, tty: MEDICARE_HELP.tty })}</p>
        </div>
      </PrintSection>
    </>
  );
}
