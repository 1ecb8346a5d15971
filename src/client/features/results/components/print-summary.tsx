/** Print-only parts of the summary (ADR 0018) the results page shows nowhere else, laid out like the PDF. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDICARE_HELP, SHIP_HELP } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { useCostStart } from '../lib/cost-start';
import { useResultsText } from '../lib/results-text';
import { Bullets, Section } from './blocks';

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
