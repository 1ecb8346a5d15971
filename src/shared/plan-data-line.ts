// The consumer pages' data line, apart from data-sources.ts's schemas so the first load skips them.
import type { PlanData } from './data-sources.ts';
import { formatDate } from './format.ts';

/** The line the pages show, or null: never "from Medicare" without a Medicare file behind it. */
export function planDataLine(data: PlanData): string | null {
  const sample = `Plans marked "Sample data" are examples for demonstration, not real plans.`;
  if (data.medicareUpdatedOn)
    return `${data.planYear} plan data from Medicare, updated ${formatDate(data.medicareUpdatedOn)}.${
      data.samplePlans ? ` ${sample}` : ''
    }`;
  if (data.samplePlans)
    return `${data.planYear} plans shown here are sample data for demonstration, not real Medicare plans or prices.`;
  return null;
}
