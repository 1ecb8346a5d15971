import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import {
  makeDoctor,
  makeDrug,
  makeDrugPricing,
  makePlan,
  makePlanDetail,
  makeRecommendations,
  makeSavedUser,
  makeSpecificPharmacy,
  USER_ID,
} from '../testing/results-factories';

const PLAN_ID = 'H0001-001';
const PATH = `/results/${USER_ID}/plan/${PLAN_ID}`;
const FAILURE = 'Unable to load plan details. Please try again or go back to your results.';
const NEAR_YOU_ROW =
  'A pharmacy near youSee what your drugs would cost at one near you.Choose a pharmacy near you';

const scored = makePlan({
  id: PLAN_ID,
  name: 'GlobalHealth Generations Classic (HMO)',
  medicationsCovered: 1,
  totalMedications: 2,
  doctorsInNetwork: 1,
  totalDoctors: 2,
  estimatedAnnualCost: 1834,
  costBreakdown: { premiums: 0, drugs: 634, medical: 1200, partBGiveback: 0 },
  drugs: [
    makeDrug({ name: 'Atorvastatin', tier: 1, annualCost: 0 }),
    makeDrug({
      name: 'Eliquis',
      covered: false,
      tier: null,
      annualCost: 6240,
      priorAuthorization: false,
    }),
  ],
  doctors: [
    makeDoctor({ name: 'Lee, Anna', specialty: 'Family Medicine', distanceMiles: 4.2 }),
    makeDoctor({
      name: 'Patel, Raj',
      specialty: 'Cardiology',
      inNetwork: false,
      counted: false,
      distanceMiles: 12,
    }),
  ],
});

