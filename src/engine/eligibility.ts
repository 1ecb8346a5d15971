/**
 * Who may join a Special Needs Plan (ADR 0012): D-SNPs serve people with Medicare and Medicaid
 * (in practice also Extra Help in many states' integrated plans), C-SNPs people with a chronic
 * condition the plan serves, I-SNPs people who live in a nursing home or need that level of care.
 * A SNP is offered only to someone whose answers say they may qualify, with its rule shown; no
 * other plan is held back, and no SNP is ranked down for being one.
 *
 * The finder compares Medicare Advantage plans. Stand-alone drug plans (PDP, kept by the Landscape
 * import since issue 18), PACE and Medicare-Medicaid Plans are another road into Medicare with
 * other rules; they are not ranked among Medicare Advantage plans (`comparedInFinder`, the one
 * place that says so). A PDP is the drug part of the Original Medicare road (roads.ts).
 */
import type { ProfileAnswers } from '../shared/profile-answers.ts';
import { type Reason, reason } from '../shared/reasons.ts';

export type SnpKind = 'dual' | 'chronic' | 'institutional' | 'other';

/** The kind of Special Needs Plan a plan type names ("HMO D-SNP", "PPO CSNP"), or null for an open plan. */
export function snpKind(planType: string): SnpKind | null {
  if (!/SNP/i.test(planType)) return null;
  if (/D-?SNP/i.test(planType)) return 'dual';
  if (/C-?SNP/i.test(planType)) return 'chronic';
  if (/I-?SNP/i.test(planType)) return 'institutional';
  return 'other';
}

/** Who may join, as a reason (words in the `reasons` catalogue); null for an open plan. */
export function eligibilityRule(planType: string): Reason | null {
  switch (snpKind(planType)) {
    case 'dual':
      return reason('eligibilityDual');
    case 'chronic':
      return reason('eligibilityChronic');
    case 'institutional':
      return reason('eligibilityInstitutional');
    case 'other':
      return reason('eligibilityOther');
    default:
      return null;
  }
}

/** True when the person may join the plan: every open plan, and a SNP whose rule their answers meet. */
export function mayJoin(planType: string, answers: ProfileAnswers): boolean {
  switch (snpKind(planType)) {
    case null:
      return true;
    case 'dual':
      return answers.medicaidOrExtraHelp;
    case 'chronic':
      return answers.chronicConditions.length > 0;
    case 'institutional':
      return answers.livesInFacility;
    default:
      return answers.medicaidOrExtraHelp || answers.livesInFacility || answers.chronicConditions.length > 0;
  }
}

/**
 * Plan types the finder does not rank among Medicare Advantage plans: stand-alone drug plans
 * ("PDP"), PACE and Medicare-Medicaid Plans ("MMP"), as the Landscape import names them
 * (landscape-columns.ts mapPlanType). Any other type, SNPs included, is compared.
 */
const NOT_COMPARED = /^(pdp|pace|mmp)\b|prescription drug plan/i;

/** True when the finder ranks the plan among Medicare Advantage plans (see the file comment). */
export function comparedInFinder(planType: string): boolean {
  return !NOT_COMPARED.test(planType.trim());
}

/**
 * The finder's eligible plans for a person: Medicare Advantage plans (comparedInFinder) they may
 * join (mayJoin).
 */
export function offeredInFinder(planType: string, answers: ProfileAnswers): boolean {
  return comparedInFinder(planType) && mayJoin(planType, answers);
}
