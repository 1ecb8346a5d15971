/**
 * The Medicare Prescription Payment Plan: a monthly bill spreading Part D costs over the rest of the
 * year (CMS's formula, medicare.gov/prescription-payment-plan/examples):
 *  - opt-in month: lesser of its costs and (threshold − costs paid earlier) ÷ months left (incl. this);
 *  - each later month: (unbilled balance + its new costs) ÷ months left.
 * Bills are in cents; December bills what remains, so the bills add up exactly to the costs.
 */

export type PaymentPlanMonth = {
  /** 0 = January … 11 = December. */
  month: number;
  /** Part D costs incurred at the pharmacy this month. */
  atPharmacy: number;
  bill: number;
};

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * Bills from `startMonth` to December; `monthlyAtPharmacy` is PartDCostResult.monthlyPartD (12 entries);
 * `paidBeforeOptIn` defaults to the sum of the months before `startMonth`.
 */
export function paymentPlanSchedule(
  monthlyAtPharmacy: readonly number[],
  startMonth: number,
  outOfPocketThreshold: number,
  paidBeforeOptIn?: number,
): PaymentPlanMonth[] {
  const first = Math.min(11, Math.max(0, Math.trunc(startMonth)));
  const costs = Array.from({ length: 12 }, (_, m) => toCents(Math.max(0, monthlyAtPharmacy[m] ?? 0)));
  const paidBefore = toCents(
    paidBeforeOptIn ?? monthlyAtPharmacy.slice(0, first).reduce((sum, cost) => sum + Math.max(0, cost), 0),
  );
  const schedule: PaymentPlanMonth[] = [];
  let balance = 0; // cents incurred under the program and not yet billed
  for (let month = first; month < 12; month++) {
    const monthsLeft = 12 - month;
    const incurred = costs[month] ?? 0;
    let bill: number;
    if (month === 11) {
      bill = balance + incurred;
    } else if (month === first) {
      const cap = Math.round(Math.max(0, toCents(outOfPocketThreshold) - paidBefore) / monthsLeft);
      bill = Math.min(incurred, cap);
    } else {
      bill = Math.round((balance + incurred) / monthsLeft);
    }
    balance += incurred - bill;
    schedule.push({ month, atPharmacy: incurred / 100, bill: bill / 100 });
  }
  return schedule;
}
