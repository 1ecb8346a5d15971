/**
 * The plan page's "A pharmacy near you" (issue 17): a person who chose a kind of pharmacy looks up
 * one near their ZIP, by keyboard, and sees its cost for this plan in the table, its kind in the
 * plan's network or a warning that the plan does not have it, said in a live line; their choice
 * stays marked and the results are not read again. Loading, empty and failure states say so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PharmacySearchResult } from '../../../../shared/lookup-contracts';
import type { PharmacyCost } from '../../../../shared/pharmacy-cost-contracts';
import { deferred, json, type MockRequest, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import {
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
const COST_API = `/api/medicare/recommendations/${USER_ID}/plans/${PLAN_ID}/pharmacy-cost`;
const RECOMMENDATIONS_API = `/api/medicare/recommendations/${USER_ID}`;

const PHARMACIES: PharmacySearchResult[] = [
  {
    npi: '1538296415',
    name: 'Yukon Drug',
    address: '101 S Main St',
    city: 'Yukon',
    zipCode: '73099',
    sample: false,
    distanceMiles: 0,
  },
  {
    npi: '1972503361',
    name: 'Mustang Pharmacy',
    address: null,
    city: 'Mustang',
    zipCode: '73064',
    sample: false,
    distanceMiles: 6.2,
  },
];
const YUKON = 'Yukon Drug, 101 S Main St, Yukon, In your ZIP code';
const MUSTANG = 'Mustang Pharmacy, Mustang, 6.2 miles';

/** Mail order with Extra Help: $510 a year by mail, the card's drug cost. */
const plan = makePlan({
  id: PLAN_ID,
  name: 'GlobalHealth Generations Classic (HMO)',
  estimatedAnnualCost: 1710,
  costBreakdown: { premiums: 0, drugs: 510, medical: 1200, partBGiveback: 0 },
  drugPricing: makeDrugPricing({ pharmacy: 'mail', extraHelp: 'full' }),
});

const priced = (npi: string): PharmacyCost =>
  npi === PHARMACIES[0]?.npi
    ? {
        planId: PLAN_ID,
        pharmacy: { npi, name: 'Yukon Drug', inNetwork: true, preferred: true },
        annualDrugCost: 498.4,
      }
    : {
        planId: PLAN_ID,
        pharmacy: { npi, name: 'Mustang Pharmacy', inNetwork: false, preferred: false },
        annualDrugCost: 2980,
      };

function handlers(overrides: Record<string, (request: MockRequest) => Response | Promise<Response>> = {}) {
  return {
    [`GET /api/medicare/plan/${PLAN_ID}`]: () => json(makePlanDetail({ planId: PLAN_ID })),
    [`GET ${RECOMMENDATIONS_API}`]: () => json(makeRecommendations([plan])),
    [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser({ zipCode: '73099' })),
    'POST /api/pharmacies/search': () => json(PHARMACIES),
    [`POST ${COST_API}`]: ({ body }: MockRequest) => json(priced((body as { npi: string }).npi)),
    ...overrides,
  };
}

const byPharmacy = () => screen.getByRole('region', { name: 'Drug costs by pharmacy' });
const table = () => within(byPharmacy()).getByRole('table');
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);
const chooseButton = (name = 'Choose a pharmacy near you') => within(table()).getByRole('button', { name });
const picker = () => screen.queryByRole('region', { name: 'Find a pharmacy near you' });
const result = () => document.getElementById('pharmacy-near-you-result');

async function openPage() {
  const user = userEvent.setup();
  renderRoute(PATH);
  await screen.findByRole('region', { name: 'Drug costs by pharmacy' });
  return user;
}

