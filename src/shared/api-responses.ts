/**
 * Zod schemas of the consumer API's answers (routes: api-catalogue.ts): server tests check answers
 * against them and /api/openapi.json is made from them; the browser imports only the inferred types.
 */
import { z } from 'zod';
import { API_ERROR_CODES } from './api-error.ts';
import { planDataSchema } from './data-sources.ts';
import { EXTRA_HELP_LEVELS, PHARMACY_CHOICES, profileAnswersRecordSchema } from './profile-answers.ts';
import { doctorEntrySchema, medicationEntrySchema } from './profile-entries.ts';

export const drugCostDetailSchema = z.strictObject({
  name: z.string(),
  covered: z.boolean(),
  tier: z.number().int().nullable(),
  tierEstimated: z.boolean(),
  priorAuthorization: z.boolean(),
  quantityLimit: z.boolean(),
  stepTherapy: z.boolean(),
  fillsPerYear: z.number(),
  pricePerFill: z.number().nullable(),
  annualCost: z.number(),
  annualRetailPrice: z.number().nullable(),
  /** No cost share listed for the tier: the standard 25 % was used (absent in older results). */
  standardCostShare: z.boolean().optional(),
  /** Days supply of each fill (absent in older results). */
  daysSupply: z.number().int().optional(),
  /** An enhanced plan's extra (excluded) drug: not counted toward the $2,100 limit. */
  excludedDrug: z.boolean().optional(),
  /** Covered only for these uses (indication-based coverage). */
  indications: z.array(z.string()).optional(),
  /** ACIP adult vaccine with drug coverage: $0, no deductible, covered even off the formulary (since 2023). */
  vaccine: z.boolean().optional(),
  /** A covered generic for a brand, and the year's saving. */
  alternative: z.strictObject({ name: z.string(), annualSavings: z.number() }).optional(),
  /** A fill quantity above the usual (quantity-limits.ts), priced as entered; absent when usual. */
  quantityAboveUsual: z
    .strictObject({ quantity: z.number().int(), form: z.string(), usualMax: z.number().int() })
    .optional(),
});
/**
 * How a plan's drug cost was worked out (absent in old results): its Part D prices at the chosen
 * pharmacy kind, or ClearPlan's estimate; cost per pharmacy kind and, for shown plans, payment plan bills.
 */
