import type { DataSource } from '../../../../shared/data-sources';

/** The filter's value for every dataset. */
export const ALL_YEARS = 'all';

/** The plan years the datasets belong to, newest first (the filter's choices after "All years"). */
export function planYearsOf(sources: readonly DataSource[]): number[] {
  const years = new Set<number>();
  for (const source of sources) if (source.planYear !== null) years.add(source.planYear);
  return [...years].sort((a, b) => b - a);
}

/**
 * The datasets behind one plan year: the year's own, and those that belong to no year (drug names,
 * doctors), which every year uses. `ALL_YEARS` keeps every dataset. The order is kept (newest first).
 */
export function sourcesForYear(sources: readonly DataSource[], year: string): DataSource[] {
  if (year === ALL_YEARS) return [...sources];
  const wanted = Number(year);
  return sources.filter((source) => source.planYear === null || source.planYear === wanted);
}

/** The filter's status line: "Showing all 12 datasets", "Showing 5 of 12 datasets", "Showing 1 dataset". */
export function shownText(shown: number, total: number): string {
  if (shown === total) return total === 1 ? 'Showing 1 dataset' : `Showing all ${total} datasets`;
  return `Showing ${shown} of ${total} ${total === 1 ? 'dataset' : 'datasets'}`;
}
