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
  const finalScore = overrides.finalScore ?? 80 - rank;
  return {
    planId,
    planName: `Plan ${planId}`,
    carrier: 'Humana',
    currentRank: rank,
    finalScore,
    inTopResults: rank <= TOP_RESULTS,
    estimatedAnnualCost: net,
    yearlyCost: Math.max(0, net),
    comesOutAhead: Math.max(0, -net),
    // $0 premium, $1,200 of drugs and care less no giveback: the net cost.
    costBreakdown: { premiums: 0, drugs: 400, medical: net - 400, partBGiveback: 0 },
    // The components add up to the final score, as the engine's do (4 stars: 7.5 points).
    components: {
      cost: Math.round((finalScore - 42.5) * 100) / 100,
      drugs: 10,
      doctors: 10,
      stars: 7.5,
      priorities: 15,
      noDrugCoverage: 0,
      dominance: 0,
    },
    priorityPoints: { prioritiesPoints: 15 },
    otherPoints: {},
    medicationsCovered: 2,
    totalMedications: 2,
    doctorsInNetwork: 0,
    totalDoctors: 0,
    cappedBy: null,
    afterDrugCoverage: false,
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
