import { useTranslation } from 'react-i18next';
import type {
  DoctorNetworkDetail,
  DrugCostDetail,
  RecommendationPlan,
} from '../../../../shared/recommendation-contracts';
import { LoadingState } from '../../../components/ui/loading-state';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useCostStart } from '../lib/cost-start';
import { distanceText, doctorStatus, drugRestrictions, drugTier } from '../lib/coverage';
import { drugLineNotes } from '../lib/drug-pricing';
import { useResultsText } from '../lib/results-text';
import { costPeriod } from '../lib/yearly-cost';
import { Bullets, Section } from './blocks';
import { YearlyCost } from './yearly-cost';

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

const LIST_WORDS = {
  medications: { title: 'yourMedications', loading: 'loadingMedications', none: 'noMedications' },
  doctors: { title: 'yourDoctors', loading: 'loadingDoctors', none: 'noDoctors' },
} as const;

export function YourList({ fit, kind }: { fit: PlanFit; kind: 'medications' | 'doctors' }) {
  const { t } = useTranslation('results');
  const words = LIST_WORDS[kind];
  let body: React.ReactNode;
  if (fit.status === 'loading')
    body = <LoadingState label={t(`planFit.${words.loading}`)} className="py-4" />;
  else if (fit.status === 'missing') body = <p>{t('planFit.missing')}</p>;
  else {
    const { plan } = fit;
    const medications = kind === 'medications';
    body =
      (medications ? plan.drugs : plan.doctors).length === 0 ? (
        <p>{t(`planFit.${words.none}`)}</p>
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
    <FitSection id={`your-${kind}`} title={t(`planFit.${words.title}`)}>
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

function DrugName({ drug, supply }: { drug: DrugCostDetail; supply: string | null }) {
  if (!supply) return drug.name;
  return (
    <>
      {drug.name}
      <span className="block font-normal text-slate-800">{supply}</span>
    </>
  );
}

function DrugRules({ drug, notes }: { drug: DrugCostDetail; notes: string[] }) {
  const tx = useResultsText();
  const restrictions = drugRestrictions(drug, tx);
  if (notes.length === 0) return restrictions;
  const lines = restrictions === tx.t('coverage.noRestrictions') ? notes : [restrictions, ...notes];
  return <Bullets items={lines} className="" />;
}

/** The member's drugs on this plan: yearly cost, days supply, indication-only coverage and excluded drugs. */
export function YourMedicationsTable({ drugs, planYear }: { drugs: DrugCostDetail[]; planYear: number }) {
  const tx = useResultsText();
  const { t, format } = tx;
  const period = costPeriod(tx, useCostStart().startMonth, planYear);
  return (
    <ResponsiveTable
      label={t('medicationsTable.label')}
      caption={period ? t('medicationsTable.captionFor', { period }) : t('medicationsTable.caption')}
      columns={[
        t('medicationsTable.medication'),
        t('medicationsTable.covered'),
        t('medicationsTable.tier'),
        t('medicationsTable.rules'),
        period ? t('medicationsTable.yearlyCostFor', { period }) : t('medicationsTable.yearlyCost'),
      ]}
      minWidthClass="min-w-[40rem]"
      rows={drugs.map((drug) => {
        const notes = drugLineNotes(drug, planYear, tx);
        return {
          key: drug.name,
          header: <DrugName drug={drug} supply={notes.supply} />,
          cells: [
            drug.covered ? t('medicationsTable.yes') : t('medicationsTable.no'),
            drugTier(drug, tx),
            <DrugRules key="rules" drug={drug} notes={notes.rules} />,
            format.money(drug.annualCost),
          ],
        };
      })}
    />
  );
}
