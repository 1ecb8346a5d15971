/** Ten recommended plans whose every sort gives a different top 3, and a results-page renderer. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import type { ResultShare } from '../../../../shared/share-contracts';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { type RenderOptions, renderRoute } from '../../../testing/render';
import {
  makeDoctor,
  makeDrug,
  makePlan,
  makeRecommendations,
  makeSavedUser,
  USER_ID,
} from './results-factories';

// [name, type, premium, stars, yearly cost, coverage score, total score]; rank = position.
// The coverage score is the share of the person's 2 drugs covered (100 = both, 50 = one, 0 = none).
const ROWS: [string, string, number, number | null, number, number, number][] = [
  ['Alpha Care (HMO)', 'HMO', 0, 4.5, 1500, 50, 90],
  ['Beta Plus (PPO)', 'PPO', 29, null, 900, 100, 85],
  ['Gamma Value (HMO)', 'HMO', 10, 4, 2000, 100, 80],
  ['Delta Choice (PPO)', 'PPO', 5, 5, 1200, 0, 75],
  ['Epsilon Select (HMO-POS)', 'HMO-POS', 40, 3, 800, 100, 70],
  ['Zeta Basic (PPO)', 'PPO', 50, 3.5, 3000, 100, 65],
  ['Eta Classic (HMO)', 'HMO', 60, 3, 3100, 100, 60],
  ['Theta Plus (PPO)', 'PPO', 70, 3, 3200, 100, 55],
  ['Iota Care (HMO)', 'HMO', 80, 3, 3300, 100, 50],
  ['Kappa Choice (PPO)', 'PPO', 90, 3, 3400, 100, 45],
];

export const PLANS: RecommendationPlan[] = ROWS.map(
  ([name, planType, premium, stars, yearly, coverage, score], i) =>
    makePlan({
      id: `H100${i}-001`,
      rank: i + 1,
      name,
      planType,
      monthlyPremium: premium,
      starRating: stars,
      estimatedAnnualCost: yearly,
      componentScores: { cost: 50, coverage, network: 100, benefits: 50 },
      medicationsCovered: coverage / 50,
      totalMedications: 2,
      score,
      outOfPocketMax: i === 1 ? 6700 : 3900,
    }),
);
// Alpha does not cover Eliquis; Gamma's network lacks the doctor.
PLANS[0] = {
  ...(PLANS[0] as RecommendationPlan),
  medicationsCovered: 1,
  totalMedications: 2,
  drugs: [makeDrug(), makeDrug({ name: 'Eliquis', covered: false, tier: null })],
  costBreakdown: { premiums: 0, drugs: 300, medical: 1200, partBGiveback: 0 },
};
PLANS[2] = {
  ...(PLANS[2] as RecommendationPlan),
  doctorsInNetwork: 0,
  doctors: [makeDoctor({ inNetwork: false, counted: false })],
};

export const RESULTS_PATH = `/results/${USER_ID}`;

export const SHARES_PATH = `/api/medicare/results/${USER_ID}/shares`;

/** The share-link endpoints of one result, as the server keeps them: create, list, revoke. */
export function shareHandlers(now = () => new Date('2026-11-02T15:00:00Z')) {
  const live: ResultShare[] = [];
  let next = 1;
  return {
    [`GET ${SHARES_PATH}`]: () => json(live),
    [`POST ${SHARES_PATH}`]: () => {
      const id = `0000000${next++}-aaaa-4bbb-8ccc-000000000000`;
      const share: ResultShare = {
        id,
        path: `/shared/${id}.signature${id.slice(7, 8)}`,
        createdAt: now().toISOString(),
        expiresAt: new Date(now().getTime() + 30 * 86_400_000).toISOString(),
      };
      live.push(share);
      return json(share, { status: 201 });
    },
    ...Object.fromEntries(
      [1, 2, 3].map((n) => [
        `DELETE ${SHARES_PATH}/0000000${n}-aaaa-4bbb-8ccc-000000000000`,
        () => {
          const at = live.findIndex((s) => s.id.startsWith(`0000000${n}`));
          if (at < 0)
            return json({ error: 'That link was not found or is already turned off.' }, { status: 404 });
          live.splice(at, 1);
          return json({ revoked: true });
        },
      ]),
    ),
  };
}

/**
 * `more`: further endpoints, or other answers (an e-mail route, app-info with e-mail on);
 * `options`: the render's (a language).
 */
export function renderResults(
  plans = PLANS,
  more: Parameters<typeof mockFetch>[0] = {},
  options: RenderOptions = {},
) {
  const fetchMock = mockFetch({
    [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations(plans)),
    [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
    // E-mail is off unless a test turns it on (issue 20).
    'GET /api/app-info': () =>
      json({ productName: 'ClearPlan', demoMode: false, demoAdmin: null, emailAvailable: false }),
    ...shareHandlers(),
    ...more,
  });
  return { fetchMock, user: userEvent.setup(), ...renderRoute(RESULTS_PATH, options) };
}

export const planList = () => screen.getByRole('list', { name: 'Recommended plans' });
export const shownNames = () =>
  within(planList())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
export const card = (name: string) => screen.getByRole('article', { name });
