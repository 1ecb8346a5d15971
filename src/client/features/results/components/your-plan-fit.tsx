import { useTranslation } from 'react-i18next';
import type { DoctorNetworkDetail, RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { LoadingState } from '../../../components/ui/loading-state';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { distanceText, doctorStatus } from '../lib/coverage';
import { useResultsText } from '../lib/results-text';
import { Section } from './blocks';
import { YearlyCost } from './yearly-cost';
import { YourMedicationsTable } from './your-medications-table';

export type PlanFit =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; plan: RecommendationPlan; planYear: number };

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
    <Section
      headingId={`${id}-heading`}
      title={title}
      data-print-plan=""
      className="rounded-lg border-2 border-slate-300 bg-white p-5"
    >
      {children}
    </Section>
  );
}

export function YourEstimate({ fit }: { fit: PlanFit }) {
  if (fit.status !== 'ready') return null;
  return (
    <div className="mb-3">
      <YearlyCost plan={fit.plan} planYear={fit.planYear} whose="yours" />
    </div>
  );
}

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

function YourDoctorsTable({ doctors }: { doctors: DoctorNetworkDetail[] }) {
  const tx = useResultsText();
  const { t } = tx;
  return (
    <ResponsiveTable
      label={t('doctorsTable.label')}
      caption={t('doctorsTable.caption')}
      columns={[
        t('doctorsTable.doctor'),
        t('doctorsTable.specialty'),
        t('doctorsTable.status'),
        t('doctorsTable.distance'),
      ]}
      minWidthClass="min-w-[36rem]"
      rows={doctors.map((doctor) => ({
        key: `${doctor.name}-${doctor.specialty}`,
        header: doctor.name,
        cells: [doctor.specialty, doctorStatus(doctor, tx), distanceText(doctor, tx)],
      }))}
    />
  );
}
