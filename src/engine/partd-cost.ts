/**
 * A year of fills under one plan, priced from CMS's Part D files as Medicare.gov's Plan Finder does
 * (design.md §6), month by month from the first month of coverage:
 *  - Price per fill = unit cost for the supply (else 30-day) × quantity + the pharmacy's dispensing
 *    fee; the member never pays more than the price.
 *  - Cost share: the row for (level, tier, supply) in the pharmacy's column (mail: preferred, else
 *    standard). Before the deductible is met a tier it applies to pays full price (the meeting fill
 *    pays the rest plus level 1 on the remainder); other tiers pay level 0; afterwards level 1.
 *    Missing 60/90-day row: 30-day copay × months or the same coinsurance; no row: standard 25 %.
 *  - Insulin: the insulin file's copay (else the tier's), at most $35 per month's supply, no deductible.
 *  - Toward the $2,100 threshold (TrOOP): cost share on covered Part D drugs, as charged without Extra
 *    Help; the crossing fill pays up to it, then $0.
 *  - Extra Help: no deductible; lesser of the plan's share and the year's per-fill copay; institutional $0.
 *  - Excluded drug (supplemental cover): tier share every fill, outside the threshold, no Extra Help.
 *  - Not on the formulary: the cash price, outside the threshold.
 *  - ACIP adult vaccine (from 2023): $0 on any tier, covered even off the formulary.
 * Cents are rounded fill by fill as a pharmacy does (a $3.586 fill shown $3.59 costs 12 × $3.59 a year).
 */
import { roundCents, roundedMonths } from './cost-share.ts';
import {
  type CoverageLevel,
  type DaysSupply,
  type DispensingFees,
  type ExtraHelpLevel,
  hasExtraHelp,
  type PartDCostRow,
  type PartDCostShare,
  type PartDDrug,
  type PartDPlan,
  PHARMACY_CHOICES,
  type PharmacyChoice,
  type PharmacyColumn,
} from './partd-types.ts';
import { type PlanYearParameters, vaccinesFree } from './plan-year.ts';
import type { DrugCostLine } from './types.ts';

export type PartDMedication = {
  name: string;
  /** The drug's RxCUI; null = not identified (not on any formulary). */
  rxcui: string | null;
  /** Units per fill, in the pricing file's UNIT_COST unit (the caller converts). */
  quantity: number;
  daysSupply: DaysSupply;
  /** 12 for 30-day monthly, 6 for 60-day, 4 for 90-day, 1 for a once-a-year 30-day fill. */
  fillsPerYear: number;
  brand: boolean;
  insulin: boolean;
  /** Cash price per fill when the plan does not price the drug; null = unknown. */
  cashPricePerFill: number | null;
  /** ACIP adult vaccine (isAcipAdultVaccine): $0 every fill on every plan. */
  vaccine?: boolean;
};

export type PartDOptions = {
  pharmacy: PharmacyChoice;
  extraHelp: ExtraHelpLevel;
  /** 0 = January … 11 = December: first month of coverage. */
  startMonth: number;
};

export type PartDDrugLine = DrugCostLine & {
  daysSupply: DaysSupply;
  /** Unit cost × quantity + dispensing fee; null when the plan does not price it. */
  negotiatedPricePerFill: number | null;
  excludedDrug: boolean;
  /** Covered only for these uses (empty: every use). */
  indications: string[];
};

export type PartDCostResult = {
  lines: PartDDrugLine[];
  total: number;
  /** What counts toward the out-of-pocket threshold. */
  coveredSpending: number;
  /** Paid at the pharmacy in each calendar month, 12 entries (0 before startMonth). */
  monthly: number[];
  /** The part of `monthly` for covered Part D drugs, what the Prescription Payment Plan can spread. */
  monthlyPartD: number[];
  /** False when the plan has no such pharmacy. */
  pharmacyAvailable: boolean;
};

type Share = NonNullable<PartDCostShare>;

const COLUMN_OF: Record<PharmacyChoice, PharmacyColumn> = {
  preferred: 'pref',
  standard: 'nonpref',
  mail: 'mailPref',
};

