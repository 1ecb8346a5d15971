/**
 * The choices of the plan filters and form selects: spec §2's fixed lists first, then the values
 * already in the catalogue (GET /api/admin/plans/options) that the fixed lists lack. Values that
 * differ only in letter case are one choice, as the list filters treat them (admin-plans.ts).
 */

import type { AdminPlanOptions } from '../../../../shared/admin-plan-contracts';
import { normalizeCarrier } from '../../../../shared/carriers';
import { normalizePlanType } from '../../../../shared/plan-types';

export type Choice = { value: string; label: string };

/**
 * Spec §2 "Create Plan"'s carriers under the one name each has (shared/carriers.ts), so the form
 * never offers a spelling the server would store as another ("UnitedHealth" is UnitedHealthcare);
 * Kaiser Permanente is stored as "Kaiser".
 */
export const FORM_CARRIERS: readonly Choice[] = [
  { value: 'GlobalHealth', label: 'GlobalHealth' },
  { value: 'Humana', label: 'Humana' },
  { value: normalizeCarrier('UnitedHealth'), label: normalizeCarrier('UnitedHealth') },
  { value: 'Anthem', label: 'Anthem' },
  { value: 'Kaiser', label: 'Kaiser Permanente' },
];
export const FORM_PLAN_TYPES = ['HMO', 'HMO-POS', 'PPO', 'MA-PD', 'SNP'] as const;
/** Spec §9: the list's plan type filter offers HMO, HMO-POS, PPO and MA-PD. */
export const FILTER_PLAN_TYPES = ['HMO', 'HMO-POS', 'PPO', 'MA-PD'] as const;

/** Spec §2 "Plan database table": the table's carrier and plan type options. */
export const TABLE_CARRIERS = ['GlobalHealth', 'Humana', 'Blue Cross Blue Shield', 'CommunityCare'] as const;
export const TABLE_PLAN_TYPES = [
  'HMO',
  'HMO-POS',
  'PPO',
  'MA-PD',
  'HMO CSNP',
  'HMO D-SNP',
  'PPO CSNP',
  'PPO DSNP',
] as const;

export type FilterChoices = { carriers: Choice[]; planTypes: Choice[]; regions: Choice[] };

/**
 * The plan table's filter and select-cell choices: the screen's fixed lists (the table's, or the
 * list's plan types), then the catalogue's values, each spelling under its catalogue name (issue 16).
 */
export function filterChoices(stored: AdminPlanOptions | undefined, editable: boolean): FilterChoices {
  return {
    carriers: mergeChoices(
      editable ? TABLE_CARRIERS : [],
      stored?.carriers.map((name) => normalizeCarrier(name)),
    ),
    planTypes: mergeChoices(
      editable ? TABLE_PLAN_TYPES : FILTER_PLAN_TYPES,
      stored?.planTypes.map(normalizePlanType),
    ),
    regions: mergeChoices([], stored?.regions),
  };
}

const asChoice = (value: string): Choice => ({ value, label: value });

/** The fixed choices, then the extra values not already there (ignoring letter case), in order. */
export function mergeChoices(fixed: readonly (Choice | string)[], extra: readonly string[] = []): Choice[] {
  const choices = fixed.map((c) => (typeof c === 'string' ? asChoice(c) : c));
  const seen = new Set(choices.map((c) => c.value.toLowerCase()));
  for (const value of extra) {
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    choices.push(asChoice(value));
  }
  return choices;
}

/** Makes sure a plan's own value is offered exactly as stored, so the edit form shows it. */
export function withCurrent(choices: Choice[], current: string): Choice[] {
  if (current === '' || choices.some((c) => c.value === current)) return choices;
  return [...choices, asChoice(current)];
}

/** "1 Star", "4.5 Stars". */
export const starsLabel = (rating: number | string) => `${rating} ${Number(rating) === 1 ? 'Star' : 'Stars'}`;

/**
 * The star rating select: 1 to 5 stars; a stored rating with a decimal (4.5) is offered too, so
 * editing such a plan keeps it. `current` is the form's value ("", "unrated" or a number as text).
 */
export function starChoices(current: string): Choice[] {
  const values = ['1', '2', '3', '4', '5'];
  if (/^\d+(\.\d+)?$/.test(current) && !values.includes(current)) values.push(current);
  return values.sort((a, b) => Number(a) - Number(b)).map((value) => ({ value, label: starsLabel(value) }));
}
