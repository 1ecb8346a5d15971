import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { PlanData } from '../../../../shared/data-sources';
import type {
  MedicationLookupItem,
  PharmacySearchResult,
  ProviderSearchResult,
} from '../../../../shared/lookup-contracts';
import { json, type MockRequest, mockFetch } from '../../../testing/fetch-mock';
import { newEditor } from '../lib/entry-editor';
import { EMPTY_DOCTOR, EMPTY_MEDICATION, emptyFormValues, type FinderFormValues } from '../lib/form-values';
import { NO_PHARMACY_PICK } from '../lib/pharmacy-pick';
import { saveProgress } from '../lib/progress-storage';

/**
 * Test data for the finder: a tiny drug catalogue, two ZIPs' counties, a provider directory and
 * the pharmacies near 74012.
 */
export const CATALOGUE: MedicationLookupItem[] = [
  {
    name: 'Atorvastatin',
    genericName: 'atorvastatin calcium',
    category: 'Statin (cholesterol)',
    description: null,
    availableDosages: ['10 mg tablet', '20 mg tablet'],
  },
  {
    name: 'Metformin',
    genericName: 'metformin hydrochloride',
    category: 'Diabetes',
    description: null,
    availableDosages: ['500 mg tablet', '1000 mg tablet'],
  },
  {
    name: 'Lisinopril',
    genericName: 'lisinopril',
    category: 'ACE inhibitor (blood pressure)',
    description: null,
    availableDosages: ['10 mg tablet'],
  },
];

/** Every month of the year: a plan year whose plans can start in any month (next year's, in open enrollment). */
export const ALL_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const ALL_COUNTIES = ['Canadian', 'Oklahoma', 'Texas', 'Tulsa', 'Wagoner'];

export const PROVIDERS: ProviderSearchResult[] = [
  {
    id: 41,
    lastNameOrOrgName: 'Smith',
    firstName: 'Jane',
    primarySpecialty: 'Cardiology',
    npi: '1234567893',
    city: 'Yukon',
    state: 'OK',
    zipCode: '73099',
    sample: false,
    distanceMiles: 3.24,
  },
  {
    id: 42,
    lastNameOrOrgName: 'Smithson Family Clinic',
    firstName: null,
    primarySpecialty: null,
    npi: null,
    city: 'Mustang',
    state: 'OK',
    zipCode: '73064',
    sample: true,
  },
];

/** Near 74012, nearest first, as POST /api/pharmacies/search answers. */
export const PHARMACIES: PharmacySearchResult[] = [
  {
    npi: '1538296415',
    name: 'Broken Arrow Drug',
    address: '101 S Main St',
    city: 'Broken Arrow',
    zipCode: '74012',
    sample: false,
    distanceMiles: 0,
  },
  {
    npi: '1972503361',
    name: 'Walgreens',
    address: '2100 W Kenosha St',
    city: 'Broken Arrow',
    zipCode: '74011',
    sample: false,
    distanceMiles: 1.24,
  },
  {
    npi: '1427081589',
    name: 'Tulsa Corner Pharmacy',
    address: null,
    city: 'Tulsa',
    zipCode: '74103',
    sample: true,
    distanceMiles: 14.6,
  },
];

type Handler = (request: MockRequest) => Response | Promise<Response>;

/**
 * What the server says about a plan year's data; by default plans entered in ClearPlan, about
 * which the finder says nothing (planDataLine gives null).
 */
export function planData(planYear: number, overrides: Partial<PlanData> = {}): PlanData {
  return { planYear, medicareUpdatedOn: null, samplePlans: false, ...overrides };
}

