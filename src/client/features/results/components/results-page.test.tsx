import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../../shared/format';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import {
  makeDrugPricing,
  makePlan,
  makeRecommendations,
  makeSavedUser,
  USER_ID,
} from '../testing/results-factories';
import { card, PLANS, RESULTS_PATH, renderResults, shownNames } from '../testing/results-page-fixture';

describe('Results page', () => {
  it('shows the top 3 plans first, the Best Match badge on the first, and the search summary', async () => {
    renderResults();

    await screen.findByRole('article', { name: 'Alpha Care (HMO)' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Top 10 Medicare Plans' })).toBeInTheDocument();
    expect(shownNames()).toEqual(['Alpha Care (HMO)', 'Beta Plus (PPO)', 'Gamma Value (HMO)']);
    expect(screen.getAllByText('Best Match')).toHaveLength(1);
    expect(within(card('Alpha Care (HMO)')).getByText('Best Match')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Hello, Jane. Based on 2 medications and 1 doctor near 73099. Prescriptions filled at a standard pharmacy, without Extra Help, for a plan starting in January 2026.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Plans for 2026. Costs are estimates — verify with the plan before enrolling.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        // What the ranking does (issue 36, item 4): a match score, not "first by cost, then by fit".
        /^We compared 42 plans you can join in your area and put them in order by a match score out of 100: up to 55 points for what you would pay in a year/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How we rank plans' })).toHaveAttribute(
      'href',
      '/help#how-we-rank',
    );
    expect(
      screen.getByText(
        'You also pay the Part B premium ($202.90 a month in 2026) with every plan; it is not in these costs.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 10 plans')).toHaveAttribute('role', 'status');
  });

  it('leads with the answer: the Best Match card comes before the data notes and the two roads', async () => {
    renderResults();
    const best = await screen.findByRole('article', { name: 'Alpha Care (HMO)' });
    const roads = await screen.findByRole('region', { name: 'Medicare Advantage or Original Medicare?' });
    const note = screen.getByText(
      'Plans for 2026. Costs are estimates — verify with the plan before enrolling.',
    );
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(best, roads)).toBe(true);
    expect(follows(best, note)).toBe(true);
  });

  it('shows the rest with "Show 7 More Plans" and moves focus to the first new plan', async () => {
    const { user } = renderResults();

    await user.click(await screen.findByRole('button', { name: 'Show 7 More Plans' }));

    expect(shownNames()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /More Plan/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Delta Choice (PPO)' })).toHaveFocus();
    // The badge stays with the first-ranked plan.
    expect(screen.getAllByText('Best Match')).toHaveLength(1);
  });

  it('filters by plan type and counts what the filter leaves', async () => {
    const { user } = renderResults();
    const filter = await screen.findByLabelText('Filter by plan type');

    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All plan types', 'HMO', 'HMO-POS', 'PPO']);
    await user.selectOptions(filter, 'PPO');

    expect(shownNames()).toEqual(['Beta Plus (PPO)', 'Delta Choice (PPO)', 'Zeta Basic (PPO)']);
    await user.click(screen.getByRole('button', { name: 'Show 2 More Plans' }));
    expect(shownNames()).toEqual([
      'Beta Plus (PPO)',
      'Delta Choice (PPO)',
      'Zeta Basic (PPO)',
      'Theta Plus (PPO)',
      'Kappa Choice (PPO)',
    ]);

    await user.selectOptions(filter, 'HMO-POS');
    expect(shownNames()).toEqual(['Epsilon Select (HMO-POS)']);
  });

  it.each([
    ['Best match', ['Alpha Care (HMO)', 'Beta Plus (PPO)', 'Gamma Value (HMO)']],
    ['Lowest monthly premium', ['Alpha Care (HMO)', 'Delta Choice (PPO)', 'Gamma Value (HMO)']],
    ['Most of my drugs covered', ['Beta Plus (PPO)', 'Gamma Value (HMO)', 'Epsilon Select (HMO-POS)']],
    ['Highest star rating', ['Delta Choice (PPO)', 'Alpha Care (HMO)', 'Gamma Value (HMO)']],
    ['Lowest estimated yearly cost', ['Epsilon Select (HMO-POS)', 'Beta Plus (PPO)', 'Delta Choice (PPO)']],
  ])('sorts by "%s"', async (option, expected) => {
    const { user } = renderResults();
    const sort = await screen.findByLabelText('Sort by');
    // Start from a different order, so "Best match" has to put rank order back.
    await user.selectOptions(sort, option === 'Best match' ? 'Highest star rating' : 'Best match');
    await user.selectOptions(sort, option);

    expect(shownNames()).toEqual(expected);
  });

  it('keeps sort, filters, "show more" and compare in the address, and opens in that state', async () => {
    mockFetch({
      [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations(PLANS)),
      [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
    });
    const { router } = renderRoute(`${RESULTS_PATH}?sort=rating&type=PPO&shown=10&compare=H1001-001`);
    await screen.findByRole('article', { name: 'Delta Choice (PPO)' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('rating');
    expect(screen.getByLabelText('Filter by plan type')).toHaveValue('PPO');
    expect(shownNames()).toEqual([
      'Delta Choice (PPO)',
      'Zeta Basic (PPO)',
      'Theta Plus (PPO)',
      'Kappa Choice (PPO)',
      'Beta Plus (PPO)',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Add to Compare: Beta Plus (PPO)' })).toBeChecked();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Lowest monthly premium');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('cost');
    expect(new URLSearchParams(router.state.location.search).get('compare')).toBe('H1001-001');
  });

  it('formats each card: Free, $/month, separators, stars, yearly cost parts, gaps named', async () => {
    renderResults();
    const alpha = within(await screen.findByRole('article', { name: 'Alpha Care (HMO)' }));
    const beta = within(card('Beta Plus (PPO)'));
    const gamma = within(card('Gamma Value (HMO)'));

    expect(alpha.getByText('Monthly premium').nextElementSibling).toHaveTextContent('Free');
    expect(alpha.getByText('Out-of-pocket max').nextElementSibling).toHaveTextContent('$3,900');
    expect(alpha.getByText('Star rating').nextElementSibling).toHaveTextContent('4.5 out of 5 stars');
    expect(alpha.getByText('$1,500')).toBeInTheDocument();
    expect(alpha.getByText('Premiums $0 + drugs $300 + medical care $1,200')).toBeInTheDocument();
    expect(alpha.getByText('Medications covered: 1 of 2')).toBeInTheDocument();
    expect(alpha.getByText('Not covered:').nextElementSibling).toHaveTextContent('Eliquis');
    expect(alpha.getByText('Doctors in network: 1 of 1')).toBeInTheDocument();
    expect(alpha.getByRole('heading', { name: 'Key benefits' }).nextElementSibling).toHaveTextContent(
      'Dental: $1,500 per year',
    );
    expect(alpha.getByRole('heading', { name: 'Why this plan' }).nextElementSibling).toHaveTextContent(
      'Covers all of your medications',
    );

    expect(beta.getByText('Monthly premium').nextElementSibling).toHaveTextContent('$29/month');
    expect(beta.getByText('Out-of-pocket max').nextElementSibling).toHaveTextContent('$6,700');
    expect(beta.getByText('Star rating').nextElementSibling).toHaveTextContent('Too new to be rated');
    expect(beta.queryByText('Not covered:')).not.toBeInTheDocument();

    expect(gamma.getByText('Doctors in network: 0 of 1')).toBeInTheDocument();
    expect(gamma.getByText('Lee, Anna: not in network')).toBeInTheDocument();
  });

  it('links each plan to its details and to enrolment in a new tab', async () => {
    renderResults();
    const alpha = within(await screen.findByRole('article', { name: 'Alpha Care (HMO)' }));

    expect(alpha.getByRole('link', { name: 'View plan details for Alpha Care (HMO)' })).toHaveAttribute(
      'href',
      `/results/${USER_ID}/plan/H1000-001`,
    );
    const enroll = alpha.getByRole('link', { name: 'Enroll in Alpha Care (HMO) (opens in a new tab)' });
    expect(enroll).toHaveAttribute('href', 'https://www.example.com/enroll');
    expect(enroll).toHaveAttribute('target', '_blank');
    expect(enroll).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the sample-data note and the eligibility note when a plan has them', async () => {
    const plans = [
      makePlan({
        isSampleData: true,
        eligibilityNote: 'Special Needs Plan: only for people who have both Medicare and Medicaid.',
      }),
    ];
    renderResults(plans);

    expect(await screen.findByText(/Some details of this plan are sample data/)).toBeInTheDocument();
    expect(screen.getByText(/only for people who have both Medicare and Medicaid/)).toBeInTheDocument();
  });

  it('shows a card’s three most important reasons, the rest behind "More reasons" (keyboard too)', async () => {
    const reasons = [
      'Lowest yearly cost',
      'Covers both drugs',
      'Your doctor is in network',
      '4.5 stars',
      'Dental',
    ];
    const { user } = renderResults([makePlan({ reasoning: reasons })]);
    const why = () =>
      within(screen.getByRole('heading', { level: 3, name: 'Why this plan' }).parentElement as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent);

    const more = await screen.findByRole('button', { name: 'More reasons (2 more)' });
    expect(why()).toEqual(reasons.slice(0, 3));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await user.keyboard('{Enter}');
    expect(why()).toEqual(reasons);
    const fewer = screen.getByRole('button', { name: 'Fewer reasons' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    expect(fewer).toHaveFocus();
    await user.keyboard(' ');
    expect(why()).toEqual(reasons.slice(0, 3));
  });

  it('shows no "More reasons" when a card has three reasons or fewer', async () => {
    renderResults([
      makePlan({ reasoning: ['Lowest yearly cost', 'Covers both drugs', 'Has a good star rating'] }),
    ]);
    expect(await screen.findByText('Has a good star rating')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More reasons/ })).not.toBeInTheDocument();
  });

  it('says on each card how its drugs were priced and names the months the cost counts (card, compare)', async () => {
    const [alpha, beta, ...rest] = PLANS as [RecommendationPlan, RecommendationPlan, ...RecommendationPlan[]];
    const plans = [
      {
        ...alpha,
        drugPricing: makeDrugPricing({ pharmacy: 'mail', coverageStartMonth: 7, extraHelp: 'full' }),
      },
      { ...beta, drugPricing: makeDrugPricing({ source: 'estimate', release: null, coverageStartMonth: 7 }) },
      ...rest,
    ];
    // The result starts in July: July to December is counted, and every card says so.
    const { user } = renderResults(plans, {
      [`GET /api/medicare/recommendations/${USER_ID}`]: () =>
        json(makeRecommendations(plans, { coverageStartMonth: 7 })),
    });

    const first = within(await screen.findByRole('article', { name: 'Alpha Care (HMO)' }));
    expect(first.getByText(/^Estimated cost for/).parentElement).toHaveTextContent(
      `Estimated cost for July 2026 to December 2026: ${formatMoney(alpha.estimatedAnnualCost)}`,
    );
    expect(first.getByText('Drug costs by mail order')).toBeInTheDocument();
    expect(
      first.getByText('With Extra Help: your drugs are priced at Extra Help copays'),
    ).toBeInTheDocument();
    const second = within(card('Beta Plus (PPO)'));
    expect(
      second.getByText("Drug costs are ClearPlan's estimate (this plan's prices are not on file)"),
    ).toBeInTheDocument();
    expect(second.queryByText(/^With Extra Help/)).not.toBeInTheDocument();
    // A plan whose pricing did not come with the results says nothing about it, and still names the months.
    const gamma = within(card('Gamma Value (HMO)'));
    expect(gamma.queryByText(/^Drug costs/)).not.toBeInTheDocument();
    expect(gamma.getByText(/^Estimated cost for July 2026 to December 2026/)).toBeInTheDocument();
    expect(screen.queryByText(/Estimated yearly cost/)).not.toBeInTheDocument();

    // Compare: the row of the cost names the months too.
    await user.click(first.getByRole('checkbox', { name: /Compare/ }));
    const compare = within(await screen.findByRole('region', { name: 'Compare plans' }));
    expect(compare.getAllByText('Estimated cost for July 2026 to December 2026').length).toBeGreaterThan(0);
    expect(compare.queryByText(/yearly/)).not.toBeInTheDocument();
  });

  it('names the plan year of the results, and the year’s amounts still carried from the year before', async () => {
    const notice =
      'Some Medicare amounts for 2027 (Extra Help copays) are last year’s until this year’s are confirmed.';
    mockFetch({
      [`GET /api/medicare/recommendations/${USER_ID}`]: () =>
        json(makeRecommendations(PLANS, { planYear: 2027, planYearNotice: notice })),
      [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
    });
    renderRoute(RESULTS_PATH);
    expect(
      await screen.findByText('Plans for 2027. Costs are estimates — verify with the plan before enrolling.'),
    ).toBeInTheDocument();
    expect(screen.getByText(notice)).toBeInTheDocument();
    // The Part B premium 2027's results name is 2026's (engine/plan-year.ts): said beside the number.
    expect(
      screen.getByText(
        'You also pay the Part B premium ($202.90 a month, 2026 figure; 2027 not yet published) with every plan; it is not in these costs.',
      ),
    ).toBeInTheDocument();
  });

  it('shows whether the current plan is still best: its cost next year, what changes, what others save', async () => {
    const fetchMock = mockFetch({
      [`GET /api/medicare/recommendations/${USER_ID}`]: () =>
        json(makeRecommendations(PLANS, { planYear: 2027 })),
      [`GET /api/medicare/user/${USER_ID}`]: () =>
        json(makeSavedUser({ answers: { ...makeSavedUser().answers, currentPlanId: 'H3706-001' } })),
      [`GET /api/medicare/recommendations/${USER_ID}/current-plan`]: () =>
        json({
          planId: 'H3706-001',
          planName: 'GlobalHealth Generations Classic (HMO)',
          carrier: 'GlobalHealth',
          isSampleData: true,
          planYear: 2027,
          now: {
            year: 2026,
            monthlyPremium: 0,
            moopInNetwork: 3900,
            estimatedAnnualCost: 770,
            yearlyCost: 770,
            comesOutAhead: 0,
            drugSource: 'medicare',
            drugs: [],
            doctors: [],
          },
          next: {
            year: 2027,
            monthlyPremium: 26,
            moopInNetwork: 3900,
            estimatedAnnualCost: 1082,
            yearlyCost: 1082,
            comesOutAhead: 0,
            drugSource: 'medicare',
            drugs: [],
            doctors: [],
          },
          changes: ['The monthly premium goes from Free to $26.'],
          alternatives: [
            {
              planId: PLANS[0]?.planId,
              name: PLANS[0]?.name,
              rank: 1,
              estimatedAnnualCost: 709,
              yearlyCost: 709,
              comesOutAhead: 0,
              savings: 373,
            },
          ],
        }),
    });
    renderRoute(RESULTS_PATH);
    const panel = await screen.findByRole('region', { name: 'Is your current plan still best?' });
    expect(await within(panel).findByText(/^In 2027 it would cost you about/)).toHaveTextContent(
      'In 2027 it would cost you about $1,082 (about $770 in 2026, for the same drugs and care).',
    );
    expect(
      within(
        within(panel).getByRole('heading', { name: 'What changes in 2027' }).parentElement as HTMLElement,
      )
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The monthly premium goes from Free to $26.']);
    const alternative = within(panel).getByRole('link', { name: PLANS[0]?.name });
    expect(alternative).toHaveAttribute('href', `/results/${USER_ID}/plan/${PLANS[0]?.planId}`);
    expect(alternative.closest('li')).toHaveTextContent('about $709, saving you about $373 (ranked 1)');
    expect(
      within(panel).getByText(/^Sample data for demonstration: not a real plan offer/),
    ).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, 'GET', `/api/medicare/recommendations/${USER_ID}/current-plan`),
    ).toHaveLength(1);
  });

  it('asks nothing about a current plan when the search named none', async () => {
    const fetchMock = mockFetch({
      [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations(PLANS)),
      [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
    });
    renderRoute(RESULTS_PATH);
    await screen.findByText(/^Plans for 2026/);
    expect(
      screen.queryByRole('region', { name: 'Is your current plan still best?' }),
    ).not.toBeInTheDocument();
    expect(
      requestsTo(fetchMock, 'GET', `/api/medicare/recommendations/${USER_ID}/current-plan`),
    ).toHaveLength(0);
  });

  it('says so when no plans match', async () => {
    renderResults([]);
    expect(await screen.findByText('No plans found matching your criteria')).toBeInTheDocument();
  });

  it('shows a not-found message with a way to start again for an unknown id', async () => {
    mockFetch({
      [`GET /api/medicare/recommendations/${USER_ID}`]: () =>
        json({ error: 'We could not find those results.', code: 'NOT_FOUND' }, { status: 404 }),
      [`GET /api/medicare/user/${USER_ID}`]: () =>
        json({ error: 'We could not find those results.', code: 'NOT_FOUND' }, { status: 404 }),
    });
    renderRoute(RESULTS_PATH);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find those results' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new search' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that recovers', async () => {
    let fail = true;
    const fetchMock = mockFetch({
      [`GET /api/medicare/recommendations/${USER_ID}`]: () =>
        fail ? json({ error: 'Boom' }, { status: 500 }) : json(makeRecommendations(PLANS)),
      [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
      [`GET /api/medicare/results/${USER_ID}/shares`]: () => json([]),
    });
    const user = userEvent.setup();
    renderRoute(RESULTS_PATH);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your recommended plans…');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your recommended plans.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('article', { name: 'Alpha Care (HMO)' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', `/api/medicare/recommendations/${USER_ID}`)).toHaveLength(2);
  });
});
