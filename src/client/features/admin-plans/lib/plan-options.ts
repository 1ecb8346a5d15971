/**
 * One list each of carriers, plan types and star ratings for every plan screen (issue 38): the
 * list's and the table's filters, the table's select cells, and the create, edit and advanced
 * forms offer the same choices. Carriers are the server's (GET /api/admin/plans/options: the list
 * admins keep on the Carriers screen, plus any name plans use); plan types are the catalogue's known
 * types plus any other the data holds (shared/plan-types.ts); both under the catalogue's spelling,
 * so no screen offers a spelling the server would store as another.
 */

import type { AdminPlanOptions } from '../../../../shared/admin-plan-contracts';
import { normalizeCarrier } from '../../../../shared/carriers';
import { planTypeChoices } from '../../../../shared/plan-types';

export type Choice = { value: string; label: string };
export type PlanChoices = { carriers: Choice[]; planTypes: Choice[]; regions: Choice[] };

const asChoice = (value: string): Choice => ({ value, label: value });

/** The values in order, once each ignoring letter case (the list filters treat case so, admin-plans.ts). */
function uniqueChoices(values: readonly string[]): Choice[] {
  const seen = new Set<string>();
  return values.filter((v) => !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase())).map(asChoice);
}

/** The choices of every plan screen, from the server's options (carriers and regions empty until loaded). */
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

/** "1 Star", "4.5 Stars". */
export const starsLabel = (rating: number | string) => `${rating} ${Number(rating) === 1 ? 'Star' : 'Stars'}`;

/**
 * The star rating choices: 1 to 5 in half steps (the catalogue has 3.5 and 4.5 star plans; the
 * server takes 1-5 with one decimal), and a stored rating between them (4.3) too, so editing such a
 * plan keeps it. `current` is the form's value ("", "unrated" or a number as text).
 */
export function starChoices(current: string): Choice[] {
  const values = ['1', '1.5', '2', '2.5', '3', '3.5', '4', '4.5', '5'];
  if (/^\d+(\.\d+)?$/.test(current) && !values.includes(current)) values.push(current);
  return values.sort((a, b) => Number(a) - Number(b)).map((value) => ({ value, label: starsLabel(value) }));
}