/** The finder's endpoints with the data above; pass handlers to override or add endpoints. */
export function mockFinderServer(overrides: Record<string, Handler> = {}) {
  return mockFetch({
    'GET /api/medication-lookup': () => json(CATALOGUE),
    'GET /api/counties/by-zip/73099': () => json(['Canadian', 'Oklahoma']),
    'GET /api/counties/by-zip/74012': () => json(['Tulsa']),
    'GET /api/counties/by-zip/99999': () => json([]),
    'GET /api/counties/all': () => json(ALL_COUNTIES),
    'POST /api/counties/validate': ({ body }) => {
      const { zipCode, county } = body as { zipCode: string; county: string };
      return json({ isValid: zipCode === '74012' && county === 'Tulsa' });
    },
    'POST /api/providers/search': ({ body }) => {
      const q = ((body as { q?: string }).q ?? '').toLowerCase();
      return json(PROVIDERS.filter((p) => p.lastNameOrOrgName.toLowerCase().startsWith(q)));
    },
    'POST /api/pharmacies/search': ({ body }) => {
      const q = ((body as { q?: string }).q ?? '').toLowerCase();
      return json(PHARMACIES.filter((p) => p.name.toLowerCase().includes(q)));
    },
    'GET /api/medicare/plan-years': () =>
      json({
        defaultYear: 2026,
        years: [
          {
            year: 2026,
            label: '2026 plans, this year',
            planData: planData(2026),
            startMonths: ALL_MONTHS,
            canStart: true,
          },
        ],
      }),
    'POST /api/medicare/submit': () =>
      json({ userId: 'b6f1d0c2-3a4e-4c5f-9a7b-1c2d3e4f5a6b' }, { status: 201 }),
    'GET /api/medicare/user/b6f1d0c2-3a4e-4c5f-9a7b-1c2d3e4f5a6b': () => json({}),
    'GET /api/medicare/results/b6f1d0c2-3a4e-4c5f-9a7b-1c2d3e4f5a6b/shares': () => json([]),
    'GET /api/medicare/recommendations/b6f1d0c2-3a4e-4c5f-9a7b-1c2d3e4f5a6b': () =>
      json({
        userId: 'b6f1d0c2-3a4e-4c5f-9a7b-1c2d3e4f5a6b',
        planYear: 2026,
        coverageStartMonth: 1,
        planYearNotice: null,
        planData: planData(2026),
        totalEligiblePlans: 0,
        plans: [],
      }),
    ...overrides,
  });
}

/**
 * Fills the personal fields; the single-county ZIP 74012 picks Tulsa by itself. Each value is
 * pasted into its field after a click, one change per field: typed key by key, the whole form
 * rendered again for every key. Keys are typed where they are what is tested (county-and-radius
 * .test.tsx: the ZIP takes digits only). The date of birth stays typed. Then, once the county is
 * in, Next opens step 2 (medications and doctors); `next: false` stays on step 1, to answer its
 * other questions first and press Next with `nextStep`.
 */
export async function fillPersonal(user: UserEvent, zip = '74012', { next = true } = {}) {
  const fill = async (label: string, value: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  };
  await fill('First Name', 'Ada');
  await fill('Last Name', 'Lovelace');
  await user.type(screen.getByLabelText('Date of Birth'), '1950-12-10');
  await fill('ZIP Code', zip);
  if (next) await nextStep(user);
}

/** Once the county is in, presses Next on step 1 and waits for step 2, whose heading takes the focus. */
export async function nextStep(user: UserEvent) {
  await waitFor(() => expect(screen.getByLabelText('County')).not.toHaveValue(''));
  await user.click(screen.getByRole('button', { name: 'Next: Medications & Doctors' }));
  const heading = await screen.findByRole('heading', {
    level: 2,
    name: 'Step 2 of 3: Medications & Doctors',
  });
  await waitFor(() => expect(heading).toHaveFocus());
}

/** Step 2 with nothing to add: both lists' opt-out boxes ticked. */
export async function tickNoLists(user: UserEvent) {
  await user.click(screen.getByLabelText("I don't take any medications"));
  await user.click(screen.getByLabelText("I don't have any current doctors"));
}

/** A form ready for Find My Plans: the personal fields (Tulsa), Next, and no medications or doctors. */
export async function fillValidForm(user: UserEvent) {
  await fillPersonal(user);
  await tickNoLists(user);
}

/**
 * Progress saved on step 2 with step 1 done (Ada Lovelace, 74012, Tulsa, or the values given): the
 * form opens on the medications and doctors, as after a reload there.
 */
export function saveOnStepTwo(values: Partial<FinderFormValues> = {}) {
  const personal = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthDate: '1950-12-10',
    zipCode: '74012',
    county: 'Tulsa',
  };
  saveProgress({
    values: { ...emptyFormValues(), ...personal, ...values },
    medication: newEditor(EMPTY_MEDICATION),
    doctor: newEditor(EMPTY_DOCTOR),
    pharmacy: NO_PHARMACY_PICK,
    step: 2,
  });
}

/** Chooses a drug from the suggestions, then a dosage and a quantity preset. */
export async function addMedication(
  user: UserEvent,
  search: string,
  name: string,
  dosage: string,
  quantity = '30',
) {
  await user.type(screen.getByLabelText('Medication Name'), search);
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }));
  await user.selectOptions(screen.getByLabelText('Dosage'), dosage);
  const section = within(screen.getByRole('region', { name: 'Your Medications' }));
  await user.click(section.getByRole('button', { name: new RegExp(`^${quantity} \\w+$`) })); // "30 tablets"
  await user.click(section.getByRole('button', { name: 'Add to List' }));
}