export const drugPricingSchema = z.strictObject({
  source: z.enum(['medicare', 'estimate']),
  /** The Part D files are ClearPlan's sample files, not CMS's. */
  sample: z.boolean(),
  /** CMS's release the prices come from ("2026 Q4"); null for the estimate. */
  release: z.string().nullable(),
  pharmacy: z.enum(PHARMACY_CHOICES),
  /** False when the plan has no pharmacy of the chosen kind (priced at a standard pharmacy). */
  pharmacyAvailable: z.boolean(),
  /** The year's drug cost at each pharmacy kind; null where the plan has none of that kind. */
  byPharmacy: z.strictObject({
    preferred: z.number().nullable(),
    standard: z.number().nullable(),
    mail: z.number().nullable(),
    /** At the person's own pharmacy, when picked. */
    specific: z.number().nullable().optional(),
  }),
  /** The picked pharmacy as this plan sees it; absent when they picked a kind. */
  specificPharmacy: z
    .strictObject({
      npi: z.string(),
      name: z.string(),
      /** Out of network: the plan pays nothing there (full price). */
      inNetwork: z.boolean(),
      preferred: z.boolean(),
    })
    .optional(),
  extraHelp: z.enum(EXTRA_HELP_LEVELS),
  /** First month covered (1 = January). */
  coverageStartMonth: z.number().int().min(1).max(12),
  /** Payment plan monthly bills beside what is paid at the pharmacy without it. */
  paymentPlan: z.array(
    z.strictObject({ month: z.number().int().min(1).max(12), atPharmacy: z.number(), bill: z.number() }),
  ),
});
export const doctorNetworkDetailSchema = z.strictObject({
  name: z.string(),
  specialty: z.string(),
  providerId: z.number().int().nullable(),
  matched: z.boolean(),
  inNetwork: z.boolean(),
  /** In our directory but the plan's network cannot speak for them (ADR 0014): "call the plan". Absent = false. */
  notVerified: z.boolean().optional(),
  distanceMiles: z.number().nullable(),
  withinRadius: z.boolean(),
  counted: z.boolean(),
});
export const recommendationPlanSchema = z.strictObject({
  /** Public id (H1234-001), as in /results/{userId}/plan/{planId}. */
  id: z.string(),
  planId: z.string(),
  rank: z.number().int().positive(),
  name: z.string(),
  carrier: z.string(),
  type: z.enum(['Medicare Advantage', 'Medicare Supplement', 'Part D']),
  planType: z.string(),
  monthlyPremium: z.number(),
  partBPremiumReduction: z.number(),
  annualDeductible: z.number(),
  rxDeductible: z.number(),
  outOfPocketMax: z.number().nullable(),
  starRating: z.number().nullable(),
  hasRxCoverage: z.boolean(),
  benefits: z.array(z.string()),
  medicationsCovered: z.number().int(),
  totalMedications: z.number().int(),
  doctorsInNetwork: z.number().int(),
  totalDoctors: z.number().int(),
  estimatedAnnualDrugCost: z.number(),
  /**
   * The ranking's cost: premiums + drugs + medical − giveback (engine/yearly-cost.ts); below 0 only
   * when the giveback exceeds the rest. Pages show `yearlyCost` and `comesOutAhead`, never this.
   */
  estimatedAnnualCost: z.number(),
  /** The yearly cost every page shows, never below 0. */
  yearlyCost: z.number().min(0),
  /** How far the giveback goes past everything paid ("you come out $X ahead"); else 0. */
  comesOutAhead: z.number().min(0),
  costBreakdown: z.strictObject({
    premiums: z.number(),
    drugs: z.number(),
    medical: z.number(),
    partBGiveback: z.number(),
  }),
  /** No drug coverage nor other creditable coverage: the late-enrollment penalty applies. */
  lateEnrollmentWarning: z.boolean(),
  /** With Extra Help: the premium counted ('applied' from Landscape figures, 'not-on-file' full). Absent otherwise. */
  extraHelpPremium: z
    .strictObject({
      status: z.enum(['applied', 'not-on-file']),
      monthly: z.number(),
      sample: z.boolean(),
    })
    .optional(),
  score: z.number(),
  componentScores: z.strictObject({
    cost: z.number(),
    coverage: z.number(),
    network: z.number(),
    benefits: z.number(),
  }),
  /** False past the first ten: reasons and lines are on the plan's own page. */
  explained: z.boolean(),
  reasoning: z.array(z.string()),
  drugs: z.array(drugCostDetailSchema),
  doctors: z.array(doctorNetworkDetailSchema),
  eligibilityNote: z.string().nullable(),
  isSampleData: z.boolean(),
  enrollmentUrl: z.string(),
  drugPricing: drugPricingSchema.optional(),
});
export const recommendationsResponseSchema = z.strictObject({
  userId: z.string(),
  planYear: z.number().int(),
  /** First month (1–12) costs count from; a later month than 1 is named on every page, never "yearly". */
  coverageStartMonth: z.number().int().min(1).max(12),
  /** Set when some Medicare amounts are carried from the year before. */
  planYearNotice: z.string().nullable(),
  /** Where the plan data came from when the result was made (data-sources.ts). */
  planData: planDataSchema,
  totalEligiblePlans: z.number().int(),
  /** At most RESULT_PAGE_PLANS plans, by rank, from the page asked for. */
  plans: z.array(recommendationPlanSchema),
  nextPage: z.number().int().optional(),
});
/** `?page=2` of a results answer (RESULT_PAGE_PLANS a page); other query parameters are ignored. */
export const resultPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'The page must be a whole number from 1' })
    .int('The page must be a whole number from 1')
    .min(1, 'The page must be a whole number from 1')
    .max(10_000, 'The page must be a whole number from 1 to 10000')
    .default(1),
});
/** GET /api/medicare/plan/:planId?year=2027: a plan has one row per plan year. */
export const planDetailQuerySchema = z.strictObject({
  /** Defaults to the newest year the plan is on file for. */
  year: z.coerce
    .number({ error: 'Year must be a year' })
    .int('Year must be a year')
    .min(2000)
    .max(2100)
    .optional(),
});

/** GET /api/medicare/plan-years: the years the finder offers now, the default first. */
export const planYearsResponseSchema = z.strictObject({
  defaultYear: z.number().int().nullable(),
  years: z.array(
    z.strictObject({
      year: z.number().int(),
      label: z.string(),
      planData: planDataSchema,
      /** Months (1–12) a plan of this year can still start (plan-years.ts). */
      startMonths: z.array(z.number().int().min(1).max(12)),
      /** False: no month can start any more; its estimate is the whole year, as an example. */
      canStart: z.boolean(),
    }),
  ),
});
export type PlanYearsResponse = z.infer<typeof planYearsResponseSchema>;

/** A cost share of the Part D files: a copay, or a coinsurance rate (0–1) with its floor and cap. */
const costShareSchema = z
  .discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('copay'), amount: z.number() }),
    z.strictObject({
      kind: z.literal('coinsurance'),
      rate: z.number(),
      min: z.number().nullable(),
      max: z.number().nullable(),
    }),
  ])
  .nullable();

