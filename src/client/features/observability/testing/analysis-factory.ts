/** Test data for the observability view: analysis plans and whole analyses, with overrides. */
import { TOP_RESULTS } from '../../../../shared/constants';
import type { ScoringAnalysis, ScoringAnalysisPlan } from '../../../../shared/scoring-analysis-contracts';

type PlanOverrides = Omit<Partial<ScoringAnalysisPlan>, 'rawData'> & {
  rawData?: Partial<ScoringAnalysisPlan['rawData']>;
};

export function makeAnalysisPlan(overrides: PlanOverrides = {}): ScoringAnalysisPlan {
  const rank = overrides.currentRank ?? 1;
  const planId = overrides.planId ?? `H1000-${String(rank).padStart(3, '0')}`;
  const { rawData, ...rest } = overrides;
  const net = overrides.estimatedAnnualCost ?? 1200;
  return {
    planId,
    planName: `Plan ${planId}`,
    carrier: 'Humana',
    currentRank: rank,
    finalScore: 80 - rank,
    inTopResults: rank <= TOP_RESULTS,
    estimatedAnnualCost: net,
    yearlyCost: Math.max(0, net),
    comesOutAhead: Math.max(0, -net),
    rawData: {
      planType: 'HMO',
      monthlyPremium: 0,
      partBPremiumReduction: 0,
      moopInNetwork: 3900,
      moopOutNetwork: null,
      starRating: 4,
      hasRxCoverage: true,
      medicalDeductible: 0,
      rxDeductible: 250,
      hospitalNetwork: null,
      preferredPharmacies: null,
      copayStructure: { pcpCopayIn: '$0' },
      benefits: { dental: 'Preventive', persDevice: false },
      prescriptionTiers: { tier1Retail: '$0' },
      ...rawData,
    },
    scoreBreakdown: {
      monthlyPremiumPoints: 2.5,
      starRatingPoints: 3,
      pcpCopayInPoints: 0.8,
      dentalPoints: 1,
      tier1RetailPoints: 0.5,
      yearlyCostPoints: 30,
      medicationCoveragePoints: 15,
    },
    ...rest,
  };
}

/** An analysis of these plans with the server's summary fields derived from them. */
export function makeAnalysis(
  plans: ScoringAnalysisPlan[],
  profile: ScoringAnalysis['profile'] = { kind: 'reference', description: 'Reference profile: ZIP 73102.' },
): ScoringAnalysis {
  const carrierDistribution: Record<string, number> = {};
  for (const p of plans)
    if (p.inTopResults) carrierDistribution[p.carrier] = (carrierDistribution[p.carrier] ?? 0) + 1;
  return {
    planYear: 2026,
    totalPlans: plans.length,
    topResultsCount: plans.filter((p) => p.inTopResults).length,
    carrierDistribution,
    plans,
    profile,
  };
}

/** `count` plans ranked 1..count, carriers cycling through `carriers`. */
export function rankedPlans(count: number, carriers: readonly string[] = ['Humana', 'Aetna']) {
  return Array.from({ length: count }, (_, i) =>
    makeAnalysisPlan({ currentRank: i + 1, carrier: carriers[i % carriers.length] as string }),
  );
}
