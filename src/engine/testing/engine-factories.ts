/** Test data for the engine: plans, drugs and profiles built from overrides (conventions: factories). */
import { DEFAULT_ANSWERS } from '../../shared/profile-answers.ts';
import type { CatalogueDrug, EngineContext, EnginePlan, FormularyEntry, Profile } from '../types.ts';

export const TIERS_BASE: Record<string, string> = {
  tier1Retail: '$0',
  tier1Mail: '$0',
  tier2Retail: '$10',
  tier2Mail: '$20',
  tier3Retail: '$47',
  tier3Mail: '$120',
  tier4Retail: '40%',
  tier4Mail: '40%',
  tier5Retail: '25%',
  tier6Retail: '$0',
  selectInsulin: '$35',
  deductibleTiers: '3,4,5',
};

export const COPAYS_BASE: Record<string, string> = {
  pcpCopayIn: '$5',
  specialistCopayIn: '$40',
  labsIn: '$0',
  xraysIn: '$15',
  urgentCare: '$50',
  er: '$110',
  hospitalCopayIn: '$325 per day, days 1-5',
  pcpCopayOon: 'Not covered',
  specialistCopayOon: 'Not covered',
};

export function makePlan(overrides: Partial<EnginePlan> = {}): EnginePlan {
  return {
    id: 1,
    planId: 'H0001-001',
    carrier: 'Test Carrier',
    planName: 'Test Plan (HMO)',
    planType: 'HMO',
    monthlyPremium: 0,
    partBPremiumReduction: 0,
    moopInNetwork: 3900,
    moopOutNetwork: null,
    medicalDeductible: 0,
    rxDeductible: 0,
    hasRxCoverage: true,
    starRating: 4,
    hospitalNetwork: 'INTEGRIS Health',
    preferredPharmacies: 'Walgreens',
    copayStructure: { ...COPAYS_BASE },
    benefits: { dental: '$1,000 a year', vision: 'Exam and $150 eyewear', hearing: 'Not covered' },
    prescriptionTiers: { ...TIERS_BASE },
    notes: null,
    formulary: new Map(),
    network: new Set(),
    ...overrides,
  };
}

export const drug = (name: string, medicationType: string, unitPrice: number | null): CatalogueDrug => ({
  name,
  genericName: name.toLowerCase(),
  medicationType,
  unitPrice,
});

export const DRUGS = {
  generic: drug('GenA', 'Generic', 0.1),
  brand: drug('BrandB', 'Brand', 10),
  specialty: drug('SpecC', 'Specialty', 100),
  insulin: drug('InsD', 'Insulin', 30),
  excluded: drug('NoForm', 'Brand', 5),
  unpriced: drug('NoPrice', 'Brand', null),
};

export function catalogue(...drugs: CatalogueDrug[]): Map<string, CatalogueDrug> {
  return new Map(drugs.map((d) => [d.name.toLowerCase(), d]));
}

export const ALL_DRUGS = catalogue(...Object.values(DRUGS));

export function formulary(
  entries: Record<string, number | Partial<FormularyEntry>>,
): Map<string, FormularyEntry> {
  return new Map(
    Object.entries(entries).map(([name, value]) => [
      name.toLowerCase(),
      {
        tier: typeof value === 'number' ? value : (value.tier ?? 1),
        priorAuthorization: false,
        quantityLimit: false,
        stepTherapy: false,
        ...(typeof value === 'number' ? {} : value),
      },
    ]),
  );
}

/** GenA tier 1, BrandB tier 3, SpecC tier 5, InsD tier 3; NoForm excluded. */
export const STANDARD_FORMULARY = formulary({ GenA: 1, BrandB: 3, SpecC: 5, InsD: 3 });

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    planYear: 2026,
    zipCode: '73099',
    county: 'Canadian',
    radiusMiles: 20,
    medications: [],
    doctors: [],
    answers: DEFAULT_ANSWERS,
    ...overrides,
  };
}

export function makeContext(overrides: Partial<EngineContext> = {}): EngineContext {
  return {
    drugs: ALL_DRUGS,
    doctorCandidates: [],
    zipPoints: new Map([
      ['73099', { lat: 35.5, lon: -97.75 }],
      ['73102', { lat: 35.47, lon: -97.52 }],
      ['74012', { lat: 36.05, lon: -95.8 }],
    ]),
    ...overrides,
  };
}
