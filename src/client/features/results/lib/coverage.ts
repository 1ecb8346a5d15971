/** How a plan treats the member's own drugs and doctors, in words (spec §3 counts, plus detail). */
import type {
  DoctorNetworkDetail,
  DrugCostDetail,
  RecommendationPlan,
} from '../../../../shared/recommendation-contracts';
import type { ResultsText } from './results-text';

export function uncoveredDrugs(plan: Pick<RecommendationPlan, 'drugs'>): string[] {
  return plan.drugs.filter((drug) => !drug.covered).map((drug) => drug.name);
}

export function doctorsNotCounted(plan: Pick<RecommendationPlan, 'doctors'>): DoctorNetworkDetail[] {
  return plan.doctors.filter((doctor) => doctor.matched && !doctor.counted && doctor.notVerified !== true);
}

/** Doctors in our directory whose network status for this plan we cannot verify (ADR 0014). */
export function doctorsNotVerified(plan: Pick<RecommendationPlan, 'doctors'>): DoctorNetworkDetail[] {
  return plan.doctors.filter((doctor) => doctor.notVerified === true);
}

/** Doctors typed by hand, not from our directory: network status unknown. */
export function doctorsUnknown(plan: Pick<RecommendationPlan, 'doctors'>): DoctorNetworkDetail[] {
  return plan.doctors.filter((doctor) => !doctor.matched);
}

function miles(distance: number, { t }: ResultsText): string {
  return t('coverage.miles', { count: distance });
}

/** A doctor in the plan's network counts at any distance (ADR 0012); a far one says how far. */
export function doctorStatus(doctor: DoctorNetworkDetail, tx: ResultsText): string {
  const { t } = tx;
  if (!doctor.matched) return t('coverage.unknownDoctor');
  if (doctor.notVerified) return t('coverage.notVerifiedDoctor');
  if (!doctor.inNetwork) return t('coverage.notInNetwork');
  if (!doctor.withinRadius && doctor.distanceMiles !== null) {
    return t('coverage.inNetworkFar', { distance: miles(doctor.distanceMiles, tx) });
  }
  return t('coverage.inNetwork');
}

export function distanceText(doctor: DoctorNetworkDetail, tx: ResultsText): string {
  return doctor.distanceMiles === null ? tx.t('coverage.unknownDistance') : miles(doctor.distanceMiles, tx);
}

export function drugRestrictions(drug: DrugCostDetail, { t }: ResultsText): string {
  const rules = [
    drug.priorAuthorization ? t('coverage.priorAuthorization') : null,
    drug.quantityLimit ? t('coverage.quantityLimit') : null,
    drug.stepTherapy ? t('coverage.stepTherapy') : null,
  ].filter((rule): rule is string => rule !== null);
  return rules.length > 0 ? rules.join(', ') : t('coverage.noRestrictions');
}

export function drugTier(drug: DrugCostDetail, { t }: ResultsText): string {
  if (!drug.covered || drug.tier === null) return t('coverage.notCovered');
  return drug.tierEstimated
    ? t('coverage.tierEstimated', { tier: drug.tier })
    : t('coverage.tier', { tier: drug.tier });
}