export const planDetailSchema = z.strictObject({
  planId: z.string(),
  planYear: z.number().int(),
  carrier: z.string(),
  planName: z.string(),
  planType: z.string(),
  monthlyPremium: z.number().nullable(),
  partBPremiumReduction: z.number().nullable(),
  moopInNetwork: z.number().nullable(),
  moopOutNetwork: z.number().nullable(),
  medicalDeductible: z.number().nullable(),
  rxDeductible: z.number().nullable(),
  hasRxCoverage: z.boolean(),
  starRating: z.number().nullable(),
  hospitalNetwork: z.string().nullable(),
  preferredPharmacies: z.string().nullable(),
  copayStructure: z.record(z.string(), z.string()),
  benefits: z.record(z.string(), z.union([z.string(), z.boolean()])),
  prescriptionTiers: z.record(z.string(), z.string()),
  region: z.string().nullable(),
  counties: z.array(z.string()).nullable(),
  notes: z.string().nullable(),
  isSampleData: z.boolean(),
  enrollmentUrl: z.string(),
  eligibilityNote: z.string().nullable(),
  updatedAt: z.string(),
  /** Where the plan year's data came from, today. */
  planData: planDataSchema,
  /**
   * Tier cost shares per pharmacy kind from the current Part D files (engine tierSharesByPharmacy);
   * null for a kind the network lacks; null when the files lack the plan (page shows its tier fields).
   */
  tierCosts: z
    .strictObject({
      sample: z.boolean(),
      tiers: z.array(
        z.strictObject({
          tier: z.number().int(),
          preferred: costShareSchema,
          standard: costShareSchema,
          mail: costShareSchema,
        }),
      ),
    })
    .nullable(),
  /** Where each part of the page comes from: details, drug prices, doctor network (services/catalogue/plan-detail.ts). */
  dataParts: z.strictObject({
    details: z.enum(['sample', 'catalogue']),
    drugs: z.enum(['sample', 'medicare', 'estimate', 'none']),
    network: z.enum(['sample', 'real', 'none']),
  }),
});

export const countyValidateResponseSchema = z.strictObject({ isValid: z.boolean() });

export const countyListSchema = z.array(z.string());

export const providerSearchResultSchema = z.strictObject({
  id: z.number().int(),
  lastNameOrOrgName: z.string(),
  firstName: z.string().nullable(),
  primarySpecialty: z.string().nullable(),
  npi: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  /** Made up by ClearPlan's sample directory, not a real provider. */
  sample: z.boolean(),
  distanceMiles: z.number().optional(),
});

export const medicationLookupItemSchema = z.strictObject({
  name: z.string(),
  genericName: z.string().nullable(),
  category: z.string().nullable(),
  description: z.string().nullable(),
  availableDosages: z.array(z.string()),
});

export const savedUserRecordSchema = z.strictObject({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string(),
  zipCode: z.string(),
  county: z.string().nullable(),
  isCustomCounty: z.boolean(),
  createdAt: z.string(),
  doctorSearchRadius: z.number(),
  medications: z.array(medicationEntrySchema),
  doctors: z.array(doctorEntrySchema),
  /** Health, qualifiers, other coverage, priorities (defaults for older records). */
  answers: profileAnswersRecordSchema,
  /** The plan year ("Duplicate for next year" uses year + 1, ADR 0020) and the retention deletion date. */
  planYear: z.number().int().optional(),
  retainUntil: z.string().optional(),
});

export const submitResponseSchema = z.strictObject({ userId: z.string() });

/** POST /api/medicare/history/forget: the device's history key is dropped. */
export const forgetDeviceResponseSchema = z.strictObject({
  forgotten: z.literal(true),
  released: z.number().int(),
});

/** One live share link; `path` is the page to open (/shared/{token}). */
export const resultShareSchema = z.strictObject({
  id: z.string(),
  path: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export const resultShareListSchema = z.array(resultShareSchema);
export const shareRevokedSchema = z.strictObject({ revoked: z.literal(true) });

export const submissionDeletedSchema = z.strictObject({ deleted: z.literal(true) });

const sessionUserSchema = z.strictObject({ email: z.string(), role: z.string() });
export const signInResponseSchema = z.strictObject({ success: z.literal(true), user: sessionUserSchema });
export const signOutResponseSchema = z.strictObject({ success: z.literal(true) });

/** GET /api/counselor/session: who is signed in, and the client retention days (ADR 0020). */
export const counselorSessionSchema = z.strictObject({
  authenticated: z.boolean(),
  user: sessionUserSchema.nullable(),
  retentionDays: z.number().int(),
});
export type CounselorSession = z.infer<typeof counselorSessionSchema>;

/** What a share link opens: the results without the person's name or birth date. */
export const sharedResultsResponseSchema = recommendationsResponseSchema.extend({
  share: z.strictObject({ expiresAt: z.string() }),
});

export const accessStateSchema = z.strictObject({ granted: z.boolean() });

export const apiErrorBodySchema = z.strictObject({
  error: z.string(),
  code: z.enum(API_ERROR_CODES).optional(),
  issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
});

/** A pharmacy near the person's ZIP from Medicare's pharmacy network files. */
export const pharmacySearchResultSchema = z.strictObject({
  npi: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  /** Made up by ClearPlan's sample release, not a real pharmacy. */
  sample: z.boolean(),
  distanceMiles: z.number().nullable(),
});
