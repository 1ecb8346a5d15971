/** Inputs and outputs of the recommendation engine. Plain data: no DB rows, no HTTP, no env. */
import type { Frequency } from '../shared/constants.ts';
import type { ProfileAnswers } from '../shared/profile-answers.ts';
import type { Reason, ReasonKey } from '../shared/reasons.ts';
import type { DoctorNetworkDetail, DrugCostDetail, DrugPricing } from '../shared/recommendation-contracts.ts';
import type { PartDPlan } from './partd-types.ts';
import type { LandscapePremiums, PremiumResult } from './premium.ts';

export type ProfileMedication = { name: string; dosage: string; quantity: number; frequency: Frequency };
export type ProfileDoctor = { name: string; specialty: string; providerId?: number | null };

export type Profile = {
  /** The plan year the person is choosing plans for: its plans, Part D files and parameters apply. */
  planYear: number;
  zipCode: string;
  county: string | null;
  radiusMiles: number;
  medications: ProfileMedication[];
  doctors: ProfileDoctor[];
  /** Health, special-needs qualifiers, other drug coverage, priorities (defaults when not asked). */
  answers: ProfileAnswers;
};

export type CatalogueDrug = {
  name: string;
  genericName: string | null;
  /** Generic | Brand | Specialty | Insulin */
  medicationType: string | null;
  /** Estimated retail price per unit, dollars; null when unknown. */
  unitPrice: number | null;
};

export type FormularyEntry = {
  tier: number;
  priorAuthorization: boolean;
  quantityLimit: boolean;
  stepTherapy: boolean;
};

/**
 * A plan's own points per field (they depend on the plan only, so callers may compute them once):
 * every field at 0 but the stars (ADR 0012), and the stars' points.
 */
export type FieldPoints = {
  points: Readonly<Record<string, number>>;
  stars: number;
};

/** Which network rows a plan has: from a real source (an import or an admin), from the sample generator. */
export type NetworkSources = { real: boolean; sample: boolean };

export type EnginePlan = {
  id: number;
  planId: string;
  carrier: string;
  planName: string;
  planType: string;
  monthlyPremium: number;
  partBPremiumReduction: number;
  moopInNetwork: number | null;
  moopOutNetwork: number | null;
  medicalDeductible: number;
  rxDeductible: number;
  hasRxCoverage: boolean;
  starRating: number | null;
  hospitalNetwork: string | null;
  preferredPharmacies: string | null;
  copayStructure: Record<string, string>;
  benefits: Record<string, string | boolean>;
  prescriptionTiers: Record<string, string>;
  notes: string | null;
  /** Drug name (lower case) → entry; null when the plan has no formulary on file. */
  formulary: Map<string, FormularyEntry> | null;
  /**
   * Provider ids in the plan's network, from rows that can speak for them: imported or entered
   * rows for anyone, sample rows for sample providers only (ADR 0014).
   */
  network: ReadonlySet<number>;
  /**
   * Which network rows the plan has at all: `real` (imported or entered by an admin) and `sample`
   * (the sample generator's). A doctor missing from `network` is out of network only where a
   * network that speaks for them exists; otherwise not verified (doctors.ts). Absent: both true
   * (tests and callers that know every doctor's status).
   */
  networkSources?: NetworkSources;
  /** planFieldPoints(plan), when the caller already has it for this version of the plan. */
  fieldPoints?: FieldPoints;
  /**
   * The plan's drug benefit from Medicare's Part D files (issue 17); absent when the current
   * release does not have the plan, and its drugs are then estimated (drug-cost.ts).
   */
  partD?: PartDPlan;
  /**
   * The plan's Landscape premiums for the person's county, loaded when the person has Extra Help
   * (premium.ts); absent when not on file.
   */
  landscapePremiums?: LandscapePremiums | null;
};

/** A medication's RxNorm concept; a brand's generic concept, when RxNorm links one, with its name. */
export type RxNormConcept = {
  rxcui: string;
  brand: boolean;
  generic?: { rxcui: string; name: string } | null;
};

