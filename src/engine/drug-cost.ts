/**
 * A year of prescription fills under one plan, with plan year 2026 Part D rules (design.md §6,
 * the engine issue). Fills are processed in calendar order:
 *  - monthly: 12 fills of a 30-day supply (retail cost share); bimonthly: 6 fills of a 60-day
 *    supply (mail-order cost share when the plan has one, else 2 × the retail copay); quarterly: 4 fills of a 90-day
 *    supply (mail-order cost share when the plan has one, else 3 × the retail copay); yearly: 1 fill
 *    of a 30-day supply. Price per fill = catalogue unit price × quantity × the price units one
 *    counted item holds (a 3 mL insulin pen is 3 mL; a tablet or non-insulin pen is 1).
 *  - Covered drug: while the Rx deductible is not met (tiers in `deductibleTiers`, default 3–5)
 *    the member pays the full price; the fill that meets it pays the rest of the deductible plus
 *    the cost share on what remains. After it: the tier's copay or coinsurance, never more than
 *    the price. Insulin: no deductible, never more than $35 per month's supply.
 *  - Once the member's spending on covered drugs reaches $2,100, covered drugs cost $0 for the
 *    rest of the year; the fill that crosses pays only up to $2,100.
 *  - Not on the formulary, or no Rx coverage: full price every fill, not counted toward $2,100.
 *  - An ACIP-recommended adult vaccine (plan-year.ts isAcipAdultVaccine) on a plan with Rx
 *    coverage: $0 every fill, on any tier, and covered when the formulary does not list it (Part D
 *    plans must cover them); nothing counts toward the deductible or $2,100. A plan without Rx
 *    coverage does not cover it (full price, as any drug).
 *  - No formulary on file: the tier is estimated from the drug type (and the reasoning says so).
 *  - Coverage from `startMonth`: only the fills from then on. Extra Help: no deductible, and each
 *    covered fill costs the lesser of its cost share and Extra Help's copay (generic or brand);
 *    the cost share counts toward $2,100 (Extra Help's payments count, as Medicare counts them).
 *  - Cents fill by fill: the price per fill is rounded to the cent (the price a line shows), then
 *    each fill's payment, so a drug's yearly cost is the sum of its fills as shown (issue 36).
 */
import { priceUnitsPerItem } from '../shared/dosage-units.ts';
import { MONTHS_PER_FILL } from '../shared/quantity-limits.ts';
import { type CostShare, memberPays, parseCostShare, roundCents, roundedMonths } from './cost-share.ts';
import type { PlanYearParameters } from './plan-year.ts';
import { isAcipAdultVaccine, vaccinesFree } from './plan-year.ts';
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

/** Months between fills and the months one fill supplies, per frequency. */
const FILL_EVERY: Record<
  ProfileMedication['frequency'],
  { every: number; monthsSupply: number; once?: true }
> = {
  monthly: { every: MONTHS_PER_FILL.monthly, monthsSupply: 1 },
  bimonthly: { every: MONTHS_PER_FILL.bimonthly, monthsSupply: 2 },
  quarterly: { every: MONTHS_PER_FILL.quarterly, monthsSupply: 3 },
  yearly: { every: MONTHS_PER_FILL.yearly, monthsSupply: 1, once: true },
};

/**
 * The months (0 = January) a drug is filled in when coverage starts in `startMonth`: from then on,
 * every month, every two or every three months; a once-a-year drug in the first month.
 */
export function fillMonths(frequency: ProfileMedication['frequency'], startMonth = 0): number[] {
  const { every } = FILL_EVERY[frequency];
  const months: number[] = [];
  for (let m = startMonth; m < 12; m += every) months.push(m);
  return months;
}

