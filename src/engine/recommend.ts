// The engine's entry point: every plan the person may join priced, scored, explained and ranked (ADR 0012).
import { TOP_RESULTS } from '../shared/constants.ts';
import { priceUnitsPerItem } from '../shared/dosage-units.ts';
import { MONTHS_PER_FILL, quantityAboveUsual } from '../shared/quantity-limits.ts';
import type { DrugPricing } from '../shared/recommendation-contracts.ts';
import { personAreaKeys } from '../shared/service-area.ts';
import { roundCents } from './cost-share.ts';
import { doctorLinesForPlan, resolveDoctors } from './doctors.ts';
import { computeDrugCosts, daysSupplyOf } from './drug-cost.ts';
import { eligibilityRule, offeredInFinder } from './eligibility.ts';
import { computeMedicalCost } from './medical-cost.ts';
import { computePartDCosts, costsByPharmacy, type PartDMedication, type PartDOptions } from './partd-cost.ts';
import { hasExtraHelp, type PartDPlan, type PharmacyChoice } from './partd-types.ts';
import { paymentPlanSchedule } from './payment-plan.ts';
import { isAcipAdultVaccine, type PlanYearParameters, planYearParameters } from './plan-year.ts';
import { monthlyPremiumFor } from './premium.ts';
import { capDominated, compareResults } from './ranking.ts';
import { buildReasoning, offeredExtras } from './reasoning.ts';
import { effectiveStars, scorePlan } from './score.ts';
import type { DrugCostLine, EngineContext, EnginePlan, PlanResult, Profile } from './types.ts';
import { yearlyCostFigures } from './yearly-cost.ts';

/**
 * Active plans serving the whole state or the person's county of it (ADR 0016); a same-named county
 * elsewhere is another place. Without a county, only whole-state plans.
 */
export function servesCounty(
  plan: { isActive: boolean; serviceArea: readonly string[] },
  state: string,
  county: string | null,
): boolean {
  if (!plan.isActive) return false;
  return personAreaKeys(state, county).some((key) => plan.serviceArea.includes(key));
}

type Priced = Pick<
  PlanResult,
  | 'plan'
  | 'cost'
  | 'premium'
  | 'drugLines'
  | 'drugPricing'
  | 'doctorLines'
  | 'medicationsCovered'
  | 'doctorsInNetwork'
> & {
  /** Paid at the pharmacy each month for Part D drugs (what the payment plan spreads). */
  monthlyPartD: number[];
};

/** What every plan of one run is priced against: the profile, its year and the months covered. */
type Run = {
  profile: Profile;
  context: EngineContext;
  year: PlanYearParameters;
  /** The first month covered, 0-based: premiums, giveback and medical care count from it. */
  startMonth: number;
  monthsCovered: number;
  partDMeds: PartDMedication[];
  partDOptions: PartDOptions;
  extraHelp: { generic: number; brand: number } | null;
  resolved: ReturnType<typeof resolveDoctors>;
};

