/**
 * One yearly cost on every client surface (issue 36, item 2): for a plan whose Part B giveback is
 * more than everything paid ($966 of care, $1,200 back: $234 ahead, by hand), the plan card, the
 * compare table, the plan page, the mailto e-mail and the current-plan panel all say "$0" and
 * "you come out $234 ahead", from the server's `yearlyCost` and `comesOutAhead` (never from a
 * negative number of their own). The server surfaces are in
 * src/server/routes/medicare/yearly-cost-surfaces.test.ts.
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentPlanComparison } from '../../../../shared/current-plan-contracts';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { renderRoute, renderWithProviders } from '../../../testing/render';
import { CostStartProvider } from '../lib/cost-start';
import { resultsEmailBody } from '../lib/results-email';
import {
  makePlan,
  makePlanDetail,
  makeRecommendations,
  makeSavedUser,
  USER_ID,
} from '../testing/results-factories';
import { resultsText } from '../testing/results-text';
import { CompareTable } from './compare-table';
import { CurrentPlanPanel } from './current-plan-panel';
import { PlanCardFacts } from './plan-card';

// $0 + $0 + $966 paid, $1,200 back: $1,200 − $966 = $234 ahead.
const AHEAD = 234;
const plan = makePlan({
  id: 'H0001-001',
  estimatedAnnualCost: -AHEAD,
  costBreakdown: { premiums: 0, drugs: 0, medical: 966, partBGiveback: 1200 },
});
const AHEAD_LINE =
  'Medicare gives you back $1,200 of your Part B premium over the year, more than these costs: you come out $234 ahead.';
const noNegative = () => expect(document.body.textContent).not.toMatch(/-\$|−\$|\$-/);

function inRouter(ui: React.ReactNode) {
  return createMemoryRouter([{ path: '/', element: ui }]);
}

describe('the one yearly cost on every client surface', () => {
  it('plan card: $0, its parts, and the giveback line with the gain', () => {
    render(<RouterProvider router={inRouter(<PlanCardFacts plan={plan} planYear={2026} />)} />);
    expect(screen.getByText('Estimated yearly cost:', { exact: false }).parentElement).toHaveTextContent(
      'Estimated yearly cost: $0',
    );
    expect(screen.getByText('Premiums $0 + drugs $0 + medical care $966')).toBeInTheDocument();
    expect(screen.getByText(AHEAD_LINE)).toBeInTheDocument();
    noNegative();
  });

  it('plan card for a part year: the giveback line names the same months as the cost', () => {
    render(
      <CostStartProvider value={{ planYear: 2026, startMonth: 7 }}>
        <RouterProvider router={inRouter(<PlanCardFacts plan={plan} planYear={2026} />)} />
      </CostStartProvider>,
    );
    expect(
      screen.getByText(
        'Medicare gives you back $1,200 of your Part B premium for July 2026 to December 2026, more than these costs: you come out $234 ahead.',
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/over the year/);
  });

  it('compare table: "$0 (you come out $234 ahead)"', () => {
    const other = makePlan({ id: 'H0002-001', estimatedAnnualCost: 1077 });
    renderWithProviders(
      <CompareTable columns={[plan, other]} selectedCount={2} onRemove={() => {}} onClear={() => {}} />,
    );
    const row = screen.getByRole('rowheader', { name: 'Estimated yearly cost' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('$0 (you come out $234 ahead)');
    expect(row).toHaveTextContent('$1,077');
    noNegative();
  });

  it('plan page: the same box as the card', async () => {
    mockFetch({
      [`GET /api/medicare/plan/${plan.planId}`]: () => json(makePlanDetail({ planId: plan.planId })),
      [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations([plan])),
      [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
    });
    renderRoute(`/results/${USER_ID}/plan/${plan.planId}`);
    expect(await screen.findByText(AHEAD_LINE)).toBeInTheDocument();
    expect(screen.getByText('Your estimated yearly cost:', { exact: false }).parentElement).toHaveTextContent(
      'Your estimated yearly cost: $0',
    );
    noNegative();
  });

  it('mailto e-mail: the same phrase as the compare table', () => {
    const body = resultsEmailBody(
      { plans: [plan], planYear: 2026, startMonth: 1, resultsUrl: 'http://x/results/1' },
      resultsText(),
    );
    expect(body).toContain('$0 (you come out $234 ahead)');
    expect(body).not.toMatch(/-\$|\$-/);
  });

  it('current-plan panel: the gain, never −$234', async () => {
    const year = (y: number) => ({
      year: y,
      monthlyPremium: 0,
      moopInNetwork: 3900,
      estimatedAnnualCost: -AHEAD,
      yearlyCost: 0,
      comesOutAhead: AHEAD,
      drugSource: 'estimate' as const,
      drugs: [],
      doctors: [],
    });
    const comparison: CurrentPlanComparison = {
      planId: plan.planId,
      planName: plan.name,
      carrier: plan.carrier,
      isSampleData: false,
      now: year(2025),
      next: year(2026),
      planYear: 2026,
      changes: ['Nothing changes.'],
      alternatives: [],
    };
    mockFetch({ [`GET /api/medicare/recommendations/${USER_ID}/current-plan`]: () => json(comparison) });
    renderWithProviders(
      <RouterProvider
        router={inRouter(<CurrentPlanPanel userId={USER_ID} basePath={`/results/${USER_ID}`} />)}
      />,
    );
    expect(
      await screen.findByText(
        (_, el) => el?.tagName === 'P' && /^In 2026 it would cost you about/.test(el.textContent ?? ''),
      ),
    ).toHaveTextContent(
      'In 2026 it would cost you about $0 (you come out $234 ahead) (about $0 (you come out $234 ahead) in 2025, for the same drugs and care).',
    );
    noNegative();
  });
});
