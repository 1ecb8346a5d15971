/**
 * The yearly cost as displayed, for random plans (issue 36, "Done when"): the plan card and the
 * plan page's cost box show premiums + drugs + medical care − the Part B giveback, worked out here
 * by hand and rounded as displayed ($0 and "you come out $X ahead" when the giveback is more),
 * from the API's figures as the server makes them (engine/yearly-cost.ts). The API and the PDF are
 * checked the same way in src/server/routes/medicare/yearly-cost-property.test.ts.
 */
import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { yearlyCostFigures } from '../../../../engine/yearly-cost';
import { formatMoney } from '../../../../shared/format';
import { makePlan } from '../testing/results-factories';
import { PlanCardFacts } from './plan-card';
import { YearlyCost } from './yearly-cost';

const money = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);

describe('the yearly cost as displayed, for random plans', () => {
  it('card and plan page: the parts less the giveback, rounded as displayed', () => {
    fc.assert(
      fc.property(
        money(2000),
        money(6000),
        money(5000),
        money(2400),
        (premiums, drugs, medical, giveback) => {
          const { net, cost, ahead } = yearlyCostFigures({ premiums, drugs, medical, giveback });
          const plan = makePlan({
            estimatedAnnualCost: net,
            yearlyCost: cost,
            comesOutAhead: ahead,
            costBreakdown: { premiums, drugs, medical, partBGiveback: giveback },
          });
          // By hand: the sum of the parts to the cent, then whole dollars as every page shows money.
          const byHand = Math.round((premiums + drugs + medical - giveback) * 100) / 100;
          const shown = `Estimated yearly cost: ${formatMoney(Math.max(0, byHand))}`;
          const parts = `Premiums ${formatMoney(premiums)} + drugs ${formatMoney(drugs)} + medical care ${formatMoney(medical)}`;

          const card = createMemoryRouter([
            { path: '/', element: <PlanCardFacts plan={plan} planYear={2026} /> },
          ]);
          render(<RouterProvider router={card} />);
          expect(
            screen.getByText('Estimated yearly cost:', { exact: false }).parentElement,
          ).toHaveTextContent(shown);
          expect(screen.getByText(parts)).toBeInTheDocument();
          if (byHand < 0)
            expect(document.body.textContent).toContain(`you come out ${formatMoney(-byHand)} ahead.`);
          expect(document.body.textContent).not.toMatch(/-\$|−\$|\$-/);
          cleanup();

          render(<YearlyCost plan={plan} planYear={2026} whose="yours" />);
          expect(
            screen.getByText('Your estimated yearly cost:', { exact: false }).parentElement,
          ).toHaveTextContent(`Your ${shown.charAt(0).toLowerCase()}${shown.slice(1)}`);
          cleanup();
        },
      ),
      { numRuns: 20, seed: 36 },
    );
  });
});