function handlers(overrides: Record<string, () => Response> = {}) {
  return {
    [`GET /api/medicare/plan/${PLAN_ID}`]: () => json(makePlanDetail({ planId: PLAN_ID })),
    [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations([scored])),
    [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
    ...overrides,
  };
}

const section = (name: string) => screen.getByRole('region', { name });
const factValue = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('Plan detail page', () => {
  it('names a one-month result by its month on the plan page, in the estimate and the drug table, never "yearly"', async () => {
    // A result starting December 1, 2026 (chosen in November): one month is counted.
    mockFetch(
      handlers({
        [`GET /api/medicare/recommendations/${USER_ID}`]: () =>
          json(makeRecommendations([scored], { coverageStartMonth: 12 })),
      }),
    );
    renderRoute(PATH);
    const estimate = await screen.findByText(/^Your estimated cost for/);
    expect(estimate.parentElement).toHaveTextContent('Your estimated cost for December 2026: $1,834');
    expect(
      screen.getByRole('columnheader', { name: 'Estimated cost for December 2026' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/estimated yearly cost/i)).not.toBeInTheDocument();
  });

  it('groups the plan facts the way a member looks for them', async () => {
    mockFetch(handlers());
    renderRoute(PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'GlobalHealth Generations Classic (HMO)' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('GlobalHealth Generations Classic (HMO) | ClearPlan');
    expect(screen.getByText('GlobalHealth · HMO · Plan ID H0001-001')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Costs',
      'Your medications',
      'Your doctors',
      'Doctor visits',
      'Hospital and emergency care',
      'Drugs by tier',
      'Extra benefits',
      'Network',
    ]);

    const costs = section('Costs');
    expect(factValue(costs, 'Monthly premium')).toHaveTextContent('Free');
    expect(factValue(costs, 'Out-of-pocket maximum (in network)')).toHaveTextContent('$3,900');
    expect(factValue(costs, 'Drug deductible')).toHaveTextContent('$250');
    expect(within(costs).getByText('$1,834')).toBeInTheDocument();

    expect(factValue(section('Doctor visits'), 'Primary care doctor (in network)')).toHaveTextContent('$5');
    expect(factValue(section('Doctor visits'), 'X-rays (in network)')).toHaveTextContent('$10');
    const hospital = section('Hospital and emergency care');
    expect(factValue(hospital, 'Emergency room')).toHaveTextContent('$110');
    expect(factValue(hospital, 'Hospital network')).toHaveTextContent(
      'OU Health, Mercy Hospital Oklahoma City',
    );
    expect(factValue(section('Extra benefits'), 'Personal emergency alert device')).toHaveTextContent(
      'Included',
    );
    expect(factValue(section('Extra benefits'), 'Fitness membership')).toHaveTextContent('SilverSneakers');
    expect(factValue(section('Network'), 'Preferred pharmacies')).toHaveTextContent('Walgreens, Walmart');

    const tiers = within(screen.getByRole('region', { name: 'Drugs by tier' })).getByRole('table');
    const tier2 = within(tiers).getByRole('rowheader', { name: 'Tier 2: Generic' }).closest('tr');
    expect(tier2).toHaveTextContent('Tier 2: Generic$8$24');
    expect(
      within(tiers).getByRole('columnheader', { name: 'Retail pharmacy (30-day supply)' }),
    ).toBeInTheDocument();
    // Without the plan in the Part D files, the plan's own tier fields, said to be so.
    expect(section('Drugs by tier')).toHaveTextContent(
      'from the plan’s summary of benefits, at a pharmacy in its network. A standard pharmacy can charge more than a preferred one',
    );
    expect(
      within(tiers).getByRole('columnheader', { name: 'Mail order (90-day supply)' }),
    ).toBeInTheDocument();

    const enroll = screen.getByRole('link', {
      name: 'Enroll in GlobalHealth Generations Classic (HMO) (opens in a new tab)',
    });
    expect(enroll).toHaveAttribute('target', '_blank');
    expect(enroll).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the tier table at each pharmacy kind from the Part D files, the kind the drugs were priced at marked', async () => {
    // Tier 1 costs $0 at a preferred pharmacy and $5 at a standard one; the member fills at a
    // standard pharmacy, so the table must not read as "$0" for them (issue 36).
    const tierCosts = {
      sample: false,
      tiers: [
        {
          tier: 1,
          preferred: { kind: 'copay' as const, amount: 0 },
          standard: { kind: 'copay' as const, amount: 5 },
          mail: { kind: 'copay' as const, amount: 0 },
        },
        {
          tier: 4,
          preferred: { kind: 'coinsurance' as const, rate: 0.4, min: null, max: 100 },
          standard: { kind: 'coinsurance' as const, rate: 0.45, min: null, max: null },
          mail: null,
        },
      ],
    };
    const plan = { ...scored, drugPricing: makeDrugPricing({ pharmacy: 'standard' }) };
    mockFetch(
      handlers({
        [`GET /api/medicare/plan/${PLAN_ID}`]: () => json(makePlanDetail({ planId: PLAN_ID, tierCosts })),
        [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations([plan])),
      }),
    );
    const first = renderRoute(PATH);

    const region = await screen.findByRole('region', { name: 'Drugs by tier' });
    expect(region).toHaveTextContent(
      'What you pay per prescription after the deductible, from the plan’s Medicare drug files: at each kind of pharmacy in its network.',
    );
    const tiers = within(region).getByRole('table');
    expect(
      within(tiers)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Drug tier',
      'Preferred pharmacy, 30-day supply',
      'Standard pharmacy, 30-day supply (your choice)',
      'Mail order, 90-day supply',
    ]);
    expect(
      within(tiers).getByRole('rowheader', { name: 'Tier 1: Preferred generic' }).closest('tr'),
    ).toHaveTextContent('Tier 1: Preferred generic$0$5$0');
    expect(
      within(tiers).getByRole('rowheader', { name: 'Tier 4: Non-preferred drug' }).closest('tr'),
    ).toHaveTextContent('Tier 4: Non-preferred drug40% (at most $100)45%Not offered by this plan');

    first.unmount();
    // Priced at the member's own pharmacy, a preferred one of this plan: that column is marked.
    const own = {
      ...scored,
      drugPricing: makeDrugPricing({
        pharmacy: 'standard',
        specificPharmacy: makeSpecificPharmacy({ preferred: true }),
        byPharmacy: { preferred: 540, standard: 600, mail: 510, specific: 540 },
      }),
    };
    mockFetch(
      handlers({
        [`GET /api/medicare/plan/${PLAN_ID}`]: () => json(makePlanDetail({ planId: PLAN_ID, tierCosts })),
        [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations([own])),
      }),
    );
    renderRoute(PATH);
    await screen.findByRole('region', { name: 'Drugs by tier' });
    expect(
      screen.getByRole('columnheader', { name: 'Preferred pharmacy, 30-day supply (your choice)' }),
    ).toBeInTheDocument();
  });

  it('says which parts of the plan are sample data and where the others come from', async () => {
    mockFetch(
      handlers({
        [`GET /api/medicare/plan/${PLAN_ID}`]: () =>
          json(
            makePlanDetail({
              planId: PLAN_ID,
              dataParts: { details: 'catalogue', drugs: 'medicare', network: 'sample' },
            }),
          ),
      }),
    );
    const first = renderRoute(PATH);
    const parts = await screen.findByRole('list', { name: 'Where this plan’s data comes from' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Plan details: from ClearPlan’s plan catalogue',
      'Drug list and prices: from Medicare’s drug plan files',
      'Doctor network: sample data for demonstration',
    ]);
    first.unmount();

    // A plan without drug coverage has no drug line; a plan with no network on file says so.
    mockFetch(
      handlers({
        [`GET /api/medicare/plan/${PLAN_ID}`]: () =>
          json(
            makePlanDetail({
              planId: PLAN_ID,
              hasRxCoverage: false,
              dataParts: { details: 'sample', drugs: 'none', network: 'none' },
            }),
          ),
      }),
    );
    renderRoute(PATH);
    const noDrugs = await screen.findByRole('list', { name: 'Where this plan’s data comes from' });
    expect(
      within(noDrugs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Plan details: sample data for demonstration',
      'Doctor network: not on file (call the plan to check your doctors)',
    ]);
  });

  it("shows this member's drugs and doctors on this plan", async () => {
    mockFetch(handlers());
    renderRoute(PATH);

    const meds = await screen.findByRole('region', { name: 'Your medications on this plan' });
    expect(screen.getByText('Medications covered: 1 of 2')).toBeInTheDocument();
    const eliquis = within(meds).getByRole('rowheader', { name: 'Eliquis' }).closest('tr');
    expect(eliquis).toHaveTextContent('EliquisNoNot coveredNone$6,240');
    const atorvastatin = within(meds).getByRole('rowheader', { name: 'Atorvastatin' }).closest('tr');
    expect(atorvastatin).toHaveTextContent('AtorvastatinYesTier 1None$0');

    const doctors = screen.getByRole('region', { name: 'Your doctors on this plan' });
    expect(screen.getByText('Doctors in network: 1 of 2')).toBeInTheDocument();
    expect(within(doctors).getByRole('rowheader', { name: 'Patel, Raj' }).closest('tr')).toHaveTextContent(
      'Patel, RajCardiologyNot in network12 miles',
    );
    expect(within(doctors).getByRole('rowheader', { name: 'Lee, Anna' }).closest('tr')).toHaveTextContent(
      'Lee, AnnaFamily MedicineIn network4.2 miles',
    );
  });

  it('shows the drug costs at each pharmacy and the payment plan month by month', async () => {
    const plan = {
      ...scored,
      drugPricing: makeDrugPricing({ coverageStartMonth: 1 }),
      drugs: [
        makeDrug({ name: 'Atorvastatin', daysSupply: 90 }),
        makeDrug({
          name: 'Ozempic',
          tier: 3,
          annualCost: 540,
          daysSupply: 30,
          priorAuthorization: true,
          indications: ['Type 2 diabetes'],
        }),
        makeDrug({ name: 'Viagra', tier: 5, annualCost: 60, excludedDrug: true }),
      ],
    };
    mockFetch(
      handlers({ [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations([plan])) }),
    );
    renderRoute(PATH);

    await screen.findByRole('region', { name: 'Drug costs by pharmacy' });
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
        .slice(0, 5),
    ).toEqual([
      'Costs',
      'Your medications',
      'Drug costs by pharmacy',
      'Spread your drug costs over the year',
      'Your doctors',
    ]);

    const byPharmacy = within(section('Drug costs by pharmacy')).getByRole('table');
    expect(
      within(byPharmacy)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PharmacyEstimated drug cost',
      // The person chose a kind: a pharmacy near them can be looked up (pharmacy-near-you.test.tsx).
      NEAR_YOU_ROW,
      'Preferred pharmacy$540',
      'Standard pharmacy (your choice)$600',
      'Mail order$510',
    ]);
    expect(
      within(section('Drug costs by pharmacy')).getByText("Prices from Medicare's drug plan files (2026 Q4)"),
    ).toBeInTheDocument();

    const spread = section('Spread your drug costs over the year');
    expect(spread).toHaveTextContent(
      "With Medicare's Prescription Payment Plan you pay $0 at the pharmacy and get a monthly bill from the plan instead. It does not lower the total; it spreads it out.",
    );
    const months = within(spread).getByRole('table');
    expect(
      within(months)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', 'Paid at the pharmacy without it', 'Monthly bill with it']);
    const rows = within(months).getAllByRole('row');
    expect(rows).toHaveLength(14); // headings, 12 months, total
    expect(rows[1]).toHaveTextContent('January 2026$400.00$33.33');
    expect(rows[2]).toHaveTextContent('February 2026$200.00$51.52');
    expect(rows[13]).toHaveTextContent('Total$600.00$600.00');

    // Each drug line: its days supply, the uses it is covered for, an excluded drug's note.
    const meds = screen.getByRole('region', { name: 'Your medications on this plan' });
    expect(within(meds).getByRole('rowheader', { name: /^Atorvastatin/ })).toHaveTextContent(
      'Atorvastatin90-day supply',
    );
    expect(
      within(meds)
        .getByRole('rowheader', { name: /^Ozempic/ })
        .closest('tr'),
    ).toHaveTextContent(
      'Ozempic30-day supplyYesTier 3The plan must approve it first (Prior authorization)Covered only for: Type 2 diabetes$540',
    );
    expect(within(meds).getByRole('rowheader', { name: 'Viagra' }).closest('tr')).toHaveTextContent(
      'ViagraYesTier 5An extra this plan covers; does not count toward the $2,100 yearly limit$60',
    );
  });

  it('says when the chosen pharmacy kind is not offered, and leaves out a payment plan with nothing to spread', async () => {
    const plan = {
      ...scored,
      drugPricing: makeDrugPricing({
        pharmacy: 'preferred',
        pharmacyAvailable: false,
        coverageStartMonth: 7,
        byPharmacy: { preferred: null, standard: 0, mail: 0 },
        paymentPlan: [7, 8, 9, 10, 11, 12].map((month) => ({ month, atPharmacy: 0, bill: 0 })),
      }),
    };
    mockFetch(
      handlers({ [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations([plan])) }),
    );
    renderRoute(PATH);

    const byPharmacy = await screen.findByRole('region', { name: 'Drug costs by pharmacy' });
    expect(
      within(within(byPharmacy).getByRole('table'))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'PharmacyEstimated drug cost',
      NEAR_YOU_ROW,
      'Preferred pharmacy (your choice)Not offered by this plan',
      'Standard pharmacy$0',
      'Mail order$0',
    ]);
    expect(
      within(byPharmacy).getByText('This plan has no preferred pharmacies; priced at a standard pharmacy'),
    ).toBeInTheDocument();
    expect(within(byPharmacy).getByText('Costs from July 2026 to December 2026')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Spread your drug costs over the year' }),
    ).not.toBeInTheDocument();
  });

  it.each([
    [
      'in the plan’s network',
      makeSpecificPharmacy({ preferred: true }),
      'Yukon Family Pharmacy (your choice)$533',
    ],
    [
      'not in the plan’s network',
      makeSpecificPharmacy({ inNetwork: false }),
      "Yukon Family Pharmacy (your choice)Not in this plan's network: $533 at full price",
    ],
  ])(
    'puts the pharmacy the person picked first in the table (%s)',
    async (_case, specificPharmacy, first) => {
      const plan = {
        ...scored,
        drugPricing: makeDrugPricing({
          specificPharmacy,
          byPharmacy: { preferred: 540, standard: 600, mail: 510, specific: 532.6 },
        }),
      };
      mockFetch(
        handlers({
          [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations([plan])),
        }),
      );
      renderRoute(PATH);

      const byPharmacy = await screen.findByRole('region', { name: 'Drug costs by pharmacy' });
      const table = within(byPharmacy).getByRole('table');
      expect(
        within(table)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual([
        'PharmacyEstimated drug cost',
        first,
        'Preferred pharmacy$540',
        'Standard pharmacy$600',
        'Mail order$510',
      ]);
      expect(table).toHaveAccessibleName(
        'Estimated drug cost for the year at your pharmacy and at each kind of pharmacy; you chose Yukon Family Pharmacy',
      );
      const cell = within(table).getAllByRole('cell')[0];
      // Outside the network the cell is a warning: an icon and bold words, besides the colour.
      expect(cell?.querySelector('svg') !== null).toBe(!specificPharmacy.inNetwork);
    },
  );

  it('for a plan whose prices are not on file, says the estimate is the same everywhere instead of a table of kinds', async () => {
    const plan = {
      ...scored,
      drugPricing: makeDrugPricing({
        source: 'estimate',
        release: null,
        byPharmacy: { preferred: null, standard: null, mail: null },
      }),
    };
    mockFetch(
      handlers({ [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations([plan])) }),
    );
    renderRoute(PATH);

    const byPharmacy = await screen.findByRole('region', { name: 'Drug costs by pharmacy' });
    expect(within(byPharmacy).queryByRole('table')).not.toBeInTheDocument();
    expect(byPharmacy).not.toHaveTextContent('Not offered by this plan');
    expect(byPharmacy).toHaveTextContent(
      "This plan's drug prices are not on file, so the estimate is the same at every pharmacy.",
    );
  });

  it('reuses the results already loaded on the way from the results page', async () => {
    const fetchMock = mockFetch(handlers());
    const user = userEvent.setup();
    renderRoute(`/results/${USER_ID}`);

    await user.click(
      await screen.findByRole('link', {
        name: 'View plan details for GlobalHealth Generations Classic (HMO)',
      }),
    );

    expect(await screen.findByRole('region', { name: 'Your medications on this plan' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', `/api/medicare/recommendations/${USER_ID}`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Results' })).toHaveAttribute(
      'href',
      `/results/${USER_ID}`,
    );
  });

  it('explains when the plan is not among this member’s results', async () => {
    mockFetch(
      handlers({
        [`GET /api/medicare/recommendations/${USER_ID}`]: () =>
          json(makeRecommendations([makePlan({ id: 'H9999-001' })])),
      }),
    );
    renderRoute(PATH);

    const meds = await screen.findByRole('region', { name: 'Your medications' });
    expect(meds).toHaveTextContent('We only work this out for the plans in your results');
    expect(screen.queryByRole('table', { name: /your medications/i })).not.toBeInTheDocument();
  });

  it.each([
    [500, 'Boom'],
    [404, 'Plan not found'],
  ])('shows the failure message when the plan answers %s, and retries', async (status, error) => {
    let fail = true;
    mockFetch(
      handlers({
        [`GET /api/medicare/plan/${PLAN_ID}`]: () =>
          fail ? json({ error }, { status }) : json(makePlanDetail({ planId: PLAN_ID })),
      }),
    );
    const user = userEvent.setup();
    renderRoute(PATH);

    expect(screen.getByText('Loading plan details…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.getByRole('heading', { level: 1, name: 'Plan Details' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Results' })).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Costs' })).toBeInTheDocument();
  });
});
