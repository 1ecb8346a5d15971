/**
 * The folded filters never hide plans unsaid (issue 37, item 5): their line names the filters that
 * are on, and when they hide plans the line under them says how many, with "Clear filters".
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../shared/i18n/languages';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { makeRecommendations, makeSavedUser, USER_ID } from '../testing/results-factories';
import { PLANS, RESULTS_PATH, shownNames } from '../testing/results-page-fixture';

/** The results opened from an address that keeps filters set earlier (a reload, Back, a link). */
async function openAt(search: string, language: Language = 'en') {
  mockFetch({
    [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations(PLANS)),
    [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
  });
  renderRoute(`${RESULTS_PATH}${search}`, { language });
  await screen.findAllByRole('article');
  return userEvent.setup();
}

const filtersLine = () => document.querySelector('summary') as HTMLElement;

describe('the filters line', () => {
  it('says "Filters: none" when no filter is on, and hides no plan', async () => {
    await openAt('');
    expect(filtersLine()).toHaveTextContent(/^Filters: none$/);
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing 3 of 10 plans$/);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('names the filters on and how many plans they hide, folded too; Clear filters shows every plan', async () => {
    // Two HMOs of the ten have 4 stars or more.
    const user = await openAt('?type=HMO&stars=4');
    expect(filtersLine()).toHaveTextContent(/^Filters: HMO only, 4\+ stars$/);
    await user.click(filtersLine());
    expect(filtersLine().closest('details')?.open).toBe(false);
    expect(filtersLine()).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Showing 2 of 2 plans\. 8 plans hidden by filters\.$/,
    );
    expect(shownNames()).toEqual(['Alpha Care (HMO)', 'Gamma Value (HMO)']);

    const clear = screen.getByRole('button', { name: 'Clear filters' });
    expect(clear).toBeVisible();
    await user.click(clear);
    expect(filtersLine()).toHaveTextContent(/^Filters: none$/);
    expect(filtersLine()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing 3 of 10 plans$/);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('says it in Spanish, with the plural', async () => {
    const user = await openAt('?type=HMO&stars=4', 'es');
    expect(filtersLine()).toHaveTextContent(/^Filtros: solo HMO, 4\+ estrellas$/);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Mostrando 2 de 2 planes\. 8 planes ocultos por los filtros\.$/,
    );
    await user.click(screen.getByRole('button', { name: 'Quitar los filtros' }));
    expect(filtersLine()).toHaveTextContent(/^Filtros: ninguno$/);
  });

  it('says one plan hidden in the singular', async () => {
    // 3 stars or more leaves out only the unrated Beta Plus.
    await openAt('?stars=3');
    expect(filtersLine()).toHaveTextContent(/^Filters: 3\+ stars$/);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Showing 3 of 9 plans\. 1 plan hidden by filters\.$/,
    );
  });
});
