/**
 * A plan's score breakdown grouped the way the observability view shows it (spec §2 "Scoring
 * categories"): one group per category with its signed sum and each field's points next to the
 * field's raw value, then the "Bonuses" total of every key outside the categories (the
 * personal-factor points: yearly cost, medications, doctors, SNP eligibility).
 */
import { UNRATED_STAR_SCORE } from '../../../../shared/constants';
import { SCORE_CATEGORIES, type ScoreCategoryName } from '../../../../shared/plan-fields';
import type { ScoringAnalysisPlan } from '../../../../shared/scoring-analysis-contracts';
import { categoryOfKey } from '../../../../shared/scoring-categories';

export type FieldPoints = { field: string; points: number; raw: string };
export type PointsGroup = { name: string; total: number; fields: FieldPoints[] };

export const BONUSES = 'Bonuses';
export const UNRATED_STARS_TEXT = `NULL→${UNRATED_STAR_SCORE}`;
const RAW_TEXT_MAX = 80;

type RawData = ScoringAnalysisPlan['rawData'];

/** Where each category's raw values live in the plan. */
const rawSource: Record<ScoreCategoryName, (raw: RawData) => Readonly<Record<string, unknown>>> = {
  'Basic Plan Fields': (raw) => raw,
  'Copay Structure': (raw) => raw.copayStructure,
  'Additional Benefits': (raw) => raw.benefits,
  'Prescription Drug Tiers': (raw) => raw.prescriptionTiers,
};

/** Points rounded to cents of a point, so sums of many fields print cleanly (and -0 is 0). */
export const roundPoints = (points: number) => Math.round(points * 100) / 100 || 0;

/** "+2.50", "−1.25" or "0.00": the sign is written out, never left to colour. */
export function signedPoints(points: number): string {
  const rounded = roundPoints(points);
  if (rounded > 0) return `+${rounded.toFixed(2)}`;
  if (rounded < 0) return `−${Math.abs(rounded).toFixed(2)}`;
  return '0.00';
}

export type PointsTone = 'positive' | 'negative' | 'zero';

export function pointsTone(points: number): PointsTone {
  const rounded = roundPoints(points);
  return rounded > 0 ? 'positive' : rounded < 0 ? 'negative' : 'zero';
}

/** A raw value as text: NULL for nothing (an unrated plan's stars read "NULL→3.5"), Yes/No for flags. */
export function rawValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '')
    return field === 'starRating' ? UNRATED_STARS_TEXT : 'NULL';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  return text.length > RAW_TEXT_MAX ? `${text.slice(0, RAW_TEXT_MAX - 1)}…` : text;
}

const sum = (values: readonly number[]) => roundPoints(values.reduce((a, b) => a + b, 0));

/** The four categories in the spec's order (every field listed, 0 where it earned nothing), then Bonuses. */
export function groupBreakdown(plan: Pick<ScoringAnalysisPlan, 'rawData' | 'scoreBreakdown'>): PointsGroup[] {
  const { rawData, scoreBreakdown } = plan;
  const groups: PointsGroup[] = (Object.keys(SCORE_CATEGORIES) as ScoreCategoryName[]).map((name) => {
    const source = rawSource[name](rawData);
    const fields = SCORE_CATEGORIES[name].map((field) => ({
      field,
      points: scoreBreakdown[`${field}Points`] ?? 0,
      raw: rawValueText(field, source[field]),
    }));
    return { name, total: sum(fields.map((f) => f.points)), fields };
  });
  const bonuses = Object.entries(scoreBreakdown)
    .filter(([key]) => categoryOfKey(key) === null)
    .map(([key, points]) => ({ field: key, points, raw: '' }));
  groups.push({ name: BONUSES, total: sum(bonuses.map((b) => b.points)), fields: bonuses });
  return groups;
}

/**
 * The positions holding the highest value, for the comparison's "Best" and "Highest" marks.
 * None when every plan has the same value: a mark on all of them would say nothing.
 */
export function bestIndexes(values: readonly number[]): Set<number> {
  const rounded = values.map(roundPoints);
  const max = Math.max(...rounded);
  if (rounded.length < 2 || rounded.every((v) => v === max)) return new Set();
  return new Set(rounded.flatMap((v, i) => (v === max ? [i] : [])));
}
