/**
 * The Medicare Prescription Payment Plan: instead of paying the pharmacy, the member gets a monthly
 * bill that spreads their Part D costs over the rest of the calendar year. CMS's formula (every plan
 * uses the same one; medicare.gov/prescription-payment-plan/examples):
 *  - first month (the month of opting in): the lesser of that month's costs and the maximum monthly
 *    cap, (out-of-pocket threshold − costs paid earlier in the year) ÷ months left in the year
 *    (including this one);
 *  - each later month: (the balance not yet billed + that month's new costs) ÷ months left.
 * Bills are in cents, the balance carried is what the rounded bills left, and December bills all
 * that remains, so the bills add up exactly to the costs incurred from the month of opting in.
 */

export type PaymentPlanMonth = {
  /** 0 = January … 11 = December. */
  month: number;
  /** The Part D costs incurred at the pharmacy this month (what the member would have paid there). */
  atPharmacy: number;
  /** The plan's bill for this month. */
  bill: number;
};

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The monthly bills from opting in at `startMonth` to December. `monthlyAtPharmacy` has 12 entries,
 * the Part D costs of each calendar month (PartDCostResult.monthlyPartD); `paidBeforeOptIn` defaults
 * to what those entries before `startMonth` add up to.
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
