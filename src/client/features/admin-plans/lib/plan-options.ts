/**
 * The carriers, plan types and star ratings every plan screen offers, under the catalogue's
 * spelling, so no screen offers a spelling the server would store as another.
 */
import type { AdminPlanOptions } from '../../../../shared/admin-plan-contracts';
import { normalizeCarrier } from '../../../../shared/carriers';
import { planTypeChoices } from '../../../../shared/plan-types';

export type Choice = { value: string; label: string };
export type PlanChoices = { carriers: Choice[]; planTypes: Choice[]; regions: Choice[] };

const asChoice = (value: string): Choice => ({ value, label: value });

/** Once each ignoring letter case, as the server's list filters do. */
function uniqueChoices(values: readonly string[]): Choice[] {
  const seen = new Set<string>();
  return values.filter((v) => !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase())).map(asChoice);
}

/** Carriers and regions are empty until the options load. */
export function planChoices(stored: AdminPlanOptions | undefined): PlanChoices {
  return {
    carriers: uniqueChoices((stored?.carriers ?? []).map((name) => normalizeCarrier(name))),
    planTypes: uniqueChoices(planTypeChoices(stored?.planTypes ?? [])),
    regions: uniqueChoices(stored?.regions ?? []),
  };
}

/** Makes sure a plan's own value is offered exactly as stored, so an edit never loses it. */
export function withCurrent(choices: readonly Choice[], current: string): Choice[] {
  if (current === '' || choices.some((c) => c.value === current)) return [...choices];
  return [...choices, asChoice(current)];
}

export const starsLabel = (rating: number | string) => `${rating} ${Number(rating) === 1 ? 'Star' : 'Stars'}`;

/** 1 to 5 in half steps, plus a stored rating between them (4.3) so editing keeps it. */
export function starChoices(current: string): Choice[] {
  const values = ['1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5'];
  if (/^\d+(\.\d+)?$/.test(current) && !values.includes(current)) values.push(current);
  return values.sort((a, b) => Number(a) - Number(b)).map((value) => ({ value, label: starsLabel(value) }));
}

/** The plan forms' lists: "Select a …" first, the plan's own value kept; `rating` heads the stars. */
export function fieldOptions(
  stored: AdminPlanOptions | undefined,
  loaded: { carrier: string; planType: string; starRating: string },
  rating: Choice,
) {
  const choices = planChoices(stored);
  return {
    carrier: [{ value: '', label: 'Select a carrier' }, ...withCurrent(choices.carriers, loaded.carrier)],
    planType: [
      { value: '', label: 'Select a plan type' },
      ...withCurrent(choices.planTypes, loaded.planType),
    ],
    starRating: [rating, ...starChoices(loaded.starRating)],
  };
}
