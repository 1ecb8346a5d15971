/** How a plan treats the member's own drugs and doctors, in words (spec §3 counts, plus detail). */
import type {
  DoctorNetworkDetail,
  DrugCostDetail,
  RecommendationPlan,
} from '../../../../shared/recommendation-contracts';

export function uncoveredDrugs(plan: Pick<RecommendationPlan, 'drugs'>): string[] {
  return plan.drugs.filter((drug) => !drug.covered).map((drug) => drug.name);
}

/** Doctors in our directory that this plan's network does not have. */
export function doctorsNotCounted(plan: Pick<RecommendationPlan, 'doctors'>): DoctorNetworkDetail[] {
  return plan.doctors.filter((doctor) => doctor.matched && !doctor.counted && doctor.notVerified !== true);
}

/** Doctors in our directory whose network status for this plan we cannot verify (ADR 0014). */
export function doctorsNotVerified(plan: Pick<RecommendationPlan, 'doctors'>): DoctorNetworkDetail[] {
  return plan.doctors.filter((doctor) => doctor.notVerified === true);
}

export const NOT_VERIFIED_DOCTOR_STATUS = 'Not verified for this plan: call the plan';

/** Doctors typed by hand, not picked from our directory: their network status is unknown. */
export function doctorsUnknown(plan: Pick<RecommendationPlan, 'doctors'>): DoctorNetworkDetail[] {
  return plan.doctors.filter((doctor) => !doctor.matched);
}

export const UNKNOWN_DOCTOR_STATUS = 'Not in our directory: network status unknown, ask the plan';

function miles(distance: number): string {
  return `${distance} ${distance === 1 ? 'mile' : 'miles'}`;
}

/** A doctor in the plan's network counts at any distance (ADR 0012); a far one says how far. */
export function doctorStatus(doctor: DoctorNetworkDetail): string {
  if (!doctor.matched) return UNKNOWN_DOCTOR_STATUS;
  if (doctor.notVerified) return NOT_VERIFIED_DOCTOR_STATUS;
  if (!doctor.inNetwork) return 'Not in network';
  if (!doctor.withinRadius && doctor.distanceMiles !== null) {
    return `In network, ${miles(doctor.distanceMiles)} away (farther than your search radius)`;
  }
  return 'In network';
}

export function distanceText(doctor: DoctorNetworkDetail): string {
  return doctor.distanceMiles === null ? 'Unknown' : miles(doctor.distanceMiles);
}

/** Coverage rules that can make a drug harder to get: "Prior authorization, Quantity limit". */
export function drugRestrictions(drug: DrugCostDetail): string {
  const rules = [
    drug.priorAuthorization ? 'Prior authorization' : null,
    drug.quantityLimit ? 'Quantity limit' : null,
    drug.stepTherapy ? 'Step therapy' : null,
  ].filter((rule): rule is string => rule !== null);
  return rules.length > 0 ? rules.join(', ') : 'None';
}

export function drugTier(drug: DrugCostDetail): string {
  if (!drug.covered || drug.tier === null) return 'Not covered';
  return drug.tierEstimated ? `Tier ${drug.tier} (estimated)` : `Tier ${drug.tier}`;
}
