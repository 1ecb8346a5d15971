/**
 * "Medicare Advantage or Original Medicare?" on the person's own results (issue 19): two questions
 * asked by keyboard or pointer, nothing sent until both are answered, the answers in the body only,
 * then both roads with their typical and bad years, which costs less, and the notes each case needs.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import type { RoadsComparison } from '../../../../shared/roads-contracts';
import { deferred, json, type MockRequest, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import {
  makeMedigapChoice,
  makePlan,
  makeRecommendations,
  makeRoadsComparison,
  makeSavedUser,
  USER_ID,
} from '../testing/results-factories';
import { shareHandlers } from '../testing/results-page-fixture';

const ROADS_API = `/api/medicare/recommendations/${USER_ID}/roads`;

type Handler = (request: MockRequest) => Response | Promise<Response>;

function renderPanel(
  roads: Handler = () => json(makeRoadsComparison()),
  person: Partial<SavedUserRecord> = {},
) {
  const fetchMock = mockFetch({
    [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations([makePlan()])),
    [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser(person)),
    [`POST ${ROADS_API}`]: roads,
    ...shareHandlers(),
  });
  renderRoute(`/results/${USER_ID}`);
  return { fetchMock, user: userEvent.setup() };
}

const PANEL = 'Medicare Advantage or Original Medicare?';
const panel = () => screen.findByRole('region', { name: PANEL });
const inPanel = () => within(screen.getByRole('region', { name: PANEL }));
const group = (name: string) => screen.getByRole('group', { name });
const compareButton = () => screen.getByRole('button', { name: 'Compare both ways' });
const roadsRequests = (fetchMock: ReturnType<typeof mockFetch>) => requestsTo(fetchMock, 'POST', ROADS_API);
const card = (name: string) => screen.getByRole('article', { name });
const costRows = (name: string) =>
  within(within(card(name)).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

async function answer(
  user: ReturnType<typeof userEvent.setup>,
  sex: 'Female' | 'Male',
  tobacco: 'Yes' | 'No',
) {
  await user.click(within(group('Female or male?')).getByRole('radio', { name: sex }));
  await user.click(within(group('Do you use tobacco?')).getByRole('radio', { name: tobacco }));
  await user.click(compareButton());
}

/** The totals and the verdict come first; the rest opens with "See how we worked it out". */
async function openWorkings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'See how we worked it out' }));
}

