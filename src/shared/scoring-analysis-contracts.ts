/** GET /api/admin/scoring-analysis (spec §3 "Scoring analysis response"). */
export type ScoringAnalysisPlan = {
  planId: string;
  planName: string;
  carrier: string;
  currentRank: number;
  finalScore: number;
  inTopResults: boolean;
  /** The ranking's yearly cost (engine/yearly-cost.ts): below 0 only with `comesOutAhead` above 0. */
  estimatedAnnualCost: number;
  /** The estimated yearly cost the consumer pages show: never below 0. */
  yearlyCost: number;
  /** A net gain: how far the Part B giveback goes past everything paid; else 0. */
  comesOutAhead: number;
  rawData: {
    planType: string;
    monthlyPremium: number | null;
    partBPremiumReduction: number | null;
    moopInNetwork: number | null;
    moopOutNetwork: number | null;
    starRating: number | null;
    hasRxCoverage: boolean;
    medicalDeductible: number | null;
    rxDeductible: number | null;
    hospitalNetwork: string | null;
    preferredPharmacies: string | null;
    copayStructure: Record<string, string>;
    benefits: Record<string, string | boolean>;
    prescriptionTiers: Record<string, string>;
  };
  scoreBreakdown: Record<string, number>;
};

export type ScoringAnalysis = {
  /** The plan year whose plans are ranked. */
  planYear: number;
  totalPlans: number;
  topResultsCount: number;
  /** Carrier → number of its plans in the top results. */
  carrierDistribution: Record<string, number>;
  plans: ScoringAnalysisPlan[];
  /** Whose ranking this is: a stored submission, or the documented reference profile. */
  profile:
    | { kind: 'submission'; userId: string; createdAt: string }
    | { kind: 'reference'; description: string };
};

export type ScoringAnalysisResponse = { analysis: ScoringAnalysis };
