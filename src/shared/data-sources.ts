/**
 * Where ClearPlan's data came from (docs/data-sources.md): every import records one dataset; the
 * admin Data page lists them and consumer pages say "Plan data from Medicare, updated <date>".
 */
import { z } from 'zod';
import { formatDate } from './format.ts';

export const DATA_SOURCE_LABELS = {
  landscape: 'CMS MA Landscape (plans, premiums, stars)',
  pbp: 'CMS PBP benefits (copays, benefits, drug tiers)',
  partd: 'CMS Part D formulary, pharmacy and pricing files',
  'plan-net': 'Provider networks (payer FHIR directories)',
  rxterms: 'NLM RxTerms (drug names)',
  nppes: 'CMS NPPES NPI registry (doctors)',
  plans: 'Plans (ClearPlan template or sample catalogue)',
  formulary: 'Formulary (CSV)',
  network: 'Provider network (CSV)',
  medigap: 'Medigap rates',
} satisfies Record<string, string>;
export type DataSourceKind = keyof typeof DATA_SOURCE_LABELS;
export const DATA_SOURCE_KINDS = Object.keys(DATA_SOURCE_LABELS) as [DataSourceKind, ...DataSourceKind[]];

/** Medicare's own plan files: only these let consumer pages say "Plan data from Medicare". */
export const MEDICARE_PLAN_DATA_KINDS = [
  'landscape',
  'pbp',
  'partd',
  'plan-net',
] as const satisfies readonly DataSourceKind[];

export const dataSourceSchema = z.strictObject({
  id: z.number().int(),
  kind: z.enum(DATA_SOURCE_KINDS),
  /** Null for data that belongs to no plan year (drug names, doctors). */
  planYear: z.number().int().nullable(),
  sourceName: z.string(),
  /** The publisher's release ("2026 Q4", "October 2025"); null when unknown. */
  releaseLabel: z.string().nullable(),
  /** Release date (YYYY-MM-DD or YYYY-MM); null when unknown. */
  releaseDate: z.string().nullable(),
  /** Built by ClearPlan's sample generator, not published by CMS or NLM. */
  sample: z.boolean(),
  rows: z.number().int(),
  importedAt: z.string(),
  importJobId: z.number().int().nullable(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;

/** The last `npm run data:update`'s report of what changed in the plans (docs/data-sources.md). */
export const dataUpdateReportSchema = z.strictObject({
  ranAt: z.string(),
  planYear: z.number().int(),
  state: z.string(),
  lines: z.array(z.string()),
});
export type DataUpdateReport = z.infer<typeof dataUpdateReportSchema>;

/** GET /api/admin/data-sources: every dataset, newest first, and the last data update's report. */
export const dataSourcesResponseSchema = z.strictObject({
  sources: z.array(dataSourceSchema),
  lastUpdate: dataUpdateReportSchema.nullable(),
});
export type DataSourcesResponse = z.infer<typeof dataSourcesResponseSchema>;

/** What the consumer pages say about one plan year's data. */
export const planDataSchema = z.strictObject({
  planYear: z.number().int(),
  /** Import day (YYYY-MM-DD) of the newest Medicare file for the year; null when none is Medicare's. */
  medicareUpdatedOn: z.string().nullable(),
  /** Some of the year's active plans are ClearPlan's sample plans. */
  samplePlans: z.boolean(),
});
export type PlanData = z.infer<typeof planDataSchema>;

/** English month names (for file names such as "November_2026"). */
const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, i, 1))),
);

/**
 * The release a CMS or NLM file name tells: "CY2027_Landscape_202510" → October 2025, "RxTerms202611",
 * "NPPES_…_November_2026" → November 2026, "PPUF_2026Q4" → 2026 Q4, "…_20261015" → October 15, 2026.
 */
export function releaseOfFileName(name: string): { label: string; date: string | null } | null {
  const base = name.replace(/^.*[\\/]/, '').replace(/\.(zip|csv|txt|ndjson)$/i, '');
  const day = /(?<!\d)(20\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?!\d)/.exec(base);
  if (day) {
    const date = `${day[1]}-${day[2]}-${day[3]}`;
    return { label: formatDate(date), date };
  }
  const quarter = /(?<!\d)(20\d\d)[ _-]?Q([1-4])(?!\d)/i.exec(base);
  if (quarter) return { label: `${quarter[1]} Q${quarter[2]}`, date: null };
  const month = /(?<!\d)(20\d\d)(0[1-9]|1[0-2])(?!\d)/.exec(base);
  if (month) {
    const m = Number(month[2]);
    return { label: `${MONTHS[m - 1]} ${month[1]}`, date: `${month[1]}-${month[2]}` };
  }
  const named = new RegExp(`(${MONTHS.join('|')})[ _-]?(20\\d\\d)(?!\\d)`, 'i').exec(base);
  if (named) {
    const m = MONTHS.findIndex((x) => x.toLowerCase() === named[1]?.toLowerCase()) + 1;
    return {
      label: `${MONTHS[m - 1]} ${named[2]}`,
      date: `${named[2]}-${String(m).padStart(2, '0')}`,
    };
  }
  return null;
}
