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
  const missingDrugs = uncoveredDrugs(plan);
  const missingDoctors = doctorsNotCounted(plan);
  const unknownDoctors = doctorsUnknown(plan);
  const unverifiedDoctors = doctorsNotVerified(plan);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        {plan.totalMedications === 0 ? (
          <CoverageLine ok>Medications: none listed</CoverageLine>
        ) : (
          <CoverageLine ok={plan.medicationsCovered === plan.totalMedications}>
            Medications covered: {plan.medicationsCovered} of {plan.totalMedications}
          </CoverageLine>
        )}
        {missingDrugs.length > 0 ? (
          <>
            <p className="mt-1 ml-7">Not covered:</p>
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
          <CoverageLine ok>Doctors: none listed</CoverageLine>
        ) : null}
        {plan.totalDoctors > 0 ? (
          <CoverageLine ok={plan.doctorsInNetwork === plan.totalDoctors}>
            Doctors in network: {plan.doctorsInNetwork} of {plan.totalDoctors}
          </CoverageLine>
        ) : null}
        {missingDoctors.length > 0 ? (
          <>
            <p className="mt-1 ml-7">Not counted as in network:</p>
            <ul className="ml-7 list-disc pl-6">
              {missingDoctors.map((doctor) => (
                <li key={`${doctor.name}-${doctor.specialty}`}>
                  {doctor.name}: {doctorStatus(doctor).toLowerCase()}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {unverifiedDoctors.length > 0 ? (
          <>
            <CoverageLine ok={false}>
              Not verified for this plan:{' '}
              {unverifiedDoctors.length === 1 ? '1 doctor' : `${unverifiedDoctors.length} doctors`}
            </CoverageLine>
            <ul className="ml-7 list-disc pl-6">
              {unverifiedDoctors.map((doctor) => (
                <li key={`${doctor.name}-${doctor.specialty}`}>{doctor.name}: call the plan to check</li>
              ))}
            </ul>
          </>
        ) : null}
        {unknownDoctors.length > 0 ? (
          <>
            <CoverageLine ok={false}>
              Network status unknown:{' '}
              {unknownDoctors.length === 1 ? '1 doctor' : `${unknownDoctors.length} doctors`} not in our
              directory
            </CoverageLine>
            <ul className="ml-7 list-disc pl-6">
              {unknownDoctors.map((doctor) => (
                <li key={`${doctor.name}-${doctor.specialty}`}>{doctor.name}: ask the plan</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}
