/**
 * The estimate for a plan without Part D files (design.md §6), fills in calendar order:
 *  - monthly: 12 × 30-day (retail); bimonthly: 6 × 60-day, quarterly: 4 × 90-day (mail cost share,
 *    else 2 or 3 × retail copay); yearly: 1 × 30-day. Price = unit price × quantity × units per item
 *    (a 3 mL insulin pen is 3 mL).
 *  - Covered: full price until the deductible (tiers `deductibleTiers`, default 3–5) is met, then the
 *    tier's share, never above the price. Insulin: no deductible, ≤ $35 per month's supply.
 *  - Covered spending reaching $2,100: $0 after; the crossing fill pays up to it.
 *  - Off the formulary or no Rx coverage: full price, not counted.
 *  - ACIP adult vaccine with Rx coverage: $0, covered even off the formulary.
 *  - No formulary on file: tier estimated from the drug type (the reasoning says so).
 *  - Extra Help: no deductible; lesser of the share and its copay; the share counts toward $2,100.
 *  - Cents rounded fill by fill, so a yearly cost is the sum of its fills as shown.
 */
import { priceUnitsPerItem } from '../shared/dosage-units.ts';
import { MONTHS_PER_FILL } from '../shared/quantity-limits.ts';
import { type CostShare, memberPays, parseCostShare, roundCents, roundedMonths } from './cost-share.ts';
import { fillMonths } from './partd-cost.ts';
import { isAcipAdultVaccine, type PlanYearParameters, vaccinesFree } from './plan-year.ts';
import type { CatalogueDrug, DrugCostLine, EnginePlan, FormularyEntry, ProfileMedication } from './types.ts';

/** Tier assumed for a drug type when the plan has no formulary on file. */
export const ESTIMATED_TIER_BY_TYPE: Record<string, number> = {
  Generic: 1,
  Brand: 3,
  Insulin: 3,
  Specialty: 5,
};
/** Default tiers the Rx deductible applies to when the plan does not say. */
export const DEFAULT_DEDUCTIBLE_TIERS = [3, 4, 5];

/** Months one fill supplies: the months between fills, a once-a-year fill being a 30-day supply. */
const monthsSupplyOf = (frequency: ProfileMedication['frequency']) =>
  frequency === 'yearly' ? 1 : MONTHS_PER_FILL[frequency];

/** Days supply of a fill at this frequency (a once-a-year fill is a 30-day supply). */
export const daysSupplyOf = (frequency: ProfileMedication['frequency']) =>
  (monthsSupplyOf(frequency) * 30) as 30 | 60 | 90;

export function deductibleTiers(plan: EnginePlan): number[] {
  const text = plan.prescriptionTiers.deductibleTiers;
  if (!text) return DEFAULT_DEDUCTIBLE_TIERS;
  // "none": the plan's deductible applies to no tier (the plan's own setting, not the default).
  if (/^\s*(none|no tiers?|n\/a)\s*$/i.test(text)) return [];
  const tiers = text
    .split(/[,\s]+/)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1 && n <= 6);
  return tiers.length > 0 ? tiers : DEFAULT_DEDUCTIBLE_TIERS;
}

/** The plan's cost share for a fill of this tier and supply; null when the plan states none. */
export function tierCostShare(plan: EnginePlan, tier: number, monthsSupply: number): CostShare | null {
  const retail = parseCostShare(plan.prescriptionTiers[`tier${tier}Retail`]);
  if (monthsSupply === 1) return retail;
  const mail = parseCostShare(plan.prescriptionTiers[`tier${tier}Mail`]);
  if (mail) return mail;
  return scaleForSupply(retail, monthsSupply);
}

function scaleForSupply(share: CostShare | null, monthsSupply: number): CostShare | null {
  if (!share || share.kind === 'coinsurance') return share;
  return { kind: 'copay', amount: share.amount * monthsSupply };
}

type DrugState = {
  med: ProfileMedication;
  drug: CatalogueDrug | undefined;
  entry: FormularyEntry | null;
  isInsulin: boolean;
  /** Priced $0 as an ACIP-recommended adult vaccine (a plan with Rx coverage). */
  vaccine: boolean;
  months: ReadonlySet<number>;
  pricePerFill: number | null;
  line: DrugCostLine;
};

export type DrugCostResult = {
  lines: DrugCostLine[];
  total: number;
  coveredSpending: number;
  /** Paid at the pharmacy in each month (12 entries; 0 before coverage starts). */
  monthly: number[];
  /** The part of `monthly` for covered drugs, what the payment plan spreads (uncovered ones are paid in full). */
  monthlyPartD: number[];
};

