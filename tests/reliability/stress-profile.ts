/**
 * How hard the reliability checks push (issue 8, items 10–13): the short version inside
 * `npm test`, or the long one under `npm run test:stress` (vitest.stress.config.ts sets
 * CLEARPLAN_STRESS=1). Each figure can be overridden by its own variable, e.g.
 * `CLEARPLAN_SOAK_SECONDS=60 npm run test:stress` for a short soak.
 */
export const STRESS = process.env.CLEARPLAN_STRESS === '1';

/** A positive number from the environment, or the short / stress default. */
export function setting(name: string, short: number, stress: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  if (Number.isFinite(value) && value > 0) return value;
  return STRESS ? stress : short;
}