/** A row's figure in the pharmacy's column; mail preferred falls back to mail non-preferred. */
const inColumn = <T>(values: Record<PharmacyColumn, T | null>, column: PharmacyColumn): T | null =>
  values[column] === null && column === 'mailPref' ? values.mailNonpref : values[column];

function sharePays(share: Share, price: number): number {
  if (share.kind === 'copay') return Math.min(share.amount, price);
  let pay = share.rate * price;
  if (share.min !== null) pay = Math.max(pay, share.min);
  if (share.max !== null) pay = Math.min(pay, share.max);
  return Math.min(pay, price);
}

/** The months (0–11) a drug is filled in, from the first month of coverage. */
export function fillMonths(fillsPerYear: number, startMonth: number): number[] {
  if (!(fillsPerYear > 0)) return [];
  const step = Math.max(1, Math.round(12 / fillsPerYear));
  const months: number[] = [];
  for (let m = startMonth; m < 12 && months.length < fillsPerYear; m += step) months.push(m);
  return months;
}

type CostLookup = {
  /** The cost share at `level`, else at the other of levels 0 and 1; null when the plan lists none. */
  share(level: 0 | 1, tier: number, days: DaysSupply): PartDCostShare;
  /** DED_APPLIES_YN of the tier's row (level 0, else 1); true when none. */
  deductibleApplies(tier: number): boolean;
};

// Lookups kept per rows array (the release cache's, shared by every submission); weak so a new release frees them.
const lookups = new WeakMap<readonly PartDCostRow[], Partial<Record<PharmacyColumn, CostLookup>>>();

function costShares(rows: readonly PartDCostRow[], column: PharmacyColumn): CostLookup {
  const byColumn = lookups.get(rows) ?? {};
  lookups.set(rows, byColumn);
  const made = byColumn[column] ?? buildCostShares(rows, column);
  byColumn[column] = made;
  return made;
}

function buildCostShares(rows: readonly PartDCostRow[], column: PharmacyColumn): CostLookup {
  const key = (level: number, tier: number, days: number) => level * 100_000 + tier * 1000 + days;
  const byKey = new Map<number, PartDCostRow>();
  const firstOfTier = new Map<number, PartDCostRow>();
  for (const row of rows) {
    byKey.set(key(row.coverageLevel, row.tier, row.daysSupply), row);
    const tierKey = key(row.coverageLevel, row.tier, 0);
    const seen = firstOfTier.get(tierKey);
    if (!seen || (row.daysSupply === 30 && seen.daysSupply !== 30)) firstOfTier.set(tierKey, row);
  }
  const shareOf = (row: PartDCostRow | undefined) => (row ? inColumn(row.shares, column) : null);
  const forSupply = (level: CoverageLevel, tier: number, days: DaysSupply): PartDCostShare => {
    const share = shareOf(byKey.get(key(level, tier, days)));
    if (share || days === 30) return share;
    const monthly = shareOf(byKey.get(key(level, tier, 30)));
    return monthly?.kind === 'copay' ? { kind: 'copay', amount: (monthly.amount * days) / 30 } : monthly;
  };
  const shares = new Map<number, PartDCostShare>();
  return {
    share(level, tier, days) {
      const k = key(level, tier, days);
      if (shares.has(k)) return shares.get(k) ?? null;
      const found = forSupply(level, tier, days) ?? forSupply(level === 0 ? 1 : 0, tier, days);
      shares.set(k, found);
      return found;
    },
    deductibleApplies(tier) {
      return (
        (firstOfTier.get(key(0, tier, 0)) ?? firstOfTier.get(key(1, tier, 0)))?.deductibleApplies ?? true
      );
    },
  };
}

/** The insulin file's copay: the tier's own row first, else the all-tiers row. */
function insulinCopay(
  partD: PartDPlan,
  tier: number,
  days: DaysSupply,
  column: PharmacyColumn,
): number | null {
  const copayOf = (rowTier: number | null) => {
    const row = partD.insulin.find((r) => r.tier === rowTier && r.daysSupply === days);
    return row ? inColumn(row.copays, column) : null;
  };
  return copayOf(tier) ?? copayOf(null);
}

