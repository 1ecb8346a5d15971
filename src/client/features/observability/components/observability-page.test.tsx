import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { makeAnalysis, makeAnalysisPlan, rankedPlans } from '../testing/analysis-factory';
import { ANALYSIS_PATH, observabilityServer, setUpObservabilityTests } from '../testing/observability-server';

const PAGE = '/admin/observability';

/** The Rank column of the detailed table, top to bottom. */
function rankColumn() {
  const table = within(screen.getByRole('region', { name: 'Plan scores table' })).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
}

const cardValue = (title: string) =>
  within(screen.getByRole('region', { name: 'Summary' })).getByRole('heading', { name: title }).parentElement;

describe('Observability page (spec §2)', () => {
  setUpObservabilityTests();

  it('shows the title, the controls, the loading state, then the summary and distributions', async () => {
    const answer = deferred<Response>();
    // 12 plans over 3 carriers: the top 10 hold Humana 4 (ranks 1, 4, 7, 10), Aetna 3, Wellcare 3.
    const plans = rankedPlans(12, ['Humana', 'Aetna', 'Wellcare']);
    observabilityServer(makeAnalysis(plans), { [`GET ${ANALYSIS_PATH}`]: () => answer.promise });
    renderRoute(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Observability Dashboard' })).toBeVisible();
    expect(screen.getByText('Medicare Plan Scoring Analysis')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Compare/ })).not.toBeInTheDocument();
    expect(screen.getByText('Loading scoring analysis…')).toBeInTheDocument();

    answer.resolve(json({ analysis: makeAnalysis(plans) }));

    expect(await screen.findByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(cardValue('Total Plans')).toHaveTextContent('Total Plans123 carriers');
    expect(cardValue('Top Results')).toHaveTextContent('Top Results10');
    // Final scores are 80 − rank: 68 to 79.
    expect(cardValue('Score Range')).toHaveTextContent('68.00 – 79.00');
    expect(cardValue('Carrier Balance')).toHaveTextContent('Balanced');
    expect(cardValue('Carrier Balance')).not.toHaveTextContent('Imbalanced');

    const carriers = screen.getByRole('list', { name: 'Carriers in the top results' });
    expect(
      within(carriers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Humana4 of 10', 'Aetna3 of 10', 'Wellcare3 of 10']);
    const bins = screen.getByRole('list', { name: 'Plans per score range' });
    expect(
      within(bins)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['60 to under 702 plans', '70 to under 8010 plans, 10 in results']);
    expect(screen.getByText('Reference profile: ZIP 73102.')).toBeInTheDocument();
  });

  it('flags a carrier with 5 of the top results as Imbalanced', async () => {
    observabilityServer(makeAnalysis(rankedPlans(10, ['Humana', 'Aetna'])));
    renderRoute(PAGE);

    expect(await screen.findByText('Imbalanced')).toBeInTheDocument();
    expect(cardValue('Carrier Balance')).toHaveTextContent(
      'Aetna has 5; Humana has 5 of the top 10 (limit 4)',
    );
    const carriers = screen.getByRole('list', { name: 'Carriers in the top results' });
    expect(within(carriers).getAllByRole('listitem')[0]).toHaveTextContent('Aetna5 of 10 (more than 4)');
  });

  it('sorts by rank ascending by default; the same column toggles, a new one starts ascending', async () => {
    const plans = [
      makeAnalysisPlan({ currentRank: 1, planName: 'Cedar', carrier: 'Humana', finalScore: 90 }),
      makeAnalysisPlan({ currentRank: 2, planName: 'Aspen', carrier: 'Wellcare', finalScore: 85 }),
      makeAnalysisPlan({ currentRank: 3, planName: 'Birch', carrier: 'Aetna', finalScore: 70 }),
    ];
    observabilityServer(makeAnalysis([plans[2], plans[0], plans[1]].filter((p) => p !== undefined)));
    const user = userEvent.setup();
    renderRoute(PAGE);

    await screen.findByRole('region', { name: 'Plan scores table' });
    expect(rankColumn()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('columnheader', { name: 'Rank' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Rank' }));
    expect(rankColumn()).toEqual(['3', '2', '1']);
    expect(screen.getByRole('columnheader', { name: 'Rank' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Final Score' }));
    expect(rankColumn()).toEqual(['3', '2', '1']);
    expect(screen.getByRole('columnheader', { name: 'Final Score' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: 'Rank' })).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Final Score' }));
    expect(rankColumn()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('columnheader', { name: 'Final Score' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.click(screen.getByRole('button', { name: 'Plan Name' }));
    expect(rankColumn()).toEqual(['2', '3', '1']);
    await user.click(screen.getByRole('button', { name: 'Carrier' }));
    expect(rankColumn()).toEqual(['3', '1', '2']);
    expect(screen.getByRole('columnheader', { name: 'Carrier' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('shows raw data (premium with 2 decimals, NULL→3.5 for an unrated plan) and the status', async () => {
    const plans = [
      makeAnalysisPlan({ currentRank: 1, rawData: { monthlyPremium: 29, starRating: null } }),
      makeAnalysisPlan({ currentRank: 11, inTopResults: false, rawData: { starRating: 4.5 } }),
    ];
    observabilityServer(makeAnalysis(plans));
    renderRoute(PAGE);

    const first = (await screen.findByRole('rowheader', { name: /H1000-001/ })).closest('tr') as HTMLElement;
    expect(first).toHaveTextContent('Premium:$29.00');
    expect(first).toHaveTextContent('Stars:NULL→3.5');
    expect(first).toHaveTextContent('In Results');
    const second = screen.getByRole('rowheader', { name: /H1000-011/ }).closest('tr') as HTMLElement;
    expect(second).toHaveTextContent('Premium:$0.00');
    expect(second).toHaveTextContent('Stars:4.5');
    expect(second).toHaveTextContent('Hidden');
    expect(second).not.toHaveTextContent('NULL→3.5');
  });

  it("opens a score component onto what it counts: the engine's components, not field categories", async () => {
    // The engine's components for a plan the dominance rule capped: 41.3 + 5 + 10 + 7.5 + 7.5 − 10.1 = 61.2.
    const plan = makeAnalysisPlan({
      finalScore: 61.2,
      estimatedAnnualCost: 1620,
      costBreakdown: { premiums: 360, drugs: 900, medical: 480, partBGiveback: 120 },
      components: {
        cost: 41.3,
        drugs: 5,
        doctors: 10,
        stars: 7.5,
        priorities: 7.5,
        noDrugCoverage: 0,
        dominance: -10.1,
      },
      priorityPoints: { dentalPoints: 7.5 },
      medicationsCovered: 1,
      totalMedications: 2,
      cappedBy: 'H2000-001',
    });
    observabilityServer(makeAnalysis([plan]));
    const user = userEvent.setup();
    renderRoute(PAGE);

    const row = (await screen.findByRole('rowheader', { name: /H1000-001/ })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('$1,620.00');
    const cost = within(row).getByRole('button', { name: 'Yearly cost +41.30' });
    expect(cost).toHaveAttribute('aria-expanded', 'false');
    for (const name of [
      'Drugs covered +5.00',
      'Doctors in network +10.00',
      'Star rating +7.50',
      'What matters to you +7.50',
      'No drug coverage 0.00',
      'Dominance cap −10.10',
    ])
      expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Each final score is the engine's own sum: yearly cost \(up to 55 points\), drugs covered \(10\)/,
      ),
    ).toBeInTheDocument();
    // The old field-points categories do not feed the score and are gone.
    expect(screen.queryByRole('button', { name: /Basic Plan Fields|Bonuses/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Premiums')).not.toBeInTheDocument();

    await user.click(cost);
    expect(cost).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(cost.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).getByText('Premiums').closest('div')).toHaveTextContent('Premiums$360.00');
    expect(within(panel).getByText('Part B giveback').closest('div')).toHaveTextContent(
      'Part B giveback−$120.00',
    );
    // $360 + $900 + $480 − $120.
    expect(within(panel).getByText('Estimated yearly cost').closest('div')).toHaveTextContent('$1,620.00');

    const capped = within(row).getByRole('button', { name: 'Dominance cap −10.10' });
    await user.click(capped);
    const cap = document.getElementById(capped.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(cap).toHaveTextContent(/Capped byH2000-001, which beats it/);
    const priorities = within(row).getByRole('button', { name: 'What matters to you +7.50' });
    await user.click(priorities);
    expect(document.getElementById(priorities.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'Dental+7.50',
    );

    await user.click(cost);
    expect(screen.queryByText('Premiums')).not.toBeInTheDocument();
  });

  it('shows "Failed to load scoring analysis" with Retry', async () => {
    let fail = true;
    const fetchMock = observabilityServer(makeAnalysis(rankedPlans(3)), {
      [`GET ${ANALYSIS_PATH}`]: () =>
        fail
          ? json({ error: 'Something went wrong' }, { status: 503 })
          : json({ analysis: makeAnalysis(rankedPlans(3)) }),
    });
    const user = userEvent.setup();
    renderRoute(PAGE);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load scoring analysis');
    expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('region', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', ANALYSIS_PATH)).toHaveLength(2);
  });

  it('refetches on Refresh', async () => {
    let score = 70;
    const fetchMock = observabilityServer(makeAnalysis([]), {
      [`GET ${ANALYSIS_PATH}`]: () =>
        json({ analysis: makeAnalysis([makeAnalysisPlan({ finalScore: score })]) }),
    });
    const user = userEvent.setup();
    renderRoute(PAGE);

    expect(await screen.findByText('70.00 – 70.00')).toBeInTheDocument();
    score = 72.5;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('72.50 – 72.50')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', ANALYSIS_PATH)).toHaveLength(2);
  });
});
