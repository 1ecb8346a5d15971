/**
 * "Medicare Advantage or Original Medicare?" on the person's own results (issue 19): two questions
 * asked by keyboard or pointer, nothing sent until both are answered, the answers in the body only,
 * then both roads with their typical and bad years, which costs less, and the notes each case needs.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

function renderPanel(roads: Handler = () => json(makeRoadsComparison())) {
  const fetchMock = mockFetch({
    [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations([makePlan()])),
    [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
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
    await screen.findByRole('article', { name: 'Medicare Advantage' });
    // The button pressed is gone: reading goes on from the panel's heading.
    expect(screen.getByRole('heading', { level: 2, name: PANEL })).toHaveFocus();
    const requests = roadsRequests(fetchMock);
    expect(requests.map((r) => JSON.parse(String(r.init?.body)))).toEqual([{ sex: 'male', tobacco: true }]);
    // The answers are in the body only: the address carries none of them.
    expect(requests.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual([ROADS_API]);
  });

  it('shows both roads with their typical and bad years and which one costs less in each', async () => {
    const { user } = renderPanel();
    await panel();
    await answer(user, 'Female', 'No');

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
      ['What Medigap leaves of your care', '$283', '$283'],
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

  it('returns to the questions with the answers chosen, and compares them again without asking the server', async () => {
    const { fetchMock, user } = renderPanel();
    await panel();
    await answer(user, 'Male', 'No');
    await user.click(await screen.findByRole('button', { name: 'Change answers' }));

    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(compareButton());
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
    await screen.findByRole('article', { name: 'Medicare Advantage' });
    expect(costRows('Medicare Advantage').slice(-2)).toEqual([
      ['Part B giveback', 'minus $600', 'minus $600'],
      ['Total', '$3,635', '$6,335'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Change answers' }));
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(compareButton());
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

    expect(inPanel().getByRole('status')).toHaveTextContent('Comparing both ways to get Medicare…');
    first.resolve(json({ error: 'Something went wrong' }, { status: 500 }));
    const alert = await inPanel().findByRole('alert');
    expect(alert).toHaveTextContent('We could not compare the two ways to get Medicare.');

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Medicare Advantage' })).toBeInTheDocument();
    await waitFor(() => expect(roadsRequests(fetchMock)).toHaveLength(2));
  });
});
