/**
 * Who may join a SNP (ADR 0012): D-SNP Medicare + Medicaid (often Extra Help too), C-SNP a chronic
 * condition it serves, I-SNP nursing-home level of care. Offered only when the answers say so, never
 * ranked down. PDP, PACE and MMP plans are not ranked with MA plans (`comparedInFinder`); a PDP is
 * the drug part of the Original Medicare road (roads.ts).
 */
import type { ProfileAnswers } from '../shared/profile-answers.ts';
import { type Reason, type ReasonKey, reason } from '../shared/reasons.ts';

export type SnpKind = 'dual' | 'chronic' | 'institutional' | 'other';

/** The kind of Special Needs Plan a plan type names ("HMO D-SNP", "PPO CSNP"), or null for an open plan. */
export function snpKind(planType: string): SnpKind | null {
  if (!/SNP/i.test(planType)) return null;
  if (/D-?SNP/i.test(planType)) return 'dual';
  if (/C-?SNP/i.test(planType)) return 'chronic';
  if (/I-?SNP/i.test(planType)) return 'institutional';
  return 'other';
}

/** Each kind's rule (words in the `reasons` catalogue) and whether the person's answers meet it. */
const SNP_RULES = {
  dual: { rule: 'eligibilityDual', met: (a) => a.medicaidOrExtraHelp },
  chronic: { rule: 'eligibilityChronic', met: (a) => a.chronicConditions.length > 0 },
  institutional: { rule: 'eligibilityInstitutional', met: (a) => a.livesInFacility },
  other: {
    rule: 'eligibilityOther',
    met: (a) => a.medicaidOrExtraHelp || a.livesInFacility || a.chronicConditions.length > 0,
  },
} as const satisfies Record<SnpKind, { rule: ReasonKey; met: (answers: ProfileAnswers) => boolean }>;

/** Who may join, as a reason; null for an open plan. */
export function eligibilityRule(planType: string): Reason | null {
  const kind = snpKind(planType);
  return kind ? reason(SNP_RULES[kind].rule) : null;
}

/** True when the person may join the plan: every open plan, and a SNP whose rule their answers meet. */
export function mayJoin(planType: string, answers: ProfileAnswers): boolean {
  const kind = snpKind(planType);
  return kind === null || SNP_RULES[kind].met(answers);
}

/** Plan types not ranked with MA plans (Landscape names, landscape-columns.ts mapPlanType). */
const NOT_COMPARED = /^(pdp|pace|mmp)\b|prescription drug plan/i;

export function comparedInFinder(planType: string): boolean {
  return !NOT_COMPARED.test(planType.trim());
}

/** The finder's eligible plans: MA plans (comparedInFinder) the person may join (mayJoin). */
export function offeredInFinder(planType: string, answers: ProfileAnswers): boolean {
  return comparedInFinder(planType) && mayJoin(planType, answers);
}
