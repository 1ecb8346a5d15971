/**
 * The observability view's scoring categories (spec §2 "Scoring categories"), taken from the plan
 * fields (shared/plan-fields.ts). Score breakdown keys are `{fieldName}Points`; keys outside every
 * category are the personal-factor bonuses (shown as "Bonuses").
 */
import { SCORE_CATEGORIES, type ScoreCategoryName } from './plan-fields.ts';

/** Personal-factor bonus keys (not plan fields). */
export const BONUS_KEYS = [
  'yearlyCostPoints',
  'medicationCoveragePoints',
  'doctorNetworkPoints',
  'snpEligibilityPoints',
] as const;

/** The category a breakdown key belongs to, or null for a bonus key. */
export function categoryOfKey(key: string): ScoreCategoryName | null {
  const field = key.endsWith('Points') ? key.slice(0, -'Points'.length) : key;
  for (const [category, fields] of Object.entries(SCORE_CATEGORIES) as [
    ScoreCategoryName,
    readonly string[],
  ][]) {
    if (fields.includes(field)) return category;
  }
  return null;
}
