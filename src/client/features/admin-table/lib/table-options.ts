/**
 * The carrier and plan type choices of the table's filters and select cells (spec §2 "Plan
 * database table"): the spec's lists merged with the values the catalogue already holds, so a
 * plan whose carrier is not on the spec's list still shows and keeps its value.
 */
import type { AdminPlanOptions } from '../../../../shared/admin-plan-contracts';

export const SPEC_CARRIERS = ['GlobalHealth', 'Humana', 'Blue Cross Blue Shield', 'CommunityCare'] as const;
export const SPEC_PLAN_TYPES = [
  'HMO',
  'HMO-POS',
  'PPO',
  'MA-PD',
  'HMO CSNP',
  'HMO D-SNP',
  'PPO CSNP',
  'PPO DSNP',
] as const;

export type TableOptions = { carriers: string[]; planTypes: string[] };

/** The spec's values first, in the spec's order, then any others from the catalogue, sorted. */
export function mergeOptions(spec: readonly string[], stored: readonly string[] = []): string[] {
  const known = new Set(spec);
  const extra = [...new Set(stored.map((v) => v.trim()).filter((v) => v !== '' && !known.has(v)))];
  return [...spec, ...extra.sort((a, b) => a.localeCompare(b, 'en'))];
}

export function tableOptions(stored?: AdminPlanOptions | null): TableOptions {
  return {
    carriers: mergeOptions(SPEC_CARRIERS, stored?.carriers),
    planTypes: mergeOptions(SPEC_PLAN_TYPES, stored?.planTypes),
  };
}

/** The options with `current` added when the plan holds a value outside them (never lose a value). */
export function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current === '' || options.includes(current) ? options : [current, ...options];
}
