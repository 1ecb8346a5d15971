import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { makePlan } from '../testing/results-factories';
import { LATE_ENROLLMENT_NOTE, PlanCardFacts } from './plan-card-facts';

function renderFacts(plan: RecommendationPlan) {
  const router = createMemoryRouter([{ path: '/', element: <PlanCardFacts plan={plan} /> }]);
  render(<RouterProvider router={router} />);
}

describe('a plan card’s costs and score', () => {
  it('shows the yearly cost after the Part B giveback, with the giveback on its own line', () => {
    renderFacts(
      makePlan({
        estimatedAnnualCost: 957,
        costBreakdown: { premiums: 348, drugs: 564, medical: 165, partBGiveback: 120 },
        score: 71.6,
      }),
    );
    expect(screen.getByText('Estimated yearly cost:', { exact: false }).parentElement).toHaveTextContent(
      'Estimated yearly cost: $957',
    );
    expect(screen.getByText('Premiums $348 + drugs $564 + medical care $165')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Medicare gives you back $120 of your Part B premium over the year, already taken off the cost above.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Match score:').parentElement).toHaveTextContent('Match score: 72 out of 100');
    expect(screen.getByRole('link', { name: '(how we rank plans)' })).toHaveAttribute(
      'href',
      '/help#how-we-rank',
    );
    expect(screen.queryByText(LATE_ENROLLMENT_NOTE)).not.toBeInTheDocument();
  });

  it('never shows a negative cost: a larger giveback reads as coming out ahead', () => {
    renderFacts(
      makePlan({
        estimatedAnnualCost: -234,
        costBreakdown: { premiums: 0, drugs: 0, medical: 966, partBGiveback: 1200 },
      }),
    );
    expect(screen.getByText('Estimated yearly cost:', { exact: false }).parentElement).toHaveTextContent(
      'Estimated yearly cost: $0',
    );
    expect(
      screen.getByText(
        'Medicare gives you back $1,200 of your Part B premium over the year, more than these costs: you come out $234 ahead.',
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/-\$|−\$/);
  });

  it('warns about the late-enrollment penalty on a plan without drug coverage', () => {
    renderFacts(makePlan({ hasRxCoverage: false, lateEnrollmentWarning: true }));
    expect(screen.getByText(LATE_ENROLLMENT_NOTE)).toBeInTheDocument();
  });
});
