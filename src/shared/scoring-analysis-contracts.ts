/** GET /api/admin/scoring-analysis (spec §3 "Scoring analysis response"; issue 36 item 14). */

/** The score's components; the engine says which breakdown keys each adds (engine/score.ts SCORE_COMPONENTS). */
export type ScoreComponent =
  | 'cost'
  | 'drugs'
  | 'doctors'
  | 'stars'
  | 'priorities'
  | 'noDrugCoverage'
  | 'dominance';

/**
 * One plan as the engine priced, scored and ranked it for the profile: its yearly cost's parts,
 * the score's components (their points add up to `finalScore`), what the dominance rule did and
 * the rank. Every figure is the engine's own (a stored submission's as stored), none worked out
 * again here.
 */
export type ScoringAnalysisPlan = {
  planId: string;
  planName: string;
  carrier: string;
  /** The place in the consumer's results (plan_scores.rank for a submission). */
  currentRank: number;
  finalScore: number;
  inTopResults: boolean;
  /** The ranking's yearly cost (engine/yearly-cost.ts): below 0 only with `comesOutAhead` above 0. */
  estimatedAnnualCost: number;
  /** The estimated yearly cost the consumer pages show: never below 0. */
  yearlyCost: number;
  /** A net gain: how far the Part B giveback goes past everything paid; else 0. */
  comesOutAhead: number;
  /** The yearly cost's parts as the consumer card shows them (the results API's `costBreakdown`). */
  costBreakdown: { premiums: number; drugs: number; medical: number; partBGiveback: number };
  /** Each score component's points (engine/score.ts SCORE_COMPONENTS); their sum is `finalScore`. */
  components: Record<ScoreComponent, number>;
  /** The "what matters to you" points by breakdown key, those that earned something. */
  priorityPoints: Record<string, number>;
  /** Points of the scoring before ADR 0012 (plan fields), in submissions stored before it; else empty. */
  otherPoints: Record<string, number>;
  /** What the drug and doctor points count: drugs covered of listed, doctors in network of checked. */
  medicationsCovered: number;
  totalMedications: number;
  doctorsInNetwork: number;
  totalDoctors: number;
  /** The plan that beats this one and whose score capped this one's (dominance rule); else null. */
  cappedBy: string | null;
  /** No drug coverage (and no other creditable coverage): ranked after every plan with drug coverage. */
  afterDrugCoverage: boolean;
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
