import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DrugPricing, RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { CostStartProvider } from '../lib/cost-start';
import { makeDrugPricing, makePlan, makeSpecificPharmacy } from '../testing/results-factories';
import { PlanCardFacts } from './plan-card';

const LATE_ENROLLMENT_NOTE =
  'No drug coverage. If you go 63 days or more without drug coverage as good as Medicare’s, Medicare adds a late-enrollment penalty to your drug premium for as long as you have drug coverage. Choose this only if you have other drug coverage, such as from the VA, TRICARE or an employer.';

function renderFacts(plan: RecommendationPlan, startMonth = 1) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <CostStartProvider value={{ planYear: 2026, startMonth }}>
          <PlanCardFacts plan={plan} planYear={2026} />
        </CostStartProvider>
      ),
    },
  ]);
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

describe('how a plan card says its drugs were priced', () => {
  const costBox = () => screen.getByText(/^Estimated (yearly )?cost/).closest('div') as HTMLElement;
  // The result's start month, as the results answer gives it (the page provides it to the card).
  const priced = (overrides: Partial<DrugPricing> = {}, plan: Partial<RecommendationPlan> = {}) =>
    renderFacts(
      makePlan({ drugPricing: makeDrugPricing(overrides), ...plan }),
      overrides.coverageStartMonth ?? 1,
    );

  it.each<[string, Partial<DrugPricing>, string]>([
    ['standard', {}, 'Drug costs at a standard pharmacy'],
    ['preferred', { pharmacy: 'preferred' }, 'Drug costs at a preferred pharmacy'],
    ['mail', { pharmacy: 'mail' }, 'Drug costs by mail order'],
    [
      'preferred, which the plan lacks',
      { pharmacy: 'preferred', pharmacyAvailable: false },
      'This plan has no preferred pharmacies; priced at a standard pharmacy',
    ],
    [
      'mail, which the plan lacks',
      { pharmacy: 'mail', pharmacyAvailable: false },
      'This plan has no mail-order pharmacy; priced at a standard pharmacy',
    ],
    [
      'the estimate',
      { source: 'estimate', release: null },
      "Drug costs are ClearPlan's estimate (this plan's prices are not on file)",
    ],
  ])('at %s', (_case, overrides, text) => {
    priced(overrides);
    expect(within(costBox()).getByText(text)).toBeInTheDocument();
    expect(within(costBox()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/^Sample data/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Costs from/)).not.toBeInTheDocument();
  });

  it.each([
    [true, 'Drug costs at Yukon Family Pharmacy (a preferred pharmacy for this plan)'],
    [false, 'Drug costs at Yukon Family Pharmacy (a standard pharmacy for this plan)'],
  ])('names the person’s pharmacy in the plan’s network (preferred: %s)', (preferred, text) => {
    priced({ specificPharmacy: makeSpecificPharmacy({ preferred }) });
    expect(within(costBox()).getByRole('listitem')).toHaveTextContent(text);
    expect(within(costBox()).queryByText(/Warning/)).not.toBeInTheDocument();
  });

  it('warns, in words and not by colour alone, when the plan does not have the person’s pharmacy', () => {
    priced({ specificPharmacy: makeSpecificPharmacy({ inNetwork: false }), extraHelp: 'full' });
    const warning = within(costBox()).getByText(
      "Yukon Family Pharmacy is not in this plan's network: your drugs would cost full price there",
    );
    expect(warning.closest('p')).toHaveTextContent(
      "Warning: Yukon Family Pharmacy is not in this plan's network: your drugs would cost full price there",
    );
    expect(warning.closest('p')?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(warning.closest('p')).toHaveClass('border-amber-700');
    // Said once, as the warning; the list keeps the other notes.
    expect(
      within(costBox())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['With Extra Help: your drugs are priced at Extra Help copays']);
  });

  it('labels prices from the sample files as sample data', () => {
    priced({ sample: true });
    expect(
      within(costBox()).getByText("Sample data: drug prices from sample files, not Medicare's"),
    ).toBeInTheDocument();
  });

  it('names the months a later start counts in the cost’s own label, never "yearly" (card, issue 36)', () => {
    priced({ coverageStartMonth: 7 });
    expect(within(costBox()).getByText(/^Estimated cost for/).parentElement).toHaveTextContent(
      'Estimated cost for July 2026 to December 2026: $1,200',
    );
    expect(screen.queryByText(/yearly cost/)).not.toBeInTheDocument();
  });

  it('names a one-month result by its month (December 2026)', () => {
    priced({ coverageStartMonth: 12 });
    expect(within(costBox()).getByText(/^Estimated cost for/).parentElement).toHaveTextContent(
      'Estimated cost for December 2026: $1,200',
    );
    expect(screen.queryByText(/yearly/)).not.toBeInTheDocument();
  });

  it.each(['full', 'fullDual', 'institutional'] as const)('says Extra Help (%s) is counted', (extraHelp) => {
    priced({ extraHelp });
    expect(
      within(costBox()).getByText('With Extra Help: your drugs are priced at Extra Help copays'),
    ).toBeInTheDocument();
  });

  it('points someone unsure about Extra Help to how to find out', () => {
    priced({ extraHelp: 'notSure' });
    expect(within(costBox()).queryByText(/^With Extra Help/)).not.toBeInTheDocument();
    expect(within(costBox()).getByText(/Priced without Extra Help/)).toBeInTheDocument();
    expect(
      within(costBox()).getByRole('link', { name: 'How to find out if you get Extra Help' }),
    ).toHaveAttribute('href', '/help#extra-help');
  });

  it('says nothing about drug pricing without it (older results) or without medications', () => {
    renderFacts(makePlan());
    expect(within(costBox()).queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Drug costs/)).not.toBeInTheDocument();
  });

  it('still says the months counted for someone without medications', () => {
    priced({ coverageStartMonth: 3, extraHelp: 'full' }, { totalMedications: 0, drugs: [] });
    expect(screen.queryByText(/^Drug costs/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^With Extra Help/)).not.toBeInTheDocument();
    expect(within(costBox()).getByText(/^Estimated cost for/).parentElement).toHaveTextContent(
      'Estimated cost for March 2026 to December 2026:',
    );
  });
});