describe('A pharmacy near you, on the plan page', () => {
  it('is picked by keyboard from the pharmacies near the ZIP and priced for this plan, the choice still marked', async () => {
    const fetchMock = mockFetch(handlers());
    const user = await openPage();
    expect(rows()).toEqual([
      'A pharmacy near youSee what your drugs would cost at one near you.Choose a pharmacy near you',
      'Preferred pharmacy$540',
      'Standard pharmacy$600',
      'Mail order (your choice)$510',
    ]);
    expect(table()).toHaveAccessibleName(
      'Estimated drug cost for the year at each kind of pharmacy and at a pharmacy near you; you chose mail order',
    );
    expect(chooseButton()).toHaveAttribute('aria-expanded', 'false');
    // Nothing is asked of the server until the person asks for it.
    expect(requestsTo(fetchMock, 'POST', '/api/pharmacies/search')).toHaveLength(0);

    chooseButton().focus();
    await user.keyboard('{Enter}');

    expect(chooseButton()).toHaveAttribute('aria-expanded', 'true');
    expect(chooseButton()).toHaveAttribute('aria-controls', picker()?.id);
    const search = await screen.findByRole('textbox', { name: 'Pharmacy name (optional)' });
    await waitFor(() => expect(search).toHaveFocus());
    const list = await screen.findByRole('list', { name: /^Pharmacies near 73099, nearest first/ });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([YUKON, MUSTANG]);
    // The ZIP of the saved search, in the body.
    expect(
      requestsTo(fetchMock, 'POST', '/api/pharmacies/search').map((r) => JSON.parse(String(r.init?.body))),
    ).toEqual([{ zipCode: '73099' }]);

    await user.tab();
    expect(within(list).getByRole('button', { name: YUKON })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await within(table()).findByRole('rowheader', { name: 'Yukon Drug' })).toBeInTheDocument();
    expect(rows()).toEqual([
      "Yukon Drug$498A preferred pharmacy in this plan's networkChoose another pharmacy",
      'Preferred pharmacy$540',
      'Standard pharmacy$600',
      'Mail order (your choice)$510',
    ]);
    const said = result();
    expect(said).toHaveAttribute('role', 'status');
    expect(said).toHaveTextContent(
      "Yukon Drug is a preferred pharmacy in this plan's network: your drugs would cost $498 for the year there.",
    );
    await waitFor(() => expect(said).toHaveFocus());
    expect(picker()).toBeNull();

    // The NPI travels in the body, never the URL; the results are not read again, the card's cost stays.
    const [costRequest] = requestsTo(fetchMock, 'POST', COST_API);
    expect(JSON.parse(String(costRequest?.init?.body))).toEqual({ npi: PHARMACIES[0]?.npi });
    expect(costRequest?.url.search).toBe('');
    expect(requestsTo(fetchMock, 'GET', RECOMMENDATIONS_API)).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Costs' })).getByText('$1,710')).toBeInTheDocument();
  });

  it("warns when the pharmacy is not in the plan's network: full price", async () => {
    mockFetch(handlers());
    const user = await openPage();
    await user.click(chooseButton());
    const list = await screen.findByRole('list', { name: /^Pharmacies near 73099/ });
    await user.click(within(list).getByRole('button', { name: MUSTANG }));

    await within(table()).findByRole('rowheader', { name: 'Mustang Pharmacy' });
    expect(rows()[0]).toBe(
      "Mustang Pharmacy$2,980Not in this plan's network: full priceChoose another pharmacy",
    );
    // A warning in words and an icon, not colour alone.
    expect(within(table()).getAllByRole('cell')[0]?.querySelector('svg')).not.toBeNull();
    expect(result()).toHaveTextContent(
      "Mustang Pharmacy is not in this plan's network, so the plan would not pay for your drugs there: they would cost $2,980 for the year at full price.",
    );
    expect(rows().at(-1)).toBe('Mail order (your choice)$510');
  });

  it('says it is working the cost out, and offers another pharmacy afterwards', async () => {
    const answer = deferred<Response>();
    mockFetch(handlers({ [`POST ${COST_API}`]: () => answer.promise }));
    const user = await openPage();
    await user.click(chooseButton());
    await user.click(
      within(await screen.findByRole('list', { name: /^Pharmacies near/ })).getByRole('button', {
        name: YUKON,
      }),
    );

    expect(result()).toHaveTextContent('Working out your drug cost at Yukon Drug…');
    expect(rows()[0]).toBe('Yukon DrugWorking it out…Choose another pharmacy');
    answer.resolve(json(priced(PHARMACIES[0]?.npi ?? '')));
    await waitFor(() => expect(result()).toHaveTextContent(/would cost \$498 for the year there/));

    await user.click(chooseButton('Choose another pharmacy'));
    expect(await screen.findByRole('textbox', { name: 'Pharmacy name (optional)' })).toBeInTheDocument();
    // The last pharmacy stays in the row until another is picked.
    expect(rows()[0]).toMatch(/^Yukon Drug\$498/);
  });

  // The row is drawn twice (cards and table, one hidden by CSS, which jsdom does not apply): focus
  // goes to the button on screen, so here either copy; the browser journey checks the shown one.
  it('closes with Cancel or Escape, focus back on the row’s button', async () => {
    mockFetch(handlers());
    const user = await openPage();
    await user.click(chooseButton());
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Pharmacy name (optional)' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(picker()).toBeNull();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Choose a pharmacy near you'));
    expect(document.activeElement).toHaveAttribute('aria-expanded', 'false');

    await user.click(chooseButton());
    await user.click(within(picker() as HTMLElement).getByRole('button', { name: 'Cancel' }));
    expect(picker()).toBeNull();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Choose a pharmacy near you'));
  });

  it('says so when no pharmacy is near, and while it is looking', async () => {
    const found = deferred<Response>();
    mockFetch(handlers({ 'POST /api/pharmacies/search': () => found.promise }));
    const user = await openPage();
    await user.click(chooseButton());
    expect(await screen.findByText('Looking for pharmacies near 73099…')).toBeInTheDocument();
    found.resolve(json([]));
    expect(
      await screen.findByText(
        "No pharmacies in Medicare's files within 30 miles of 73099. See the cost at each kind of pharmacy in the table above.",
      ),
    ).toHaveAttribute('role', 'status');
  });

  it("shows the server's words when the cost cannot be worked out, with a retry only when trying again could help", async () => {
    let failure: Response | null = json(
      { error: 'Something went wrong. Please try again.' },
      { status: 500 },
    );
    mockFetch(
      handlers({
        [`POST ${COST_API}`]: ({ body }: MockRequest) => {
          const answer = failure ?? json(priced((body as { npi: string }).npi));
          failure = null;
          return answer;
        },
      }),
    );
    const user = await openPage();
    await user.click(chooseButton());
    await user.click(
      within(await screen.findByRole('list', { name: /^Pharmacies near/ })).getByRole('button', {
        name: YUKON,
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(rows()[0]).toBe('Yukon DrugNot worked outChoose another pharmacy');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(result()).toHaveTextContent(/would cost \$498 for the year there/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no retry for a plan the server prices with the estimate (409)', async () => {
    mockFetch(
      handlers({
        [`POST ${COST_API}`]: () =>
          json(
            { error: "This plan's drug prices are not in Medicare's files.", code: 'CONFLICT' },
            { status: 409 },
          ),
      }),
    );
    const user = await openPage();
    await user.click(chooseButton());
    await user.click(
      within(await screen.findByRole('list', { name: /^Pharmacies near/ })).getByRole('button', {
        name: YUKON,
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This plan's drug prices are not in Medicare's files.");
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each([
    ['the person picked their own pharmacy in the finder', { specificPharmacy: makeSpecificPharmacy() }],
    ['the plan is priced with the estimate', { source: 'estimate' as const, release: null }],
  ])('is not offered when %s', async (_case, pricing) => {
    const own = {
      ...plan,
      drugPricing: makeDrugPricing({
        ...pricing,
        byPharmacy: { preferred: 540, standard: 600, mail: 510, specific: 533 },
      }),
    };
    mockFetch(handlers({ [`GET ${RECOMMENDATIONS_API}`]: () => json(makeRecommendations([own])) }));
    await openPage();
    expect(byPharmacy()).not.toHaveTextContent('A pharmacy near you');
    expect(within(byPharmacy()).queryByRole('button', { name: /Choose a pharmacy/ })).not.toBeInTheDocument();
  });

  it('is not offered on a share link’s plan page (only the owner may price the results)', async () => {
    const token = '7a2d3b5f-1111-4000-8000-000000000000.c2lnbmF0dXJlLW9mLXRoZS1saW5r';
    mockFetch({
      [`GET /api/medicare/shared/${token}`]: () =>
        json({
          ...makeRecommendations([plan], { userId: '' }),
          share: { expiresAt: '2026-12-02T15:00:00.000Z' },
        }),
      [`GET /api/medicare/shared/${token}/plan/${PLAN_ID}`]: () => json(makePlanDetail({ planId: PLAN_ID })),
    });
    renderRoute(`/shared/${token}/plan/${PLAN_ID}`);
    await screen.findByRole('region', { name: 'Drug costs by pharmacy' });
    expect(rows()).toEqual([
      'Preferred pharmacy$540',
      'Standard pharmacy$600',
      'Mail order (your choice)$510',
    ]);
  });
});