export function recommendPlans(
  profile: Profile,
  plans: readonly EnginePlan[],
  context: EngineContext,
  options: {
    year?: PlanYearParameters;
    topResults?: number;
    /** Skip the Special Needs Plan filter: the plans were chosen already (a stored submission's). */
    allPlans?: boolean;
  } = {},
): PlanResult[] {
  const year = options.year ?? planYearParameters(profile.planYear);
  const topResults = options.topResults ?? TOP_RESULTS;
  const { answers } = profile;
  // Premiums, giveback, care and drugs count from the start month only, as Medicare.gov's estimate does.
  const startMonth = Math.min(11, Math.max(0, answers.coverageStartMonth - 1));
  const run: Run = {
    profile,
    context,
    year,
    startMonth,
    monthsCovered: 12 - startMonth,
    partDMeds: partDMedications(profile, context),
    partDOptions: { pharmacy: answers.pharmacy, extraHelp: answers.extraHelp, startMonth },
    extraHelp: hasExtraHelp(answers.extraHelp) ? year.extraHelpCopays[answers.extraHelp] : null,
    resolved: resolveDoctors(profile, context.doctorCandidates, context.zipPoints),
  };

  // MA plans only (no stand-alone drug plans yet); SNPs only for those who may join (eligibility.ts).
  const priced = plans
    .filter((plan) => options.allPlans === true || offeredInFinder(plan.planType, answers))
    .map((plan) => pricePlan(plan, run));
  const pricedById = new Map(priced.map((p) => [p.plan.id, p]));
  const cheapest = priced.reduce((min, p) => Math.min(min, p.cost.total), Number.POSITIVE_INFINITY);
  // Doctors not in our directory have no network status to compare plans on (doctors.ts).
  const checkedDoctors = run.resolved.filter((r) => r.match !== null).length;
  const results = priced.map((p) => scoredResult(p, profile, cheapest, checkedDoctors));

  // No plan scores above a plan that beats it on cost, drugs, doctors, stars and drug coverage.
  for (const [planId, cap] of capDominated(results)) {
    const r = results.find((x) => x.plan.planId === planId);
    if (!r) continue;
    r.personalPoints.dominanceAdjustmentPoints = cap.points;
    r.cappedBy = cap.by;
  }
  // Without other creditable drug coverage, plans with drug coverage first (ranking.ts).
  results.sort(compareResults);
  results.forEach((r, i) => {
    r.rank = i + 1;
    r.inTopResults = i < topResults;
    // Reasons and highlights only for the plans people see.
    if (r.inTopResults) explain(r, pricedById.get(r.plan.id), run);
  });
  return results;
}

/** One plan's yearly cost for the months covered: premiums, drugs, medical care, less the giveback. */
function pricePlan(plan: EnginePlan, run: Run): Priced {
  const { profile, monthsCovered } = run;
  const { answers } = profile;
  const drugs = priceDrugs(plan, run);
  const doctorLines = doctorLinesForPlan(run.resolved, plan);
  const medical = roundCents((computeMedicalCost(plan, doctorLines, answers.health) * monthsCovered) / 12);
  // With Extra Help, the premium the low-income subsidy leaves (premium.ts).
  const premium = monthlyPremiumFor(plan, answers.extraHelp);
  const premiums = roundCents(monthsCovered * premium.monthly);
  const giveback = roundCents(monthsCovered * plan.partBPremiumReduction);
  return {
    plan,
    premium,
    cost: {
      premiums,
      giveback,
      drugs: drugs.total,
      medical,
      // The one yearly figure (yearly-cost.ts): below 0 only when the giveback is more.
      total: yearlyCostFigures({ premiums, drugs: drugs.total, medical, giveback }).net,
    },
    drugLines: markQuantitiesAboveUsual(drugs.lines, profile.medications),
    drugPricing: drugs.pricing,
    monthlyPartD: drugs.monthlyPartD,
    doctorLines,
    medicationsCovered: drugs.lines.filter((l) => l.covered).length,
    doctorsInNetwork: doctorLines.filter((d) => d.inNetwork).length,
  };
}

/** A priced plan scored against the cheapest one (score.ts), not yet ranked or explained. */
function scoredResult(p: Priced, profile: Profile, cheapest: number, checkedDoctors: number): PlanResult {
  const { answers } = profile;
  const scored = scorePlan(p.plan, {
    yearlyCost: p.cost.total,
    cheapestYearlyCost: cheapest,
    medicationsCovered: p.medicationsCovered,
    totalMedications: profile.medications.length,
    doctorsInNetwork: p.doctorsInNetwork,
    totalDoctors: checkedDoctors,
    priorities: answers.priorities,
    creditableDrugCoverage: answers.creditableDrugCoverage,
  });
  let merged: Record<string, number> | undefined;
  const { monthlyPartD: _monthly, ...priced } = p;
  return {
    ...priced,
    rank: 0,
    inTopResults: false,
    score: scored.score,
    componentScores: scored.componentScores,
    totalMedications: profile.medications.length,
    totalDoctors: checkedDoctors,
    fieldPoints: scored.fieldPoints,
    personalPoints: scored.personalPoints,
    cappedBy: null,
    // Merged on first read: most plans' breakdowns are only stored, from the two parts.
    get scoreBreakdown() {
      merged ??= { ...scored.fieldPoints, ...scored.personalPoints };
      return merged;
    },
    reasoning: [],
    eligibilityNote: eligibilityRule(p.plan.planType),
    highlights: [],
    stars: effectiveStars(p.plan),
    drugCoverage: p.plan.hasRxCoverage || answers.creditableDrugCoverage ? 1 : 0,
    lateEnrollmentWarning: !p.plan.hasRxCoverage && !answers.creditableDrugCoverage,
  };
}

