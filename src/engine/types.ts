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
  /** The plan year chosen: its plans, Part D files and parameters apply. */
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

/** A plan's own points per field (plan-only, so computable once): all 0 but the stars (ADR 0012). */
export type FieldPoints = {
  points: Readonly<Record<string, number>>;
  stars: number;
};

/** Which network rows a plan has: real (imported or admin-entered), sample (the generator's). */
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
  /** In-network provider ids: real rows for anyone, sample rows for sample providers only (ADR 0014). */
  network: ReadonlySet<number>;
  /** A doctor not in `network` is out only where a network speaks for them, else not verified (doctors.ts). Absent: both true. */
  networkSources?: NetworkSources;
  /** planFieldPoints(plan), when the caller already has it. */
  fieldPoints?: FieldPoints;
  /** The Part D files' drug benefit; absent when the release lacks the plan (drugs estimated, drug-cost.ts). */
  partD?: PartDPlan;
  /** Landscape premiums for the person's county, loaded with Extra Help (premium.ts). */
  landscapePremiums?: LandscapePremiums | null;
};

/** A medication's RxNorm concept, with a brand's linked generic. */
export type RxNormConcept = {
  rxcui: string;
  brand: boolean;
  generic?: { rxcui: string; name: string } | null;
};

/** A directory provider that may be one of the profile's doctors. */
export type DirectoryProvider = {
  id: number;
  /** From the sample generator, not NPPES (ADR 0014); absent = real. */
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
  /** For each profile medication (same order), its RxNorm concept (the Part D formulary key); null = unknown. */
  rxNorm?: readonly (RxNormConcept | null)[];
  /** The pharmacy the person picked. */
  pharmacy?: { npi: string; name: string } | null;
};

export type DrugCostLine = DrugCostDetail;

export type DoctorLine = DoctorNetworkDetail & { primaryCare: boolean };

/**
 * A plan's year: total = premiums + drugs + medical − Part B giveback (yearly-cost.ts); below 0 when
 * the giveback exceeds the rest (the pages say "you come out ahead", never a negative cost).
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
  /** Where the drug cost comes from; by pharmacy and payment plan for the top results. */
  drugPricing: DrugPricing;
  doctorLines: DoctorLine[];
  /** `{fieldName}Points` per field, plus bonus keys for the personal factors (built on first read). */
  readonly scoreBreakdown: Record<string, number>;
  /** The breakdown's two parts, uncopied: field points and bonuses. */
  fieldPoints: Readonly<Record<string, number>>;
  personalPoints: Record<string, number>;
  /** The plan id whose score capped this one's under the dominance rule (ranking.ts); else null. */
  cappedBy: string | null;
  /** Plain-words reasons as data, for the top results only. */
  reasoning: Reason[];
  /** Special Needs Plans: who may join. */
  eligibilityNote: Reason | null;
  /** Effective stars (unrated as 3.5), and 1 when the plan has drug coverage that counts for this person. */
  stars: number;
  drugCoverage: number;
  /** No drug coverage here nor other creditable coverage. */
  lateEnrollmentWarning: boolean;
  /** Extras to name on a card ("extraDental"), top results only. */
  highlights: ReasonKey[];
};