type DrugState = {
  med: PartDMedication;
  drug: PartDDrug | null;
  vaccine: boolean;
  months: ReadonlySet<number>;
  /** Negotiated price per fill, else the cash price; null = unknown. */
  price: number | null;
  line: PartDDrugLine;
};

/** The person's drug costs for the year under one plan (rules in the file header). */
export function computePartDCosts(
  partD: PartDPlan,
  meds: readonly PartDMedication[],
  options: PartDOptions,
  year: PlanYearParameters,
): PartDCostResult {
  const startMonth = Math.min(11, Math.max(0, Math.trunc(options.startMonth)));
  const pharmacyAvailable = partD.pharmacies[options.pharmacy] !== null;
  const column = pharmacyAvailable ? COLUMN_OF[options.pharmacy] : 'nonpref';
  const fees: DispensingFees | null = pharmacyAvailable
    ? partD.pharmacies[options.pharmacy]
    : (partD.pharmacies.standard ?? PHARMACY_CHOICES.map((c) => partD.pharmacies[c]).find((f) => f) ?? null);
  const shares = costShares(partD.costs, column);
  const standard: Share = { kind: 'coinsurance', rate: year.standardCoinsurance, min: null, max: null };
  const help = hasExtraHelp(options.extraHelp) ? options.extraHelp : null;

  const states: DrugState[] = meds.map((med) => {
    const drug = (med.rxcui !== null && partD.drugs.get(med.rxcui)) || null;
    const unitCost = drug ? (drug.unitCost[med.daysSupply] ?? drug.unitCost[30] ?? null) : null;
    const fee = fees ? fees[med.brand ? 'brand' : 'generic'][med.daysSupply] : 0;
    const negotiated = unitCost === null ? null : unitCost * Math.max(0, med.quantity) + fee;
    const exact = negotiated ?? med.cashPricePerFill;
    const price = exact === null ? null : roundCents(exact);
    const months = fillMonths(med.fillsPerYear, startMonth);
    const vaccine = med.vaccine === true && vaccinesFree(year);
    return {
      med,
      vaccine,
      drug,
      months: new Set(months),
      price,
      line: {
        name: med.name,
        covered: drug !== null || vaccine,
        tier: drug?.tier ?? null,
        tierEstimated: false,
        priorAuthorization: drug?.priorAuthorization ?? false,
        quantityLimit: drug?.quantityLimit != null,
        stepTherapy: drug?.stepTherapy ?? false,
        fillsPerYear: months.length,
        pricePerFill: price,
        annualCost: 0,
        annualRetailPrice: price === null ? null : roundCents(price * months.length),
        standardCostShare: false,
        daysSupply: med.daysSupply,
        negotiatedPricePerFill: negotiated === null ? null : roundCents(negotiated),
        excludedDrug: drug?.excludedDrug ?? false,
        indications: drug ? [...drug.indications] : [],
        ...(vaccine ? { vaccine: true } : {}),
      },
    };
  });

  const tierShare = (s: DrugState, drug: PartDDrug, level: 0 | 1): Share => {
    const share = shares.share(level, drug.tier, s.med.daysSupply);
    if (share) return share;
    s.line.standardCostShare = true;
    return standard;
  };
  const insulinPays = (s: DrugState, drug: PartDDrug, price: number): number => {
    const copay = insulinCopay(partD, drug.tier, s.med.daysSupply, column);
    const pay = copay !== null ? Math.min(copay, price) : sharePays(tierShare(s, drug, 1), price);
    return Math.min(pay, (year.insulinMonthlyCap * s.med.daysSupply) / 30);
  };

  const deductible = Math.max(
    0,
    Math.min(partD.deductible, year.maxRxDeductible ?? Number.POSITIVE_INFINITY),
  );
  let deductibleLeft = deductible; // as the plan would run it without Extra Help
  let counted = 0; // toward the out-of-pocket threshold (TrOOP)
  let total = 0;
  const monthly = new Array<number>(12).fill(0);
  const monthlyPartD = new Array<number>(12).fill(0);

  /** What the plan charges without Extra Help, moving the deductible. */
  const planCharges = (s: DrugState, drug: PartDDrug, price: number): number => {
    if (s.med.insulin) return insulinPays(s, drug, price);
    if (deductibleLeft <= 0) return sharePays(tierShare(s, drug, 1), price);
    if (!shares.deductibleApplies(drug.tier)) return sharePays(tierShare(s, drug, 0), price);
    const towardDeductible = Math.min(deductibleLeft, price);
    deductibleLeft = roundCents(deductibleLeft - towardDeductible);
    const rest = price - towardDeductible;
    return towardDeductible + (rest > 0 ? sharePays(tierShare(s, drug, 1), rest) : 0);
  };

  for (let month = startMonth; month < 12; month++) {
    for (const s of states) {
      if (!s.months.has(month) || s.price === null) continue;
      const { drug, price } = s;
      let pay: number;
      let partDCost = true;
      if (s.vaccine) {
        pay = 0; // ACIP-recommended adult vaccine: no deductible, no cost sharing, on any tier or none
      } else if (!drug) {
        pay = price; // not on the formulary: the cash price, outside the threshold
        partDCost = false;
      } else if (drug.excludedDrug) {
        pay = roundCents(sharePays(tierShare(s, drug, 1), price)); // supplemental cover: outside the threshold
        partDCost = false;
      } else if (counted >= year.drugOutOfPocketCap) {
        pay = 0;
      } else {
        const toward = Math.min(roundCents(planCharges(s, drug, price)), year.drugOutOfPocketCap - counted);
        counted = roundCents(counted + toward);
        pay = toward;
        if (help) {
          const copays = year.extraHelpCopays[help];
          const planShare = s.med.insulin
            ? insulinPays(s, drug, price)
            : sharePays(tierShare(s, drug, 1), price);
          pay = Math.min(toward, roundCents(planShare), s.med.brand ? copays.brand : copays.generic);
        }
      }
      s.line.annualCost = roundCents(s.line.annualCost + pay);
      total = roundCents(total + pay);
      monthly[month] = roundCents((monthly[month] ?? 0) + pay);
      if (partDCost) monthlyPartD[month] = roundCents((monthlyPartD[month] ?? 0) + pay);
    }
  }
  for (const s of states) s.line.annualCost = roundCents(s.line.annualCost);
  return {
    lines: states.map((s) => s.line),
    total: roundCents(total),
    coveredSpending: roundCents(counted),
    monthly: roundedMonths(monthly),
    monthlyPartD: roundedMonths(monthlyPartD),
    pharmacyAvailable,
  };
}

