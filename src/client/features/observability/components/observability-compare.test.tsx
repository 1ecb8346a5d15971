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

  it("compares the engine's score components: Best on each row, Highest on the final score, the yearly cost", async () => {
    const components = (cost: number, stars: number, priorities: number) => ({
      cost,
      drugs: 10,
      doctors: 10,
      stars,
      priorities,
      noDrugCoverage: 0,
      dominance: 0,
    });
    const plans = [
      // 50 + 10 + 10 + 10 + 7.5 = 87.5 (5 stars, dental asked for and offered).
      makeAnalysisPlan({
        currentRank: 1,
        finalScore: 87.5,
        estimatedAnnualCost: 1500,
        components: components(50, 10, 7.5),
        priorityPoints: { dentalPoints: 7.5 },
      }),
      // 55 + 10 + 10 + 7.5 + 0 = 82.5: cheaper, fewer stars, no dental.
      makeAnalysisPlan({
        currentRank: 2,
        finalScore: 82.5,
        estimatedAnnualCost: 1380,
        components: components(55, 7.5, 0),
        priorityPoints: {},
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

    expect(cells('Yearly cost')).toEqual(['+50.00', '+55.00Best']);
    // A tie on every plan marks nothing.
    expect(cells('Drugs covered')).toEqual(['+10.00', '+10.00']);
    expect(cells('Star rating')).toEqual(['+10.00Best', '+7.50']);
    expect(cells('What matters to you')).toEqual(['+7.50Best', '0.00']);
    expect(cells('Estimated Yearly Cost')).toEqual(['$1,500.00', '$1,380.00']);
    expect(cells('Final Score')).toEqual(['87.50Highest', '82.50']);
    expect(region.queryByRole('rowheader', { name: /Basic Plan Fields|Bonuses/ })).not.toBeInTheDocument();
    expect(region.queryByRole('rowheader', { name: 'Dental' })).not.toBeInTheDocument();

    const priorities = region.getByRole('button', { name: 'What matters to you' });
    await user.click(priorities);
    expect(priorities).toHaveAttribute('aria-expanded', 'true');
    // The second plan earned nothing for dental: 0 beside the first plan's points.
    expect(cells('Dental')).toEqual(['+7.50Best', '0.00']);
    const cost = region.getByRole('button', { name: 'Yearly cost' });
    await user.click(cost);
    expect(cells('Premiums')).toEqual(['$0.00', '$0.00']);
    expect(cells('Medical care')).toEqual(['$1,100.00', '$980.00']);
    await user.click(priorities);
    expect(region.queryByRole('rowheader', { name: 'Dental' })).not.toBeInTheDocument();
  });
});
