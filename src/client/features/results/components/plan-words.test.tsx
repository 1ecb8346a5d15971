/**
 * A plan's own words stay in English on a Spanish page (issue 37): its copay, benefit, tier,
 * hospital and pharmacy texts are marked lang="en" so a screen reader reads them in English, our
 * own words beside them are not, and the page says once why they are in English.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import {
  makePlan,
  makePlanDetail,
  makeRecommendations,
  makeSavedUser,
  USER_ID,
} from '../testing/results-factories';
import { PLANS, RESULTS_PATH, renderResults } from '../testing/results-page-fixture';
import { resultsText } from '../testing/results-text';

const PLAN_ID = 'H0001-001';
const NOTE = resultsText('es').t('planWords.note');
/** The plan's own words of makePlanDetail(), as it published them. */
const PLAN_WORDS = [
  '$295 per day, days 1-6', // a copay
  '$1,500 per year for comprehensive dental', // a benefit
  'OU Health, Mercy Hospital Oklahoma City', // its hospitals
  'Walgreens, Walmart', // its pharmacies
  '$35', // select insulins
];

const langOf = (element: HTMLElement) => element.closest('[lang]')?.getAttribute('lang');

function renderPlanPage(language: 'en' | 'es') {
  mockFetch({
    [`GET /api/medicare/plan/${PLAN_ID}`]: () => json(makePlanDetail({ planId: PLAN_ID })),
    [`GET /api/medicare/recommendations/${USER_ID}`]: () =>
      json(makeRecommendations([makePlan({ id: PLAN_ID })])),
    [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
  });
  renderRoute(`${RESULTS_PATH}/plan/${PLAN_ID}`, { language });
}

describe("a plan's own words on a Spanish page", () => {
  it('marks each plan text of the plan page lang="en", not our words, and says why once', async () => {
    renderPlanPage('es');
    expect(await screen.findByRole('heading', { name: 'Costos' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    for (const words of PLAN_WORDS) {
      for (const element of screen.getAllByText(words)) expect(langOf(element), words).toBe('en');
    }
    // The tier table from the plan's own fields (no Part D files for it): "$8" retail, "$24" by mail.
    for (const words of ['$8', '$24']) {
      const cells = screen.getAllByText(words);
      expect(cells.length, words).toBeGreaterThan(0);
      for (const cell of cells) expect(langOf(cell), words).toBe('en');
    }
    // Our own words beside them stay Spanish: a flag read as "Incluido", a tier it lacks.
    expect(langOf(screen.getByText('Incluido'))).toBe('es');
    for (const missing of screen.getAllByText('No disponible')) expect(langOf(missing)).toBe('es');
    expect(screen.getAllByText(NOTE)).toHaveLength(1);
  });

  it('marks the key benefits of every results card, with the note once for the page', async () => {
    renderResults(
      PLANS.map((plan, i) => ({ ...plan, benefits: [`Vision: $${100 + i} per year for glasses`] })),
      {},
      { language: 'es' },
    );
    const first = await screen.findByText('Vision: $100 per year for glasses');
    expect(langOf(first)).toBe('en');
    const second = screen.getByText('Vision: $101 per year for glasses');
    expect(langOf(second)).toBe('en');
    expect(screen.getAllByText(NOTE)).toHaveLength(1);
  });

  it('adds nothing to an English page', async () => {
    renderPlanPage('en');
    expect(await screen.findByRole('heading', { name: 'Costs' })).toBeInTheDocument();
    expect(document.body.querySelector('[lang="en"]')).toBeNull();
    expect(screen.queryByText(resultsText('en').t('planWords.note'))).toBeNull();
  });
});