/** What a shown plan adds: cost by pharmacy, generic swaps, payment plan bills, highlights, reasons. */
function explain(r: PlanResult, own: Priced | undefined, run: Run): void {
  const { context, year, partDMeds, partDOptions, startMonth } = run;
  const partD = r.plan.partD;
  if (partD && own) {
    const { extraHelp } = run.profile.answers;
    r.drugPricing.byPharmacy = {
      ...costsByPharmacy(partD, partDMeds, { extraHelp, startMonth }, year),
      ...(r.drugPricing.specificPharmacy ? { specific: r.cost.drugs } : {}),
    };
    const totalFor = (meds: readonly PartDMedication[]) =>
      (atOwnPharmacy(partD, meds, run)?.result ?? computePartDCosts(partD, meds, partDOptions, year)).total;
    r.drugLines = withGenericAlternatives(partD, r.drugLines, r.cost.drugs, partDMeds, context, totalFor);
  }
  if (own) {
    r.drugPricing.paymentPlan = paymentPlanSchedule(
      own.monthlyPartD,
      startMonth,
      year.drugOutOfPocketCap,
    ).map((m) => ({ ...m, month: m.month + 1 }));
  }
  r.highlights = offeredExtras(r.plan);
  r.reasoning = buildReasoning({
    plan: r.plan,
    cost: r.cost,
    drugLines: r.drugLines,
    doctorLines: r.doctorLines,
    lateEnrollmentWarning: r.lateEnrollmentWarning,
    premium: r.premium,
  });
}

/** The profile's drugs as Part D prices them: RxNorm concept, quantity in the price unit (a 3 mL pen is 3 mL), cash price. */
function partDMedications(profile: Profile, context: EngineContext): PartDMedication[] {
  return profile.medications.map((med, i) => {
    const drug = context.drugs.get(med.name.trim().toLowerCase());
    const concept = context.rxNorm?.[i] ?? null;
    const units = Math.max(0, med.quantity) * priceUnitsPerItem(med.dosage, drug?.medicationType ?? null);
    return {
      name: drug?.name ?? med.name,
      rxcui: concept?.rxcui ?? null,
      quantity: units,
      daysSupply: daysSupplyOf(med.frequency),
      fillsPerYear: 12 / MONTHS_PER_FILL[med.frequency],
      brand: concept ? concept.brand : drug?.medicationType !== 'Generic',
      insulin: drug?.medicationType === 'Insulin',
      cashPricePerFill: drug?.unitPrice == null ? null : drug.unitPrice * units,
      vaccine: isAcipAdultVaccine(drug?.genericName),
    };
  });
}

/** A fill quantity above the usual is flagged on its line (still priced as entered). */
function markQuantitiesAboveUsual(
  lines: DrugCostLine[],
  medications: Profile['medications'],
): DrugCostLine[] {
  return lines.map((line, i) => {
    const med = medications[i];
    const above = med ? quantityAboveUsual(med.quantity, med.dosage, med.frequency) : null;
    return above ? { ...line, quantityAboveUsual: above } : line;
  });
}

type PricedDrugs = {
  lines: DrugCostLine[];
  total: number;
  monthlyPartD: number[];
  pricing: DrugPricing;
};

