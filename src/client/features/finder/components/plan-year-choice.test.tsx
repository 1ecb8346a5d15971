/**
 * The finder's plan-year choice says, for each year offered, where its plan data came from
 * (data-sources.ts planDataLine): read with the year's radio, or under the one year's sentence.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/fetch-mock';
import { ALL_MONTHS, mockFinderServer, planData } from '../testing/finder-server';
import { renderHome } from '../testing/render-home';

const QUESTION = "Which year's plans do you want to compare?";
const NEXT_YEAR = '2027 plans, starting January 1, 2027';
const THIS_YEAR = '2026 plans, this year';
const ANY_LINE = /plan data from Medicare|sample data for demonstration/;

const section = () =>
  within(screen.getByRole('region', { name: 'Your Plan Start, Pharmacy and Extra Help' }));

function offerBothYears(thisYear = planData(2026)) {
  mockFinderServer({
    'GET /api/medicare/plan-years': () =>
      json({
        defaultYear: 2027,
        years: [
          {
            year: 2027,
            label: NEXT_YEAR,
            planData: planData(2027, { medicareUpdatedOn: '2026-10-15', samplePlans: true }),
            startMonths: ALL_MONTHS,
            canStart: true,
          },
          { year: 2026, label: THIS_YEAR, planData: thisYear, startMonths: [12], canStart: true },
        ],
      }),
  });
}

function offerOneYear(only: ReturnType<typeof planData>) {
  mockFinderServer({
    'GET /api/medicare/plan-years': () =>
      json({
        defaultYear: 2026,
        years: [{ year: 2026, label: THIS_YEAR, planData: only, startMonths: [12], canStart: true }],
      }),
  });
}

describe('Where each plan year’s data came from, in the finder', () => {
  it('reads each year’s line with its radio, and none for a year with nothing true to say', async () => {
    offerBothYears();
    await renderHome();
    const years = within(await screen.findByRole('group', { name: QUESTION }));

    const next = years.getByRole('radio', { name: NEXT_YEAR });
    const line =
      '2027 plan data from Medicare, updated October 15, 2026. Plans marked "Sample data" are examples for demonstration, not real plans.';
    expect(next).toHaveAccessibleDescription(line);
    expect(years.getByText(line)).toBeVisible();

    const now = years.getByRole('radio', { name: THIS_YEAR });
    expect(now).not.toHaveAttribute('aria-describedby');
    expect(years.getAllByText(ANY_LINE)).toHaveLength(1);
  });

  it('says this year’s plans are samples when no Medicare file is behind them', async () => {
    offerBothYears(planData(2026, { samplePlans: true }));
    await renderHome();
    const years = within(await screen.findByRole('group', { name: QUESTION }));
    expect(years.getByRole('radio', { name: THIS_YEAR })).toHaveAccessibleDescription(
      '2026 plans shown here are sample data for demonstration, not real Medicare plans or prices.',
    );
  });

  it('puts the line under the sentence when one year is offered', async () => {
    offerOneYear(planData(2026, { medicareUpdatedOn: '2026-11-20' }));
    await renderHome();
    const sentence = await section().findByText(/You are comparing/);
    expect(sentence).toHaveTextContent('You are comparing 2026 plans.');
    expect(sentence.nextElementSibling).toHaveTextContent(
      /^2026 plan data from Medicare, updated November 20, 2026\.$/,
    );
  });

  it('says nothing under the one year when there is nothing true to say', async () => {
    offerOneYear(planData(2026));
    await renderHome();
    await section().findByText(/You are comparing/);
    expect(screen.queryByText(ANY_LINE)).not.toBeInTheDocument();
  });
});