describe('Two ways to get Medicare, on the results', () => {
  it('asks both questions and names each unanswered one beside it, sending nothing until both are answered', async () => {
    const { fetchMock, user } = renderPanel();
    await panel();
    expect(
      within(group('Female or male?'))
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Female', 'Male']);
    expect(within(group('Do you use tobacco?')).getAllByRole('radio')).toHaveLength(2);

    await user.click(compareButton());
    const sexError = 'Please answer "Female or male?": Medigap premiums depend on it.';
    const tobaccoError = 'Please answer "Do you use tobacco?": Medigap premiums depend on it.';
    expect(
      inPanel()
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([sexError, tobaccoError]);
    expect(group('Female or male?')).toHaveAccessibleDescription(sexError);
    expect(group('Do you use tobacco?')).toHaveAccessibleDescription(tobaccoError);
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveFocus();

    // By keyboard: the arrow key chooses within the group; the tobacco question is still missing.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(group('Female or male?')).not.toHaveAccessibleDescription(sexError);
    await user.click(compareButton());
    expect(
      inPanel()
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([tobaccoError]);
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    expect(roadsRequests(fetchMock)).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(compareButton());
    await screen.findByRole('button', { name: 'See how we worked it out' });
    // The button pressed is gone: reading goes on from the panel's heading.
    expect(screen.getByRole('heading', { level: 2, name: PANEL })).toHaveFocus();
    const requests = roadsRequests(fetchMock);
    // The optional answers at their defaults: the first income band, no Medicare before 2020.
    expect(requests.map((r) => JSON.parse(String(r.init?.body)))).toEqual([
      { sex: 'male', tobacco: true, incomeBand: 0, medicareBefore2020: false },
    ]);
    // The answers are in the body only: the address carries none of them.
    expect(requests.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual([ROADS_API]);
  });

  it('shows both roads with their typical and bad years and which one costs less in each', async () => {
    const { user } = renderPanel();
    await panel();
    await answer(user, 'Female', 'No');
    await openWorkings(user);

    expect(await screen.findByRole('article', { name: 'Medicare Advantage' })).toBeInTheDocument();
    expect(
      screen.getByText('In a typical year, Medicare Advantage costs you about $943 less.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'In a bad year, with a hospital stay and specialist care, Original Medicare with Plan G costs you about $1,757 less: it protects you more.',
      ),
    ).toBeInTheDocument();

    const advantage = within(card('Medicare Advantage'));
    expect(advantage.getByRole('link', { name: 'GlobalHealth Generations Classic (HMO)' })).toHaveAttribute(
      'href',
      `/results/${USER_ID}/plan/H0001-001`,
    );
    expect(card('Medicare Advantage')).toHaveTextContent(
      'In a typical year: about $4,235In a bad year: about $6,935',
    );
    expect(costRows('Medicare Advantage')).toEqual([
      ['Part B premium', '$2,435', '$2,435'],
      ['Plan premium', '$0', '$0'],
      ['Drugs', '$600', '$600'],
      ['Doctor and hospital care', '$1,200', '$3,900'],
      ['Total', '$4,235', '$6,935'],
    ]);

    const original = card('Original Medicare + Medigap + drug plan');
    expect(
      within(original).getByText('Original Medicare + Plan G from Acme Life + WellRx Saver (PDP)'),
    ).toBeInTheDocument();
    expect(original).toHaveTextContent('In a typical year: about $5,178In a bad year: about $5,178');
    expect(costRows('Original Medicare + Medigap + drug plan')).toEqual([
      ['Part B premium', '$2,435', '$2,435'],
      ['Medigap premium', '$1,800', '$1,800'],
      ['Your share of care with Medigap', '$283', '$283'],
      ['Drug plan premium', '$120', '$120'],
      ['Drugs', '$540', '$540'],
      ['Total', '$5,178', '$5,178'],
    ]);
    expect(original).not.toHaveTextContent(/no Medigap rate|late-enrollment penalty/);
    expect(screen.queryByText(/Sample Medigap rates/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Sample plans/)).not.toBeInTheDocument();

    const others = screen.getByRole('heading', { name: 'Other Medigap plans' })
      .nextElementSibling as HTMLElement;
    expect(
      within(others)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Plan N from Acme Life: $110/month, leaves you about $463 of your care in a typical year']);
    const missed = screen.getByRole('heading', { name: 'What people often miss' })
      .nextElementSibling as HTMLElement;
    expect(within(missed).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/last year's until Medicare confirms/)).not.toBeInTheDocument();
  });

  it('leads with the two yearly totals and the verdict, the workings folded behind "See how we worked it out"', async () => {
    const { user } = renderPanel();
    await panel();
    await answer(user, 'Female', 'No');
    const workings = await screen.findByRole('button', { name: 'See how we worked it out' });
    expect(workings).toHaveAttribute('aria-expanded', 'false');
    const totals = inPanel()
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(totals).toEqual([
      'Medicare Advantage: about $4,235 in a typical year',
      'Original Medicare: about $5,178 in a typical year',
    ]);
    expect(
      inPanel().getByText('In a typical year, Medicare Advantage costs you about $943 less.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Medicare Advantage' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^In a bad year, with a hospital stay/)).not.toBeInTheDocument();
    workings.focus();
    await user.keyboard('{Enter}');
    expect(workings).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(workings.getAttribute('aria-controls') ?? '')).toContainElement(
      screen.getByRole('article', { name: 'Medicare Advantage' }),
    );
  });

  it('returns to the questions with the answers chosen, and compares them again without asking the server', async () => {
    const { fetchMock, user } = renderPanel();
    await panel();
    await answer(user, 'Male', 'No');
    await openWorkings(user);
    await user.click(await screen.findByRole('button', { name: 'Change answers' }));

    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(compareButton());
    await openWorkings(user);
    expect(await screen.findByRole('article', { name: 'Medicare Advantage' })).toBeInTheDocument();
    expect(roadsRequests(fetchMock)).toHaveLength(1);
  });

  it('says when no Medigap rate or drug plan was found, when rates are samples, and which amounts are unconfirmed', async () => {
    const base = makeRoadsComparison();
    const comparison: RoadsComparison = {
      ...base,
      advantage: base.advantage ? { ...base.advantage, sample: true } : null,
      original: {
        ...base.original,
        medigap: null,
        drugPlan: null,
        // The person's drugs at full price without a drug plan: in the total.
        drugsWithoutPlan: 600,
        otherMedigap: [makeMedigapChoice({ sample: true })],
        total: { typical: 4534.8, bad: 12034.8 },
      },
      unconfirmed: ['2027 Part B premium'],
    };
    const { user } = renderPanel(() => json(comparison));
    await panel();
    await answer(user, 'Female', 'Yes');
    await openWorkings(user);

    const original = await screen.findByRole('article', { name: 'Original Medicare + Medigap + drug plan' });
    expect(within(original).getByText('Original Medicare')).toBeInTheDocument();
    expect(original).toHaveTextContent(
      'We found no Medigap rate for you, so this shows Original Medicare alone, without a Medigap policy.',
    );
    expect(original).toHaveTextContent(
      'No stand-alone drug plan is on file for your area. Without drug coverage you may owe a late-enrollment penalty if you add it later.',
    );
    expect(costRows('Original Medicare + Medigap + drug plan')).toEqual([
      ['Part B premium', '$2,435', '$2,435'],
      ['Your share of care (Original Medicare alone)', '$1,500', '$9,000'],
      ['Drugs at full price (no drug plan)', '$600', '$600'],
      ['Total', '$4,535', '$12,035'],
    ]);
    expect(screen.getByText('Sample Medigap rates for demonstration: not real offers.')).toBeInTheDocument();
    expect(screen.getByText('Sample plans for demonstration: not real plan offers.')).toBeInTheDocument();
    // $4,534.80 against $4,234.80, and $12,034.80 against $6,934.80.
    expect(
      screen.getByText('In a typical year, Medicare Advantage costs you about $300 less.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'In a bad year, with a hospital stay and specialist care, Medicare Advantage costs you about $5,100 less: it protects you more.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Some amounts for 2026 are last year's until Medicare confirms them/),
    ).toHaveTextContent('2027 Part B premium');
  });

  it('takes a Part B giveback off the Medicare Advantage cost, and says so when no such plan can be compared', async () => {
    const base = makeRoadsComparison();
    // Answered "male", the fixture's plan with a $600 giveback; answered "female", no plan at all.
    const { user } = renderPanel(({ body }) =>
      json(
        (body as { sex: string }).sex === 'male'
          ? {
              ...base,
              advantage: base.advantage && {
                ...base.advantage,
                giveback: 600,
                total: { typical: 3634.8, bad: 6334.8 },
              },
            }
          : { ...base, advantage: null },
      ),
    );
    await panel();
    await answer(user, 'Male', 'No');
    await openWorkings(user);
    await screen.findByRole('article', { name: 'Medicare Advantage' });
    expect(costRows('Medicare Advantage').slice(-2)).toEqual([
      ['Part B giveback', 'minus $600', 'minus $600'],
      ['Total', '$3,635', '$6,335'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Change answers' }));
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(compareButton());
    await openWorkings(user);
    const advantage = await screen.findByRole('article', { name: 'Medicare Advantage' });
    expect(
      await within(advantage).findByText('No Medicare Advantage plan in your results can be compared.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^In a (typical|bad) year,/)).not.toBeInTheDocument();
  });

  it('shows a loading state, then a failure with a retry that compares again', async () => {
    const first = deferred<Response>();
    let calls = 0;
    const { fetchMock, user } = renderPanel(() => {
      calls += 1;
      return calls === 1 ? first.promise : json(makeRoadsComparison());
    });
    await panel();
    await answer(user, 'Female', 'No');

    expect(inPanel().getByRole('status')).toHaveTextContent('Comparing the ways to get Medicare…');
    first.resolve(json({ error: 'Something went wrong' }, { status: 500 }));
    const alert = await inPanel().findByRole('alert');
    expect(alert).toHaveTextContent('We could not compare the ways to get Medicare.');

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await openWorkings(user);
    expect(await screen.findByRole('article', { name: 'Medicare Advantage' })).toBeInTheDocument();
    await waitFor(() => expect(roadsRequests(fetchMock)).toHaveLength(2));
  });

  it('asks the optional questions: income for Medicare’s income-related amounts, and Medicare before 2020 when under 65 then', async () => {
    const { fetchMock, user } = renderPanel();
    await panel();
    const income = screen.getByRole('combobox', { name: 'Your yearly income in 2024 (optional)' });
    expect(income).toHaveAccessibleDescription(
      'Medicare charges more for Part B and drug coverage when income is higher. Most people are in the first group.',
    );
    expect(
      within(income)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '$109,000 or less ($218,000 or less filing jointly)',
      '$109,001 to $137,000 ($218,001 to $274,000 filing jointly)',
      '$137,001 to $171,000 ($274,001 to $342,000 filing jointly)',
      '$171,001 to $205,000 ($342,001 to $410,000 filing jointly)',
      '$205,001 to $499,999 ($410,001 to $749,999 filing jointly)',
      '$500,000 or more ($750,000 or more filing jointly)',
    ]);
    // Born April 1955: 64 on January 1, 2020, so Medicare then only through a disability, say.
    const before2020 = group(
      'Did you have Medicare before January 1, 2020, for example because of a disability? (optional)',
    );
    expect(within(before2020).getByRole('radio', { name: 'No, or not sure' })).toBeChecked();
    await user.click(within(before2020).getByRole('radio', { name: 'Yes, before 2020' }));
    await user.selectOptions(income, '2');
    await answer(user, 'Female', 'No');
    await openWorkings(user);
    await screen.findByRole('article', { name: 'Medicare Advantage' });
    expect(roadsRequests(fetchMock).map((r) => JSON.parse(String(r.init?.body)))).toEqual([
      { sex: 'female', tobacco: false, incomeBand: 2, medicareBefore2020: true },
    ]);
  });

  it('does not ask about Medicare before 2020 of someone 65 by then', async () => {
    const { fetchMock, user } = renderPanel(undefined, { birthDate: '1950-06-01' });
    await panel();
    expect(screen.queryByRole('group', { name: /Medicare before January 1, 2020/ })).not.toBeInTheDocument();
    await answer(user, 'Male', 'No');
    await openWorkings(user);
    await screen.findByRole('article', { name: 'Medicare Advantage' });
    expect(JSON.parse(String(roadsRequests(fetchMock)[0]?.init?.body))).toMatchObject({
      medicareBefore2020: false,
    });
  });

  it('adds the income-related amounts as a line of each road, and says what they are', async () => {
    const base = makeRoadsComparison();
    // Band 2: $202.90 + $37.50 = $240.40 a month, × 12 = $2,884.80 on each road.
    const comparison: RoadsComparison = {
      ...base,
      income: {
        band: 2,
        incomeYear: 2024,
        label: '$137,001 to $171,000 ($274,001 to $342,000 filing jointly)',
        partB: 202.9,
        partD: 37.5,
      },
      advantage: base.advantage && {
        ...base.advantage,
        incomeAdjustments: 2884.8,
        total: { typical: 7119.6, bad: 9819.6 },
      },
      original: { ...base.original, incomeAdjustments: 2884.8, total: { typical: 8062.6, bad: 8062.6 } },
    };
    const { user } = renderPanel(() => json(comparison));
    await panel();
    await answer(user, 'Female', 'No');
    await openWorkings(user);
    await screen.findByRole('article', { name: 'Medicare Advantage' });
    expect(
      screen.getByText(
        'With a 2024 income of $137,001 to $171,000 ($274,001 to $342,000 filing jointly), Medicare adds $202.90 a month to Part B and $37.50 a month to drug coverage.',
      ),
    ).toBeInTheDocument();
    expect(costRows('Medicare Advantage').slice(0, 2)).toEqual([
      ['Part B premium', '$2,435', '$2,435'],
      ['Income-related amounts (Part B and drug coverage)', '$2,885', '$2,885'],
    ]);
    expect(costRows('Original Medicare + Medigap + drug plan').slice(1, 2)).toEqual([
      ['Income-related amounts (Part B and drug coverage)', '$2,885', '$2,885'],
    ]);
  });

  it('shows the ways chosen: Original Medicare only hides the plan list; Medicare Advantage only asks nothing', async () => {
    const { fetchMock, user } = renderPanel();
    await panel();
    const ways = group('Which ways to get Medicare do you want to see?');
    expect(within(ways).getByRole('radio', { name: 'Both ways' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'Recommended plans' })).toBeInTheDocument();

    await user.click(within(ways).getByRole('radio', { name: 'Original Medicare with Medigap only' }));
    expect(screen.queryByRole('list', { name: 'Recommended plans' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/Medicare Advantage plans are not shown: you chose to see Original Medicare only/),
    ).toBeInTheDocument();
    await user.click(within(group('Female or male?')).getByRole('radio', { name: 'Female' }));
    await user.click(within(group('Do you use tobacco?')).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Show Original Medicare costs' }));
    await openWorkings(user);
    await screen.findByRole('article', { name: 'Original Medicare + Medigap + drug plan' });
    expect(screen.queryByRole('article', { name: 'Medicare Advantage' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^In a (typical|bad) year,/)).not.toBeInTheDocument();

    await user.click(within(ways).getByRole('radio', { name: 'Medicare Advantage plans only' }));
    expect(
      screen.queryByRole('article', { name: 'Original Medicare + Medigap + drug plan' }),
    ).not.toBeInTheDocument();
    expect(inPanel().getByText(/You are seeing Medicare Advantage plans only/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recommended plans' })).toBeInTheDocument();

    // Both again: the answers given are kept, and compared without asking the server again.
    await user.click(within(ways).getByRole('radio', { name: 'Both ways' }));
    await openWorkings(user);
    expect(await screen.findByRole('article', { name: 'Medicare Advantage' })).toBeInTheDocument();
    expect(
      screen.getByRole('article', { name: 'Original Medicare + Medigap + drug plan' }),
    ).toBeInTheDocument();
    expect(roadsRequests(fetchMock)).toHaveLength(1);
  });

  it('opens Original Medicare in detail: every Medigap letter with the whole year, the drug plans, what Medicare leaves', async () => {
    const { user } = renderPanel();
    await panel();
    await answer(user, 'Female', 'No');
    await openWorkings(user);
    const toggle = await screen.findByRole('button', { name: 'Show the details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the details' })).toHaveAttribute('aria-expanded', 'true');

    const rows = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    // The whole year: Part B $2,434.80 and the drug plan $660, plus G's $1,800 and $283 ($5,177.80),
    // or N's $1,320 and $463 ($4,877.80), $583 in a bad year ($4,997.80).
    expect(
      rows('The cheapest policy of each Medigap plan for you, and the whole year with Part B and your drugs'),
    ).toEqual([
      [
        'Plan G from Acme Life',
        'Everything Plan F pays except the Part B deductible',
        '$150/month',
        '$283',
        '$283',
        '$5,178',
        '$5,178',
      ],
      [
        'Plan N from Acme Life',
        'Like Plan G, with copays of up to $20 for office visits and $50 for emergency room visits',
        '$110/month',
        '$463',
        '$583',
        '$4,878',
        '$4,998',
      ],
    ]);
    expect(
      screen.getByText('Plans C and F are included: you had Medicare before 2020, so you may buy them.'),
    ).toBeInTheDocument();
    expect(rows('The drug plans that cost you least, for the 12 months of 2026')).toEqual([
      ['WellRx Saver (PDP), Wellcare', '$10/month', '$0', '3.5 out of 5 stars', '$540', '$660'],
      [
        'Sample Value Rx (PDP), Sample Drug Plans (sample plan)',
        '$45/month',
        '$615',
        'Too new to be rated',
        '$300',
        '$840',
      ],
    ]);
    const leaves = screen.getByRole('heading', { name: 'What Original Medicare leaves you to pay in 2026' })
      .nextElementSibling as HTMLElement;
    expect(
      within(leaves)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "Doctors, tests and outpatient care (Part B): the first $283.00 of the year, then 20 % of Medicare's price. Lab tests cost nothing.",
      'A hospital stay (Part A): $1,736.00 for days 1 to 60, $434.00 a day for days 61 to 90, $868.00 a day for up to 60 lifetime reserve days after that.',
      'A skilled nursing facility after a hospital stay: nothing for days 1 to 20, $217.00 a day for days 21 to 100.',
      'Original Medicare has no yearly limit on what you pay. Medigap Plans K and L stop at $8,000 and $4,000 a year; high-deductible Plans F and G pay after the first $2,950.',
    ]);
  });

  it('prints the comparison alone, with the details open', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    try {
      const { user } = renderPanel();
      await panel();
      await answer(user, 'Female', 'No');
      await user.click(await screen.findByRole('button', { name: 'Print this comparison' }));
      expect(print).toHaveBeenCalledTimes(1);
      expect(document.documentElement.dataset.printOnly).toBe('roads');
      // Open on paper, without the reader having opened them.
      expect(screen.getByRole('heading', { name: 'Drug plans for your drugs' })).toBeInTheDocument();
      window.dispatchEvent(new Event('afterprint'));
      await waitFor(() => expect(document.documentElement.dataset.printOnly).toBeUndefined());
      expect(screen.queryByRole('heading', { name: 'Drug plans for your drugs' })).not.toBeInTheDocument();
    } finally {
      print.mockRestore();
    }
  });

  it('shows the person’s doctors on each way: the plan’s network, or any doctor who accepts Medicare', async () => {
    const { user } = renderPanel();
    await panel();
    await answer(user, 'Female', 'No');
    await openWorkings(user);
    await screen.findByRole('article', { name: 'Medicare Advantage' });
    const table = screen.getByRole('table', { name: 'Your doctors on each way to get Medicare' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    const any = 'Any doctor who accepts Medicare: ask whether they do';
    expect(cells).toEqual([
      ['Doctor', 'Medicare Advantage (GlobalHealth Generations Classic (HMO))', 'Original Medicare'],
      ['Dr. Maria Lopez, Family Medicine', 'In the plan’s network', any],
      ['Dr. Ken Ito, Cardiology', 'Not in the plan’s network: you would pay more, or the full cost', any],
      ['Dr. Ann Lee, Dermatology', 'Not known: ask the plan whether this doctor is in its network', any],
      ['Dr. Typed By Hand, Neurology', 'Not in our directory, so we could not check: ask the plan', any],
    ]);

    // Original Medicare only: its column alone.
    await user.click(screen.getByRole('radio', { name: 'Original Medicare with Medigap only' }));
    const only = screen.getByRole('table', { name: 'Your doctors on each way to get Medicare' });
    expect(
      within(only)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Doctor', 'Original Medicare']);
  });
});
