/** Test data shaped like the consumer API answers, with overrides (conventions: factories). */
import type { PlanData } from '../../../../shared/data-sources';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { DEFAULT_ANSWERS } from '../../../../shared/profile-answers';
import type {
  DoctorNetworkDetail,
  DrugCostDetail,
  DrugPricing,
  PlanDetail,
  RecommendationPlan,
  RecommendationsResponse,
} from '../../../../shared/recommendation-contracts';
import type { MedigapChoice, RoadsComparison } from '../../../../shared/roads-contracts';

export const USER_ID = '5b0c7f0e-3a52-4b8e-9a36-2f1d4c6e8a10';

export function makeDrug(overrides: Partial<DrugCostDetail> = {}): DrugCostDetail {
  return {
    name: 'Atorvastatin',
    covered: true,
    tier: 1,
    tierEstimated: false,
    priorAuthorization: false,
    quantityLimit: false,
    stepTherapy: false,
    fillsPerYear: 12,
    pricePerFill: 6,
    annualCost: 0,
    annualRetailPrice: 72,
    ...overrides,
  };
}

/**
 * How an explained plan's drugs were priced (issue 17): Medicare's files at a standard pharmacy,
 * no Extra Help, the whole year, with a payment plan that spreads $600 at the pharmacy over the
 * year. makePlan leaves it out, as results stored before issue 17 do: pass it as `drugPricing`.
 */
export function makeDrugPricing(overrides: Partial<DrugPricing> = {}): DrugPricing {
  return {
    source: 'medicare',
    sample: false,
    release: '2026 Q4',
    pharmacy: 'standard',
    pharmacyAvailable: true,
    byPharmacy: { preferred: 540, standard: 600, mail: 510 },
    extraHelp: 'none',
    coverageStartMonth: 1,
    // $400 paid in January and $200 in February; with the payment plan January's $400 is spread
    // over 12 bills ($33.33) and February's $200 over the 11 left (+ $18.18): $600.00 in all.
    paymentPlan: [
      { month: 1, atPharmacy: 400, bill: 33.33 },
      { month: 2, atPharmacy: 200, bill: 51.52 },
      ...[3, 4, 5, 6, 7, 8, 9, 10, 11].map((month) => ({ month, atPharmacy: 0, bill: 51.52 })),
      { month: 12, atPharmacy: 0, bill: 51.47 },
    ],
    ...overrides,
  };
}

/**
 * The pharmacy the person picked, as one plan sees it (DrugPricing.specificPharmacy): by default in
 * its network as a standard pharmacy. Pass it with `byPharmacy.specific`, the year's cost there.
 */
export function makeSpecificPharmacy(
  overrides: Partial<NonNullable<DrugPricing['specificPharmacy']>> = {},
): NonNullable<DrugPricing['specificPharmacy']> {
  return {
    npi: '1972503361',
    name: 'Yukon Family Pharmacy',
    inNetwork: true,
    preferred: false,
    ...overrides,
  };
}

export function makeDoctor(overrides: Partial<DoctorNetworkDetail> = {}): DoctorNetworkDetail {
  return {
    name: 'Lee, Anna',
    specialty: 'Family Medicine',
    providerId: 11,
    matched: true,
    inNetwork: true,
    distanceMiles: 4.2,
    withinRadius: true,
    counted: true,
    ...overrides,
  };
}

export function makePlan(overrides: Partial<RecommendationPlan> = {}): RecommendationPlan {
  const id = overrides.id ?? overrides.planId ?? 'H0001-001';
  // The shown figures follow the net cost, as the server's presenter makes them.
  const net = overrides.estimatedAnnualCost ?? 1200;
  return {
    id,
    planId: id,
    rank: 1,
    name: `Plan ${id}`,
    carrier: 'GlobalHealth',
    type: 'Medicare Advantage',
    planType: 'HMO',
    monthlyPremium: 0,
    partBPremiumReduction: 0,
    annualDeductible: 0,
    rxDeductible: 0,
    outOfPocketMax: 3900,
    starRating: 4,
    hasRxCoverage: true,
    benefits: ['Dental: $1,500 per year'],
    medicationsCovered: 1,
    totalMedications: 1,
    doctorsInNetwork: 1,
    totalDoctors: 1,
    estimatedAnnualDrugCost: 0,
    estimatedAnnualCost: net,
    yearlyCost: Math.max(0, net),
    comesOutAhead: Math.max(0, -net),
    costBreakdown: { premiums: 0, drugs: 0, medical: 1200, partBGiveback: 0 },
    lateEnrollmentWarning: false,
    score: 80,
    componentScores: { cost: 80, coverage: 100, network: 100, benefits: 60 },
    explained: true,
    reasoning: ['Covers all of your medications'],
    drugs: [makeDrug()],
    doctors: [makeDoctor()],
    eligibilityNote: null,
    isSampleData: false,
    enrollmentUrl: 'https://www.example.com/enroll',
    ...overrides,
  };
}

