import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { DEFAULT_ANSWERS } from '../../../../shared/profile-answers';
import { json, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { makeAnalysis, rankedPlans } from '../testing/analysis-factory';
import {
  ANALYSIS_PATH,
  observabilityServer,
  SEARCH_PATH,
  setUpObservabilityTests,
} from '../testing/observability-server';

const JANE: SavedUserRecord = {
  id: '5b0c7f0e-3a52-4b8e-9a36-2f1d4c6e8a10',
  firstName: 'Jane',
  lastName: 'Smith',
  birthDate: '1955-04-12',
  zipCode: '73099',
  county: 'Canadian',
  isCustomCounty: false,
  createdAt: '2026-03-02T15:04:00.000Z',
  doctorSearchRadius: 20,
  answers: DEFAULT_ANSWERS,
  medications: [],
  doctors: [],
};

const REFERENCE = 'Reference profile: ZIP 73102.';

/** Jane's stored ranking: her second plan was capped at her first plan's score (dominance). */
function janePlans() {
  const [first, second] = rankedPlans(2);
  if (!first || !second) throw new Error('two plans');
  return [
    first,
    {
      ...second,
      cappedBy: first.planId,
      components: { ...second.components, cost: second.components.cost + 4, dominance: -4 },
    },
  ];
}

function profileServer() {
  return observabilityServer(makeAnalysis(rankedPlans(3)), {
    [`GET ${ANALYSIS_PATH}`]: ({ url }) => {
      const userId = url.searchParams.get('userId');
      if (userId === null) return json({ analysis: makeAnalysis(rankedPlans(3)) });
      if (userId !== JANE.id) return json({ error: 'We could not find that submission.' }, { status: 404 });
      return json({
        analysis: makeAnalysis(janePlans(), {
          kind: 'submission',
          userId: JANE.id,
          createdAt: JANE.createdAt,
        }),
      });
    },
    [`POST ${SEARCH_PATH}`]: ({ body }) => json((body as { q?: string }).q === 'Smi' ? [JANE] : []),
  });
}

const analysisCalls = (fetchMock: ReturnType<typeof profileServer>) =>
  requestsTo(fetchMock, 'GET', ANALYSIS_PATH).map(({ url }) => url.searchParams.get('userId'));

describe('Observability: whose ranking (issue 7)', () => {
  setUpObservabilityTests();

  it('finds a submission by name, analyses it by result ID and goes back to the reference profile', async () => {
    const fetchMock = profileServer();
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/observability');

    expect(await screen.findByText(REFERENCE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use reference profile' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Analyse a submission' }), 'Smi');
    const option = await screen.findByRole('option', { name: /Smith, Jane/ });
    expect(option).toHaveTextContent('Smith, Jane submitted March 2, 2026');
    await user.click(option);

    expect(
      await screen.findByText(/The ranking stored for the submission made March 2, 2026/),
    ).toHaveTextContent(`(result ID ${JANE.id})`);
    expect(screen.getByRole('heading', { name: 'Total Plans' }).parentElement).toHaveTextContent(
      'Total Plans2',
    );
    // Her stored result's own components: the dominance cap on her second plan.
    expect(screen.getByRole('button', { name: 'Dominance cap −4.00' })).toBeInTheDocument();
    // Only the opaque ID reaches the page URL; the name went to the search request alone.
    expect(router.state.location.search).toBe(`?userId=${JANE.id}`);
    expect(analysisCalls(fetchMock)).toEqual([null, JANE.id]);
    expect(screen.getByRole('combobox', { name: 'Analyse a submission' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Use reference profile' }));
    expect(await screen.findByText(REFERENCE)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('starts a fresh selection for another profile', async () => {
    profileServer();
    const user = userEvent.setup();
    renderRoute('/admin/observability');
    await screen.findByText(REFERENCE);

    await user.click(screen.getByRole('checkbox', { name: 'Select H1000-001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select H1000-002' }));
    expect(screen.getByRole('region', { name: 'Plan Comparison' })).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Analyse a submission' }), 'Smi');
    await user.click(await screen.findByRole('option', { name: /Smith, Jane/ }));
    await screen.findByText(/The ranking stored for the submission/);

    expect(screen.queryByRole('region', { name: 'Plan Comparison' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select H1000-001' })).not.toBeChecked();
  });

  it('says when the submission in the URL cannot be found, and offers the reference profile', async () => {
    profileServer();
    const user = userEvent.setup();
    renderRoute('/admin/observability?userId=00000000-0000-4000-8000-000000000000');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load scoring analysis. We could not find that submission.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use reference profile' }));
    expect(await screen.findByText(REFERENCE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when no submission matches', async () => {
    profileServer();
    const user = userEvent.setup();
    renderRoute('/admin/observability');
    await screen.findByText(REFERENCE);

    await user.type(screen.getByRole('combobox', { name: 'Analyse a submission' }), 'Zz');
    expect(await screen.findByText('No previous submissions found.')).toBeInTheDocument();
    expect(
      screen.queryByRole('listbox', { name: 'Matching submissions' })?.querySelector('[role="option"]') ??
        null,
    ).toBeNull();
  });
});

describe('Observability: which plan year is ranked (issue 18)', () => {
  setUpObservabilityTests();

  it('says the year ranked, ranks the reference profile for another year, and a submission for its own', async () => {
    const fetchMock = observabilityServer(makeAnalysis(rankedPlans(3)), {
      [`GET ${ANALYSIS_PATH}`]: ({ url }) => {
        if (url.searchParams.get('userId'))
          return json({
            analysis: {
              ...makeAnalysis(rankedPlans(2), {
                kind: 'submission',
                userId: JANE.id,
                createdAt: JANE.createdAt,
              }),
              planYear: 2027,
            },
          });
        const year = Number(url.searchParams.get('year') ?? 2026);
        return json({ analysis: { ...makeAnalysis(rankedPlans(3)), planYear: year } });
      },
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/observability');

    expect(await screen.findByText('Ranking for 2026 plans')).toBeInTheDocument();
    const year = screen.getByRole('combobox', { name: 'Plan year for the reference profile' });
    expect(year).toHaveValue('2026');
    await user.selectOptions(year, '2027');
    expect(await screen.findByText('Ranking for 2027 plans')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?year=2027');
    expect(requestsTo(fetchMock, 'GET', ANALYSIS_PATH).at(-1)?.url.searchParams.get('year')).toBe('2027');

    // A submission is ranked over its own year's plans: no year to choose.
    router.navigate(`/admin/observability?userId=${JANE.id}`);
    expect(await screen.findByText(/The ranking stored for the submission/)).toBeInTheDocument();
    expect(screen.getByText('Ranking for 2027 plans')).toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: 'Plan year for the reference profile' }),
    ).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', ANALYSIS_PATH).at(-1)?.url.searchParams.has('year')).toBe(false);
  });
});