/** A directory provider that may be one of the profile's doctors. */
export type DirectoryProvider = {
  id: number;
  /** Made up by the sample directory generator, not from NPPES (ADR 0014); absent = real. */
  sample?: boolean;
  lastNameOrOrgName: string;
  firstName: string | null;
  primarySpecialty: string | null;
  zipCode: string | null;
};

export type ZipPoint = { lat: number; lon: number };

export type EngineContext = {
  /** Catalogue keyed by lower-case drug name. */
  drugs: ReadonlyMap<string, CatalogueDrug>;
  /** For each profile doctor (same order), the directory providers that could be them. */
  doctorCandidates: readonly (readonly DirectoryProvider[])[];
  /** ZIP centroids, for doctor distances. */
  zipPoints: ReadonlyMap<string, ZipPoint>;
  /**
   * For each profile medication (same order), its RxNorm concept when the catalogue knows the
   * dosage's (rx_drugs): the key into the plans' Part D formularies; null when unknown.
   */
  rxNorm?: readonly (RxNormConcept | null)[];
  /** The pharmacy the person picked (NPI and name), when they picked one. */
  pharmacy?: { npi: string; name: string } | null;
};

export type DrugCostLine = DrugCostDetail;

/** How a plan's drug cost was worked out (shared/api-responses.ts drugPricingSchema). */
export type DrugPricingResult = DrugPricing;

export type DoctorLine = DoctorNetworkDetail & { primaryCare: boolean };

/**
 * A plan's year for the person: premiums (the plan's own, 12 months), the Part B giveback
 * (what Medicare returns of the Part B premium, 12 months), drugs and medical care; `total` is
 * premiums + drugs + medical − giveback, the cost the ranking uses (yearly-cost.ts, the one place
 * it is worked out), below 0 when the giveback is more than everything else (the pages then say
 * "you come out ahead", never a negative cost).
 */
export type CostBreakdown = {
  premiums: number;
  giveback: number;
  drugs: number;
  medical: number;
  total: number;
};

export type PlanResult = {
  plan: EnginePlan;
  rank: number;
  inTopResults: boolean;
  score: number;
  componentScores: { cost: number; coverage: number; network: number; benefits: number };
  cost: CostBreakdown;
  /** The monthly premium counted, and whether Extra Help lowered it (premium.ts). */
  premium: PremiumResult;
  medicationsCovered: number;
  totalMedications: number;
  doctorsInNetwork: number;
  totalDoctors: number;
  drugLines: DrugCostLine[];
  /** Where the drug cost comes from; by pharmacy kind and the payment plan for the top results. */
  drugPricing: DrugPricingResult;
  doctorLines: DoctorLine[];
  /** `{fieldName}Points` per field, plus bonus keys for the personal factors (built on first read). */
  readonly scoreBreakdown: Record<string, number>;
  /** The two parts of the breakdown, without copying: the plan's field points and the bonuses. */
  fieldPoints: Readonly<Record<string, number>>;
  personalPoints: Record<string, number>;
  /**
   * The plan id of the plan that beats this one and whose score capped this one's (ranking.ts),
   * when the dominance rule lowered it (`personalPoints.dominanceAdjustmentPoints`); else null.
   */
  cappedBy: string | null;
  /** Plain-words reasons as data; written for the plans in the top results only (the ones people see). */
  reasoning: Reason[];
  /** Set for Special Needs Plans: who may join. */
  eligibilityNote: Reason | null;
  /** Effective stars (unrated as 3.5), and 1 when the plan has drug coverage that counts for this person. */
  stars: number;
  drugCoverage: number;
  /** Set for a plan without drug coverage, for someone without other creditable drug coverage. */
  lateEnrollmentWarning: boolean;
  /** Extras worth naming on a card, as reason keys ("extraDental"); for the plans in the top results only. */
  highlights: ReasonKey[];
};
