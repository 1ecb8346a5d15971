import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render';
import { makeAnalysis, makeAnalysisPlan, rankedPlans } from '../testing/analysis-factory';
import { observabilityServer, setUpObservabilityTests } from '../testing/observability-server';

const PAGE = '/admin/observability';
const renderPage = () => renderRoute(PAGE);
const comparison = () => screen.queryByRole('region', { name: 'Plan Comparison' });
const tick = (planId: string) => screen.getByRole('checkbox', { name: `Select ${planId}` });

/** The plan IDs heading the comparison's columns, left to right. */
function comparedIds() {
  const region = comparison() as HTMLElement;
  return within(region)
    .getAllByRole('columnheader')
    .slice(1)
    .map((th) => /H\d{4}-\d{3}/.exec(th.textContent ?? '')?.[0]);
}

describe('Observability selection and comparison (spec §2, §4)', () => {
  setUpObservabilityTests();

  it('opens the comparison at 2 selected plans, notes the cut beyond 3, and closes on Clear Selection', async () => {
    observabilityServer(makeAnalysis(rankedPlans(5)));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Plan scores table' });

    await user.click(tick('H1000-002'));
    const compare1 = screen.getByRole('button', { name: 'Compare (1)' });
    expect(compare1).toBeDisabled();
    expect(screen.getByText('Select at least 2 plans to compare.')).toBeInTheDocument();
    expect(comparison()).not.toBeInTheDocument();

    await user.click(tick('H1000-004'));
    expect(comparison()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(comparedIds()).toEqual(['H1000-002', 'H1000-004']);
    expect(screen.queryByText(/Showing first 3/)).not.toBeInTheDocument();

    // The first 3 in the order they were ticked, not in table order.
    await user.click(tick('H1000-001'));
    await user.click(tick('H1000-003'));
    expect(comparedIds()).toEqual(['H1000-002', 'H1000-004', 'H1000-001']);
    expect(screen.getByText('Showing first 3 of 4 selected plans')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Selection' }));
    expect(comparison()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Compare/ })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Plan Scores' })).toHaveFocus();
  });

  it('lets Compare (n) hide and show the comparison; unticking to 0 closes it', async () => {
    observabilityServer(makeAnalysis(rankedPlans(4)));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Plan scores table' });

    await user.click(tick('H1000-001'));
    await user.click(tick('H1000-002'));
    const toggle = screen.getByRole('button', { name: 'Compare (2)' });
    await user.click(toggle);
    expect(comparison()).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    // Ticking a third plan keeps the admin's choice.
    await user.click(tick('H1000-003'));
    expect(comparison()).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Compare (3)' }));
    expect(comparison()).toBeInTheDocument();

    await user.click(tick('H1000-001'));
    await user.click(tick('H1000-002'));
    expect(comparison()).not.toBeInTheDocument();
    await user.click(tick('H1000-003'));
    expect(screen.queryByRole('button', { name: /^Compare/ })).not.toBeInTheDocument();

    // From 0, reaching 2 opens it again.
    await user.click(tick('H1000-004'));
    await user.click(tick('H1000-003'));
    expect(comparison()).toBeInTheDocument();
  });

  it('selects all (mixed state when some are ticked) and clears all', async () => {
    observabilityServer(makeAnalysis(rankedPlans(5)));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Plan scores table' });
    const all = screen.getByRole('checkbox', { name: 'Select all plans' }) as HTMLInputElement;

    await user.click(tick('H1000-003'));
    expect(all.indeterminate).toBe(true);
    expect(all).not.toBeChecked();

    await user.click(all);
    expect(all).toBeChecked();
    expect(all.indeterminate).toBe(false);
    expect(screen.getByRole('button', { name: 'Compare (5)' })).toBeInTheDocument();
    expect(comparedIds()).toEqual(['H1000-003', 'H1000-001', 'H1000-002']);
    expect(screen.getByText('Showing first 3 of 5 selected plans')).toBeInTheDocument();

    await user.click(all);
    expect(all).not.toBeChecked();
    expect(comparison()).not.toBeInTheDocument();
  });

  it('marks Best on each row and Highest on the final score; categories open onto fields', async () => {
    const plans = [
      makeAnalysisPlan({
        currentRank: 1,
        finalScore: 81.5,
        scoreBreakdown: {
          monthlyPremiumPoints: 1,
          starRatingPoints: 3,
          dentalPoints: 1,
          yearlyCostPoints: 20,
        },
      }),
      makeAnalysisPlan({
        currentRank: 2,
        finalScore: 74.25,
        rawData: { monthlyPremium: 0 },
        scoreBreakdown: {
          monthlyPremiumPoints: 2.5,
          starRatingPoints: 2,
          dentalPoints: 1,
          yearlyCostPoints: 30,
        },
      }),
    ];
    observabilityServer(makeAnalysis(plans));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('region', { name: 'Plan scores table' });
    await user.click(tick('H1000-001'));
    await user.click(tick('H1000-002'));

    const region = within(comparison() as HTMLElement);
    const row = (name: string) => region.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    const cells = (name: string) =>
      within(row(name))
        .getAllByRole('cell')
        .map((c) => c.textContent);

    // Basic: 4 vs 4.5; Benefits 1 vs 1 (a tie on every plan marks nothing); Bonuses 20 vs 30.
    expect(cells('Basic Plan Fields')).toEqual(['+4.00', '+4.50Best']);
    expect(cells('Additional Benefits')).toEqual(['+1.00', '+1.00']);
    expect(cells('Bonuses')).toEqual(['+20.00', '+30.00Best']);
    expect(cells('Final Score')).toEqual(['81.50Highest', '74.25']);
    expect(region.queryByRole('rowheader', { name: 'starRating' })).not.toBeInTheDocument();

    const basic = region.getByRole('button', { name: 'Basic Plan Fields' });
    await user.click(basic);
    expect(basic).toHaveAttribute('aria-expanded', 'true');
    expect(cells('starRating')).toEqual(['+3.00Bestraw: 4', '+2.00raw: 4']);
    expect(cells('monthlyPremium')).toEqual(['+1.00raw: 0', '+2.50Bestraw: 0']);
    await user.click(basic);
    expect(region.queryByRole('rowheader', { name: 'starRating' })).not.toBeInTheDocument();
  });
});
