import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import {
  doctorStatus,
  doctorsNotCounted,
  doctorsNotVerified,
  doctorsUnknown,
  uncoveredDrugs,
} from '../lib/coverage';
import { useResultsText } from '../lib/results-text';

function CoverageLine({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <p className="flex items-start gap-2 font-semibold">
      <Icon
        aria-hidden="true"
        className={`mt-1 size-5 shrink-0 ${ok ? 'text-green-800' : 'text-amber-800'}`}
      />
      <span>{children}</span>
    </p>
  );
}

/** "Medications covered: 1 of 2", naming what is not covered; the same for doctors. */
export function PlanCardCoverage({ plan }: { plan: RecommendationPlan }) {
  const tx = useResultsText();
  const { t } = tx;
  const missingDrugs = uncoveredDrugs(plan);
  const missingDoctors = doctorsNotCounted(plan);
  const unknownDoctors = doctorsUnknown(plan);
  const unverifiedDoctors = doctorsNotVerified(plan);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        {plan.totalMedications === 0 ? (
          <CoverageLine ok>{t('planCard.medicationsNone')}</CoverageLine>
        ) : (
          <CoverageLine ok={plan.medicationsCovered === plan.totalMedications}>
            {t('planCard.medicationsCovered', {
              covered: plan.medicationsCovered,
              total: plan.totalMedications,
            })}
          </CoverageLine>
        )}
        {missingDrugs.length > 0 ? (
          <>
            <p className="mt-1 ml-7">{t('planCard.notCovered')}</p>
            <ul className="ml-7 list-disc pl-6">
              {missingDrugs.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div>
        {plan.totalDoctors === 0 && unknownDoctors.length === 0 ? (
          <CoverageLine ok>{t('planCard.doctorsNone')}</CoverageLine>
        ) : null}
        {plan.totalDoctors > 0 ? (
          <CoverageLine ok={plan.doctorsInNetwork === plan.totalDoctors}>
            {t('planCard.doctorsInNetwork', { inNetwork: plan.doctorsInNetwork, total: plan.totalDoctors })}
          </CoverageLine>
        ) : null}
        {missingDoctors.length > 0 ? (
          <>
            <p className="mt-1 ml-7">{t('planCard.notCounted')}</p>
            <ul className="ml-7 list-disc pl-6">
              {missingDoctors.map((doctor) => (
                <li key={`${doctor.name}-${doctor.specialty}`}>
                  {doctor.name}: {doctorStatus(doctor, tx).toLowerCase()}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {unverifiedDoctors.length > 0 ? (
          <>
            <CoverageLine ok={false}>
              {t('planCard.notVerified', { count: unverifiedDoctors.length })}
            </CoverageLine>
            <ul className="ml-7 list-disc pl-6">
              {unverifiedDoctors.map((doctor) => (
                <li key={`${doctor.name}-${doctor.specialty}`}>
                  {t('planCard.callToCheck', { name: doctor.name })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {unknownDoctors.length > 0 ? (
          <>
            <CoverageLine ok={false}>
              {t('planCard.statusUnknown', { count: unknownDoctors.length })}
            </CoverageLine>
            <ul className="ml-7 list-disc pl-6">
              {unknownDoctors.map((doctor) => (
                <li key={`${doctor.name}-${doctor.specialty}`}>
                  {t('planCard.askThePlan', { name: doctor.name })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
