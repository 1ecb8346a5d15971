import { useTranslation } from 'react-i18next';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { LoadingState } from '../../../components/ui/loading-state';
import { YearlyCost } from './yearly-cost';
import { YourDoctorsTable } from './your-doctors-table';
import { YourMedicationsTable } from './your-medications-table';

/** This plan as scored for this member: loading, not among their results, or the scored line. */
export type PlanFit =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; plan: RecommendationPlan; planYear: number };

/** A section of the plan page (this member's own fit, or a group of the plan's facts), named by its heading. */
export function FitSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-print-plan=""
      className="rounded-lg border-2 border-slate-300 bg-white p-5"
    >
      <h2 id={`${id}-heading`} className="mb-3 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Your estimated yearly cost: $1,234", with its parts. */
export function YourEstimate({ fit }: { fit: PlanFit }) {
  if (fit.status !== 'ready') return null;
  return (
    <div className="mb-3">
      <YearlyCost plan={fit.plan} planYear={fit.planYear} whose="yours" />
    </div>
  );
}

export function YourMedications({ fit }: { fit: PlanFit }) {
  const { t } = useTranslation('results');
  let body: React.ReactNode;
  if (fit.status === 'loading')
    body = <LoadingState label={t('planFit.loadingMedications')} className="py-4" />;
  else if (fit.status === 'missing') body = <p>{t('planFit.missing')}</p>;
  else if (fit.plan.drugs.length === 0) body = <p>{t('planFit.noMedications')}</p>;
  else {
    body = (
      <>
        <p className="mb-3 font-semibold">
          {t('planCard.medicationsCovered', {
            covered: fit.plan.medicationsCovered,
            total: fit.plan.totalMedications,
          })}
        </p>
        <YourMedicationsTable drugs={fit.plan.drugs} planYear={fit.planYear} />
      </>
    );
  }
  return (
    <FitSection id="your-medications" title={t('planFit.yourMedications')}>
      {body}
    </FitSection>
  );
}

export function YourDoctors({ fit }: { fit: PlanFit }) {
  const { t } = useTranslation('results');
  let body: React.ReactNode;
  if (fit.status === 'loading') body = <LoadingState label={t('planFit.loadingDoctors')} className="py-4" />;
  else if (fit.status === 'missing') body = <p>{t('planFit.missing')}</p>;
  else if (fit.plan.doctors.length === 0) body = <p>{t('planFit.noDoctors')}</p>;
  else {
    body = (
      <>
        <p className="mb-3 font-semibold">
          {t('planCard.doctorsInNetwork', {
            inNetwork: fit.plan.doctorsInNetwork,
            total: fit.plan.totalDoctors,
          })}
        </p>
        <YourDoctorsTable doctors={fit.plan.doctors} />
      </>
    );
  }
  return (
    <FitSection id="your-doctors" title={t('planFit.yourDoctors')}>
      {body}
    </FitSection>
  );
}
