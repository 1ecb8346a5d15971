/**
 * The one plan ID rule, in every door: CMS's contract (H, R, S or E and four digits), a hyphen, the
 * three-digit plan, and a non-zero segment without its zeros ("H1234-001", "H1234-001-1";
 * docs/import-cms-landscape.md).
 */
import enCommon from './i18n/locales/en/common.json';

/** A contract ID: H (MA), R (regional PPO), S (PDP) or E (employer) and four digits. */
export const CONTRACT_ID = /^[HRSE]\d{4}$/;
export const PLAN_ID = /^([HRSE]\d{4})-(\d{3})(?:-(\d{1,3}))?$/;
/** The refusal naming the form (Spanish: `planIdForm` in locales/es/common.json). */
export const PLAN_ID_FORM_MESSAGE: string = enCommon.planIdForm;
export const CONTRACT_ID_MESSAGE = 'Contract ID must be H, R, S or E and four digits (e.g. H1234)';

export function isPlanId(text: string): boolean {
  return PLAN_ID.test(text);
}

/** The parts of a plan ID, or null for text that is not one. */
export function planIdParts(text: string): { contract: string; plan: string; segment: number } | null {
  const match = PLAN_ID.exec(text);
  if (!match) return null;
  return { contract: match[1] ?? '', plan: match[2] ?? '', segment: Number(match[3] ?? '0') };
}

/** CMS's contract, plan and segment ("H1234", "1", "000") as ClearPlan's plan ID ("H1234-001"). */
export function planIdOf(contract: string, plan: string, segment: string): string {
  const segmentNumber = Number(segment || '0');
  return `${contract}-${plan.padStart(3, '0')}${segmentNumber === 0 ? '' : `-${segmentNumber}`}`;
}
