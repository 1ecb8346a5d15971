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

/** This member's medications or doctors with the plan: how many it covers, then each one. */
export function YourList({ fit, kind }: { fit: PlanFit; kind: 'medications' | 'doctors' }) {
  const { t } = useTranslation('results');
  const medications = kind === 'medications';
  const title = medications ? t('planFit.yourMedications') : t('planFit.yourDoctors');
  let body: React.ReactNode;
  if (fit.status === 'loading')
    body = (
      <LoadingState
        label={medications ? t('planFit.loadingMedications') : t('planFit.loadingDoctors')}
        className="py-4"
      />
    );
  else if (fit.status === 'missing') body = <p>{t('planFit.missing')}</p>;
  else {
    const { plan } = fit;
    const count = medications ? plan.drugs.length : plan.doctors.length;
    body =
      count === 0 ? (
        <p>{medications ? t('planFit.noMedications') : t('planFit.noDoctors')}</p>
      ) : (
        <>
          <p className="mb-3 font-semibold">
            {medications
              ? t('planCard.medicationsCovered', {
                  covered: plan.medicationsCovered,
                  total: plan.totalMedications,
                })
              : t('planCard.doctorsInNetwork', {
                  inNetwork: plan.doctorsInNetwork,
                  total: plan.totalDoctors,
                })}
          </p>
          {medications ? (
            <YourMedicationsTable drugs={plan.drugs} planYear={fit.planYear} />
          ) : (
            <YourDoctorsTable doctors={plan.doctors} />
          )}
        </>
      );
  }
  return (
    <FitSection id={`your-${kind}`} title={title}>
      {body}
    </FitSection>
  );
}
