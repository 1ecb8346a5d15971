/** GET /api/admin/scoring-analysis (spec §3 "Scoring analysis response"; issue 36 item 14). */

/** The score's components (engine/score.ts SCORE_COMPONENTS says each one's keys). */
export type ScoreComponent =
  | 'cost'
  | 'drugs'
  | 'doctors'
  | 'stars'
  | 'priorities'
  | 'noDrugCoverage'
  | 'dominance';

/** One plan as the engine priced, scored and ranked it; every figure is the engine's own (or as stored). */
export type ScoringAnalysisPlan = {
  planId: string;
  planName: string;
  carrier: string;
  /** The place in the consumer's results (plan_scores.rank for a submission). */
  currentRank: number;
  finalScore: number;
  inTopResults: boolean;
  /** The ranking's yearly cost: below 0 only with `comesOutAhead` above 0. */
  estimatedAnnualCost: number;
  /** The yearly cost consumers see, never below 0. */
  yearlyCost: number;
  /** How far the giveback goes past everything paid; else 0. */
  comesOutAhead: number;
  /** The cost's parts as the consumer card shows them. */
  costBreakdown: { premiums: number; drugs: number; medical: number; partBGiveback: number };
  /** Points per component; their sum is `finalScore`. */
  components: Record<ScoreComponent, number>;
  /** "What matters to you" points that earned something, by key. */
  priorityPoints: Record<string, number>;
  /** Pre-ADR 0012 plan-field points of old submissions; else empty. */
  otherPoints: Record<string, number>;
  /** Drugs covered of listed, doctors in network of checked. */
  medicationsCovered: number;
  totalMedications: number;
  doctorsInNetwork: number;
  totalDoctors: number;
  /** The plan whose score capped this one's (dominance); else null. */
  cappedBy: string | null;
  /** No drug coverage nor other creditable coverage: ranked after every plan with it. */
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