/** Days supply of a fill at this frequency (a once-a-year fill is a 30-day supply). */
export function daysSupplyOf(frequency: ProfileMedication['frequency']): 30 | 60 | 90 {
  const supply = FILL_EVERY[frequency].monthsSupply;
  return supply === 3 ? 90 : supply === 2 ? 60 : 30;
}

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
  tierEstimated: boolean;
  isInsulin: boolean;
  /** Priced $0 as an ACIP-recommended adult vaccine (a plan with Rx coverage). */
  vaccine: boolean;
  pricePerFill: number | null;
  line: DrugCostLine;
};

export type DrugCostResult = {
  lines: DrugCostLine[];
  total: number;
  coveredSpending: number;
  /** Paid at the pharmacy in each month (12 entries; 0 before coverage starts). */
  monthly: number[];
};

export function computeDrugCosts(
  plan: EnginePlan,
  medications: readonly ProfileMedication[],
  drugs: ReadonlyMap<string, CatalogueDrug>,
  year: PlanYearParameters,
  /** First month of coverage, 0 = January: fills before it are not this plan's. */
  startMonth = 0,
  /** Extra Help's copays per fill (no deductible; the lesser of the copay and the cost share); null without it. */
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
      // No formulary on file: the tier is estimated. Part D plans must cover ACIP-recommended adult
      // vaccines, so one the formulary lacks is covered on an estimated tier too.
      if (!plan.formulary || (!entry && vaccine)) {
        const tier = ESTIMATED_TIER_BY_TYPE[type] ?? 3;
        entry = { tier, priorAuthorization: false, quantityLimit: false, stepTherapy: false };
        tierEstimated = true;
      }
    }
    // The quantity counts what the dosage's form counts (tablets, pens, vials…); insulin and drops
    // are priced per mL, so a pen or vial is priced as the mL it holds (shared/dosage-units.ts).
    const pricePerFill =
      drug?.unitPrice == null
        ? null
        : roundCents(
            drug.unitPrice * Math.max(0, med.quantity) * priceUnitsPerItem(med.dosage, drug.medicationType),
          );
    const months = fillMonths(med.frequency, startMonth);
    return {
      med,
      drug,
      entry,
      tierEstimated,
      isInsulin: type === 'Insulin',
      vaccine,
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
  const schedules = states.map((s) => new Set(fillMonths(s.med.frequency, startMonth)));

  for (let month = startMonth; month < 12; month++) {
    for (const [i, s] of states.entries()) {
      const fills = FILL_EVERY[s.med.frequency];
      if (!schedules[i]?.has(month) || s.pricePerFill === null) continue;
      const price = s.pricePerFill;
      let pay: number;
      if (s.vaccine) {
        pay = 0; // ACIP-recommended adult vaccine: no deductible, no cost sharing
      } else if (!s.entry) {
        pay = price; // not covered: full price, does not count toward the cap
      } else if (coveredSpending >= year.drugOutOfPocketCap) {
        pay = 0;
      } else {
        const share = shareFor(s.entry.tier, fills.monthsSupply);
        if (s.isInsulin) {
          // The plan's select-insulin copay, when it has one, applies instead of the tier's.
          const applied = scaleForSupply(insulinShare, fills.monthsSupply) ?? share;
          const capped = year.insulinMonthlyCap * fills.monthsSupply;
          pay = Math.min(applied ? memberPays(applied, price) : price, capped, price);
        } else {
          let fromDeductible = 0;
          let rest = price;
          if (deductibleLeft > 0 && dedTiers.includes(s.entry.tier)) {
            fromDeductible = Math.min(deductibleLeft, price);
            deductibleLeft = roundCents(deductibleLeft - fromDeductible);
            rest = price - fromDeductible;
          }
          // A tier the plan lists no cost share for: Medicare's defined standard coinsurance (25 %),
          // and the line says so.
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
    }
  }
  for (const s of states) s.line.annualCost = roundCents(s.line.annualCost);
  return {
    lines: states.map((s) => s.line),
    total: roundCents(total),
    coveredSpending: roundCents(coveredSpending),
    monthly: roundedMonths(monthly),
  };
}