export function computeDrugCosts(
  plan: EnginePlan,
  medications: readonly ProfileMedication[],
  drugs: ReadonlyMap<string, CatalogueDrug>,
  year: PlanYearParameters,
  /** First month of coverage, 0 = January: fills before it are not this plan's. */
  startMonth = 0,
  /** Extra Help's copays per fill; null without it. */
  extraHelp: { generic: number; brand: number } | null = null,
): DrugCostResult {
  const states: DrugState[] = medications.map((med) => {
    const drug = drugs.get(med.name.trim().toLowerCase());
    const type = drug?.medicationType ?? '';
    let entry: FormularyEntry | null = null;
    let tierEstimated = false;
    const vaccine = plan.hasRxCoverage && isAcipAdultVaccine(drug?.genericName) && vaccinesFree(year);
    if (plan.hasRxCoverage && drug) {
      entry = plan.formulary?.get(drug.name.toLowerCase()) ?? null;
      // No formulary: the tier is estimated; ACIP vaccines must be covered, so covered on an estimated tier too.
      if (!plan.formulary || (!entry && vaccine)) {
        const tier = ESTIMATED_TIER_BY_TYPE[type] ?? 3;
        entry = { tier, priorAuthorization: false, quantityLimit: false, stepTherapy: false };
        tierEstimated = true;
      }
    }
    // Insulin and drops are priced per mL: a pen or vial as the mL it holds (shared/dosage-units.ts).
    const pricePerFill =
      drug?.unitPrice == null
        ? null
        : roundCents(
            drug.unitPrice * Math.max(0, med.quantity) * priceUnitsPerItem(med.dosage, drug.medicationType),
          );
    const months = fillMonths(12 / MONTHS_PER_FILL[med.frequency], startMonth);
    return {
      med,
      drug,
      entry,
      isInsulin: type === 'Insulin',
      vaccine,
      months: new Set(months),
      pricePerFill,
      line: {
        name: drug?.name ?? med.name,
        covered: entry !== null,
        tier: entry?.tier ?? null,
        tierEstimated,
        priorAuthorization: entry?.priorAuthorization ?? false,
        quantityLimit: entry?.quantityLimit ?? false,
        stepTherapy: entry?.stepTherapy ?? false,
        fillsPerYear: months.length,
        pricePerFill,
        annualCost: 0,
        annualRetailPrice: pricePerFill === null ? null : roundCents(pricePerFill * months.length),
        standardCostShare: false,
        ...(vaccine ? { vaccine: true } : {}),
      },
    };
  });

  const dedTiers = deductibleTiers(plan);
  const shares = new Map<number, CostShare | null>();
  const shareFor = (tier: number, monthsSupply: number) => {
    const key = tier * 10 + monthsSupply;
    if (!shares.has(key)) shares.set(key, tierCostShare(plan, tier, monthsSupply));
    return shares.get(key) ?? null;
  };
  const insulinShare = parseCostShare(plan.prescriptionTiers.selectInsulin);
  let deductibleLeft = extraHelp
    ? 0
    : Math.max(0, Math.min(plan.rxDeductible, year.maxRxDeductible ?? Number.POSITIVE_INFINITY));
  let coveredSpending = 0;
  let total = 0;
  const monthly = Array.from({ length: 12 }, () => 0);
  const monthlyPartD = Array.from({ length: 12 }, () => 0);

  for (let month = startMonth; month < 12; month++) {
    for (const s of states) {
      const monthsSupply = monthsSupplyOf(s.med.frequency);
      if (!s.months.has(month) || s.pricePerFill === null) continue;
      const price = s.pricePerFill;
      let pay: number;
      if (s.vaccine) {
        pay = 0; // ACIP-recommended adult vaccine: no deductible, no cost sharing
      } else if (!s.entry) {
        pay = price; // not covered: full price, does not count toward the cap
      } else if (coveredSpending >= year.drugOutOfPocketCap) {
        pay = 0;
      } else {
        const share = shareFor(s.entry.tier, monthsSupply);
        if (s.isInsulin) {
          // The plan's select-insulin copay, when it has one, applies instead of the tier's.
          const applied = scaleForSupply(insulinShare, monthsSupply) ?? share;
          const capped = year.insulinMonthlyCap * monthsSupply;
          pay = Math.min(applied ? memberPays(applied, price) : price, capped, price);
        } else {
          let fromDeductible = 0;
          let rest = price;
          if (deductibleLeft > 0 && dedTiers.includes(s.entry.tier)) {
            fromDeductible = Math.min(deductibleLeft, price);
            deductibleLeft = roundCents(deductibleLeft - fromDeductible);
            rest = price - fromDeductible;
          }
          // No cost share listed for the tier: the standard 25 % coinsurance, and the line says so.
          if (!share) s.line.standardCostShare = true;
          const applied = share ?? { kind: 'coinsurance' as const, rate: year.standardCoinsurance };
          pay = fromDeductible + (rest > 0 ? memberPays(applied, rest) : 0);
        }
        // What counts toward the threshold is the plan's cost share, Extra Help's part included.
        const counted = Math.min(roundCents(pay), year.drugOutOfPocketCap - coveredSpending);
        coveredSpending = roundCents(coveredSpending + counted);
        pay = counted;
        if (extraHelp)
          pay = Math.min(pay, s.drug?.medicationType === 'Generic' ? extraHelp.generic : extraHelp.brand);
      }
      s.line.annualCost = roundCents(s.line.annualCost + pay);
      total = roundCents(total + pay);
      monthly[month] = roundCents((monthly[month] ?? 0) + pay);
      if (s.entry) monthlyPartD[month] = roundCents((monthlyPartD[month] ?? 0) + pay);
    }
  }
  for (const s of states) s.line.annualCost = roundCents(s.line.annualCost);
  return {
    lines: states.map((s) => s.line),
    total: roundCents(total),
    coveredSpending: roundCents(coveredSpending),
    monthly: roundedMonths(monthly),
    monthlyPartD: roundedMonths(monthlyPartD),
  };
}