/**
 * What the server says about a plan year's data. By default the year's plans were entered in
 * ClearPlan (no Medicare file, no sample plans), so planDataLine has nothing to say and the pages
 * show no line: pass `medicareUpdatedOn` or `samplePlans` for one.
 */
export function makePlanData(overrides: Partial<PlanData> = {}): PlanData {
  return { planYear: 2026, medicareUpdatedOn: null, samplePlans: false, ...overrides };
}

export function makeRecommendations(
  plans: RecommendationPlan[],
  overrides: Partial<RecommendationsResponse> = {},
): RecommendationsResponse {
  return {
    userId: USER_ID,
    planYear: 2026,
    coverageStartMonth: 1,
    planYearNotice: null,
    planData: makePlanData({ planYear: overrides.planYear ?? 2026 }),
    totalEligiblePlans: 42,
    plans,
    ...overrides,
  };
}

export function makeSavedUser(overrides: Partial<SavedUserRecord> = {}): SavedUserRecord {
  return {
    id: USER_ID,
    firstName: 'Jane',
    lastName: 'Smith',
    birthDate: '1955-04-12',
    zipCode: '73099',
    county: 'Canadian',
    isCustomCounty: false,
    createdAt: '2026-03-02T15:04:00.000Z',
    doctorSearchRadius: 20,
    answers: DEFAULT_ANSWERS,
    medications: [
      { name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' },
      { name: 'Eliquis', dosage: '5 mg tablet', quantity: '60', frequency: 'monthly' },
    ],
    doctors: [{ name: 'Lee, Anna', specialty: 'Family Medicine', providerId: 11 }],
    ...overrides,
  };
}

export function makePlanDetail(overrides: Partial<PlanDetail> = {}): PlanDetail {
  return {
    planId: 'H0001-001',
    planYear: 2026,
    carrier: 'GlobalHealth',
    planName: 'GlobalHealth Generations Classic (HMO)',
    planType: 'HMO',
    monthlyPremium: 0,
    partBPremiumReduction: 0,
    moopInNetwork: 3900,
    moopOutNetwork: null,
    medicalDeductible: 0,
    rxDeductible: 250,
    hasRxCoverage: true,
    starRating: 4,
    hospitalNetwork: 'OU Health, Mercy Hospital Oklahoma City',
    preferredPharmacies: 'Walgreens, Walmart',
    copayStructure: {
      pcpCopayIn: '$5',
      specialistCopayIn: '$35',
      urgentCare: '$35',
      labsIn: '$0',
      xraysIn: '$10',
      er: '$110',
      hospitalCopayIn: '$295 per day, days 1-6',
    },
    benefits: {
      dental: '$1,500 per year for comprehensive dental',
      vision: '$150 per year for glasses',
      hearing: 'Not covered',
      otc: '$60 per quarter',
      gym: 'SilverSneakers',
      transportation: 'Not covered',
      persDevice: true,
    },
    prescriptionTiers: {
      tier1Retail: '$0',
      tier1Mail: '$0',
      tier2Retail: '$8',
      tier2Mail: '$24',
      tier3Retail: '$45',
      tier3Mail: '$135',
      tier4Retail: '40%',
      tier4Mail: '40%',
      tier5Retail: '27%',
      selectInsulin: '$35',
      deductibleTiers: '3,4,5',
    },
    region: 'Oklahoma',
    counties: ['Oklahoma', 'Canadian'],
    notes: null,
    isSampleData: false,
    enrollmentUrl: 'https://www.example.com/enroll',
    eligibilityNote: null,
    updatedAt: '2026-01-15T12:00:00.000Z',
    planData: makePlanData({ planYear: overrides.planYear ?? 2026 }),
    tierCosts: null,
    dataParts: { details: 'catalogue', drugs: 'medicare', network: 'real' },
    ...overrides,
  };
}

/** A Medigap quote: Plan G from Acme Life at $150 a month, leaving the Part B deductible ($283). */
export function makeMedigapChoice(overrides: Partial<MedigapChoice> = {}): MedigapChoice {
  return {
    carrier: 'Acme Life',
    letter: 'G',
    planName: 'Plan G',
    monthlyPremium: 150,
    sample: false,
    premiums: 1800,
    medical: { typical: 283, bad: 283 },
    // The whole road with it: Part B $2,434.80, WellRx Saver $660, $1,800 and $283.
    total: { typical: 5177.8, bad: 5177.8 },
    ...overrides,
  };
}

/** A drug plan of $10 a month ($120 a year) leaving $540 of drugs. */
const WELLRX_SAVER = {
  planId: 'S0001-001',
  planName: 'WellRx Saver (PDP)',
  carrier: 'Wellcare',
  monthlyPremium: 10,
  drugDeductible: 0,
  starRating: 3.5,
  premiums: 120,
  drugs: 540,
  total: 660,
  sample: false,
};

/**
 * Both roads for a whole year (issue 19), Part B at $202.90 × 12 = $2,434.80 on each:
 * - Medicare Advantage: $0 premium + $600 drugs + care $1,200 (bad year $3,900, the MOOP)
 *   → $4,234.80 typical, $6,934.80 bad;
 * - Original Medicare + Plan G ($1,800, leaves $283) + WellRx Saver ($120 premium, $540 drugs)
 *   → $5,177.80 in either year.
 * Medicare Advantage costs $943 less in a typical year; Original Medicare $1,757 less in a bad one.
 */
export function makeRoadsComparison(overrides: Partial<RoadsComparison> = {}): RoadsComparison {
  return {
    planYear: 2026,
    age: 71,
    months: 12,
    partBMonthlyPremium: 202.9,
    income: {
      band: 0,
      incomeYear: 2024,
      label: '$109,000 or less ($218,000 or less filing jointly)',
      partB: 0,
      partD: 0,
    },
    before2020Plans: true,
    medicare: {
      partBDeductible: 283,
      partBCoinsurance: 0.2,
      partADeductible: 1736,
      partADay61to90: 434,
      partALifetimeReserveDay: 868,
      snfDay21to100: 217,
      medigapKLimit: 8000,
      medigapLLimit: 4000,
      medigapHighDeductible: 2950,
    },
    advantage: {
      planId: 'H0001-001',
      planName: 'GlobalHealth Generations Classic (HMO)',
      carrier: 'GlobalHealth',
      partBPremiums: 2434.8,
      incomeAdjustments: 0,
      premiums: 0,
      giveback: 0,
      drugs: 600,
      medical: { typical: 1200, bad: 3900 },
      sample: false,
      total: { typical: 4234.8, bad: 6934.8 },
    },
    original: {
      partBPremiums: 2434.8,
      incomeAdjustments: 0,
      medigap: makeMedigapChoice(),
      otherMedigap: [
        makeMedigapChoice({
          letter: 'N',
          planName: 'Plan N',
          monthlyPremium: 110,
          premiums: 1320,
          medical: { typical: 463, bad: 583 },
          total: { typical: 4877.8, bad: 4997.8 },
        }),
      ],
      withoutMedigap: { typical: 1500, bad: 9000 },
      drugsWithoutPlan: 0,
      drugPlan: WELLRX_SAVER,
      drugPlans: [
        WELLRX_SAVER,
        {
          planId: 'S0002-001',
          planName: 'Sample Value Rx (PDP)',
          carrier: 'Sample Drug Plans',
          monthlyPremium: 45,
          drugDeductible: 615,
          starRating: null,
          premiums: 540,
          drugs: 300,
          total: 840,
          sample: true,
        },
      ],
      total: { typical: 5177.8, bad: 5177.8 },
    },
    doctors: [
      { name: 'Dr. Maria Lopez', specialty: 'Family Medicine', advantage: 'in' },
      { name: 'Dr. Ken Ito', specialty: 'Cardiology', advantage: 'out' },
      { name: 'Dr. Ann Lee', specialty: 'Dermatology', advantage: 'unknown' },
      { name: 'Dr. Typed By Hand', specialty: 'Neurology', advantage: 'not-found' },
    ],
    facts: [
      'You can buy any Medigap policy in the six months after Part B starts, whatever your health.',
      'Medicare Advantage plans have networks and may need prior authorization.',
    ],
    unconfirmed: [],
    sources: ['CMS 2026 Medicare Parts A & B premiums and deductibles fact sheet'],
    ...overrides,
  };
}