/** The yearly drug cost under each pharmacy choice (null where the plan has no such pharmacy). */
export function costsByPharmacy(
  partD: PartDPlan,
  meds: readonly PartDMedication[],
  options: Omit<PartDOptions, 'pharmacy'>,
  year: PlanYearParameters,
): Record<PharmacyChoice, number | null> {
  return byPharmacy(
    partD,
    (pharmacy) => computePartDCosts(partD, meds, { ...options, pharmacy }, year).total,
  );
}

/** A figure per pharmacy choice, null where the plan has no such pharmacy. */
function byPharmacy<T>(
  partD: Pick<PartDPlan, 'pharmacies'>,
  figure: (pharmacy: PharmacyChoice) => T,
): Record<PharmacyChoice, T | null> {
  const entries = PHARMACY_CHOICES.map((c) => [c, partD.pharmacies[c] === null ? null : figure(c)]);
  return Object.fromEntries(entries) as Record<PharmacyChoice, T | null>;
}

/** A tier's cost share at each pharmacy choice (null where the plan has no such pharmacy or lists none). */
export type TierShares = { tier: number } & Record<PharmacyChoice, PartDCostShare>;

/** The plan page's tier table: initial coverage, 30-day retail, 90-day mail. */
export function tierSharesByPharmacy(partD: Pick<PartDPlan, 'costs' | 'pharmacies'>): TierShares[] {
  const tiers = [...new Set(partD.costs.map((row) => row.tier))].sort((a, b) => a - b);
  return tiers.map((tier) => ({
    tier,
    ...byPharmacy(partD, (pharmacy) =>
      costShares(partD.costs, COLUMN_OF[pharmacy]).share(1, tier, pharmacy === 'mail' ? 90 : 30),
    ),
  }));
}