/** A plan's drugs: from its Part D files when the current release has the plan, else the estimate. */
function priceDrugs(plan: EnginePlan, run: Run): PricedDrugs {
  const { profile, context, year, partDMeds, partDOptions: options, extraHelp } = run;
  const base = {
    pharmacy: options.pharmacy,
    extraHelp: options.extraHelp,
    coverageStartMonth: options.startMonth + 1,
    byPharmacy: { preferred: null, standard: null, mail: null },
    paymentPlan: [],
  };
  if (plan.partD && plan.hasRxCoverage) {
    const own = atOwnPharmacy(plan.partD, partDMeds, run);
    const result = own?.result ?? computePartDCosts(plan.partD, partDMeds, options, year);
    const pricing: DrugPricing = {
      ...base,
      pharmacy: own?.kind ?? options.pharmacy,
      source: 'medicare',
      sample: plan.partD.release.sample,
      release: plan.partD.release.label ?? plan.partD.release.releaseDate,
      pharmacyAvailable: result.pharmacyAvailable,
    };
    if (own && context.pharmacy)
      pricing.specificPharmacy = {
        npi: context.pharmacy.npi,
        name: context.pharmacy.name,
        inNetwork: own.inNetwork,
        preferred: own.kind === 'preferred' && own.inNetwork,
      };
    return {
      lines: result.lines.map(({ negotiatedPricePerFill: _price, ...line }) => line),
      total: result.total,
      monthlyPartD: result.monthlyPartD,
      pricing,
    };
  }
  const result = computeDrugCosts(
    plan,
    profile.medications,
    context.drugs,
    year,
    options.startMonth,
    extraHelp,
  );
  return {
    lines: result.lines.map((line, i) => ({ ...line, daysSupply: partDMeds[i]?.daysSupply ?? 30 })),
    total: result.total,
    monthlyPartD: result.monthlyPartD,
    pricing: { ...base, source: 'estimate', sample: false, release: null, pharmacyAvailable: true },
  };
}

/**
 * Each brand swappable for its covered generic, with the year's saving (the whole list re-priced so
 * the deductible and $2,100 limit apply); savings ≤ 1 cent are not named.
 */
function withGenericAlternatives(
  partD: PartDPlan,
  lines: DrugCostLine[],
  drugsTotal: number,
  meds: readonly PartDMedication[],
  context: EngineContext,
  /** The year's drug cost for a list, priced the way this plan's result was. */
  totalFor: (meds: readonly PartDMedication[]) => number,
): DrugCostLine[] {
  return lines.map((line, i) => {
    const generic = context.rxNorm?.[i]?.generic;
    if (!generic || !partD.drugs.has(generic.rxcui)) return line;
    const swapped = meds.map((m, j) =>
      j === i ? { ...m, rxcui: generic.rxcui, brand: false, name: generic.name } : m,
    );
    const saving = roundCents(drugsTotal - totalFor(swapped));
    return saving > 0.01 ? { ...line, alternative: { name: generic.name, annualSavings: saving } } : line;
  });
}

/**
 * The drugs at the person's own pharmacy, when they picked one and the plan's files know it: in
 * network, priced as its kind with its fees; out of network, Part D pays nothing (cash price, counts
 * toward nothing) but lines keep the formulary facts.
 */
function atOwnPharmacy(
  partD: PartDPlan,
  meds: readonly PartDMedication[],
  { context, partDOptions: options, year }: Run,
): { result: ReturnType<typeof computePartDCosts>; kind: PharmacyChoice; inNetwork: boolean } | null {
  const own = partD.specificPharmacy;
  if (!context.pharmacy || !own) return null;
  if (own.inNetwork) {
    const kind: PharmacyChoice = own.preferred ? 'preferred' : 'standard';
    const atOwn: PartDPlan = {
      ...partD,
      pharmacies: { ...partD.pharmacies, [kind]: own.fees ?? partD.pharmacies[kind] },
    };
    const result = computePartDCosts(atOwn, meds, { ...options, pharmacy: kind }, year);
    return { result, kind, inNetwork: true };
  }
  const standard: PartDOptions = { ...options, pharmacy: 'standard' };
  const formulary = computePartDCosts(partD, meds, standard, year);
  const outside = computePartDCosts({ ...partD, drugs: new Map() }, meds, standard, year);
  return {
    result: {
      ...outside,
      lines: formulary.lines.map((line, i) => ({
        ...line,
        annualCost: outside.lines[i]?.annualCost ?? 0,
        pricePerFill: outside.lines[i]?.pricePerFill ?? null,
        annualRetailPrice: outside.lines[i]?.annualRetailPrice ?? null,
      })),
      // No Part D fill at an out-of-network pharmacy: nothing for the payment plan to spread.
      monthlyPartD: outside.monthlyPartD.map(() => 0),
    },
    kind: 'standard',
    inNetwork: false,
  };
}
