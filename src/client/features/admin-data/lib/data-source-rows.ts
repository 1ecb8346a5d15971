import type { DataSource } from '../../../../shared/data-sources';

export const ALL_YEARS = 'all';

/** Newest first (the filter's choices after "All years"). */
export function planYearsOf(sources: readonly DataSource[]): number[] {
  const years = new Set<number>();
  for (const source of sources) if (source.planYear !== null) years.add(source.planYear);
  return [...years].sort((a, b) => b - a);
}

/** A year's own datasets plus those of no year (drug names, doctors), order kept; `ALL_YEARS` keeps all. */
export function sourcesForYear(sources: readonly DataSource[], year: string): DataSource[] {
  if (year === ALL_YEARS) return [...sources];
  const wanted = Number(year);
  return sources.filter((source) => source.planYear === null || source.planYear === wanted);
}

/** "Showing all 12 datasets", "Showing 5 of 12 datasets", "Showing 1 dataset". */
export function shownText(shown: number, total: number): string {
  if (shown === total) return total === 1 ? 'Showing 1 dataset' : `Showing all ${total} datasets`;
  return `Showing ${shown} of ${total} ${total === 1 ? 'dataset' : 'datasets'}`;
}
