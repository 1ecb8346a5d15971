/**
 * "Plan data from Medicare, updated <date>" (data-sources.ts planDataLine) on the results, shared
 * results and plan detail pages: said when the server's planData gives something true to say,
 * absent when it gives nothing.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanData } from '../../../../shared/data-sources';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import {
  makePlan,
  makePlanData,
  makePlanDetail,
  makeRecommendations,
  makeSavedUser,
  USER_ID,
} from '../testing/results-factories';
import { PLANS, RESULTS_PATH } from '../testing/results-page-fixture';

const TOKEN = '7a2d3b5f-1111-4000-8000-000000000000.c2lnbmF0dXJlLW9mLXRoZS1saW5r';
const PLAN_ID = 'H0001-001';

const FROM_MEDICARE = makePlanData({ planYear: 2027, medicareUpdatedOn: '2026-10-15', samplePlans: false });
const FROM_MEDICARE_LINE = '2027 plan data from Medicare, updated October 15, 2026.';
const WITH_SAMPLES = makePlanData({ planYear: 2026, medicareUpdatedOn: '2026-11-20', samplePlans: true });
const WITH_SAMPLES_LINE =
  '2026 plan data from Medicare, updated November 20, 2026. Plans marked "Sample data" are examples for demonstration, not real plans.';
const ONLY_SAMPLES = makePlanData({ planYear: 2026, medicareUpdatedOn: null, samplePlans: true });
const ONLY_SAMPLES_LINE =
  '2026 plans shown here are sample data for demonstration, not real Medicare plans or prices.';
const NOTHING_TO_SAY = makePlanData({ planYear: 2026, medicareUpdatedOn: null, samplePlans: false });

/** Any line planDataLine can give starts with the year and either form: none may be on the page. */
const ANY_LINE = /plan data from Medicare|sample data for demonstration/;

const CASES: [string, PlanData, string][] = [
  ['from Medicare', FROM_MEDICARE, FROM_MEDICARE_LINE],
  ['from Medicare, with sample plans', WITH_SAMPLES, WITH_SAMPLES_LINE],
  ['only sample plans', ONLY_SAMPLES, ONLY_SAMPLES_LINE],
];

function renderResults(planData: PlanData) {
  mockFetch({
    [`GET /api/medicare/recommendations/${USER_ID}`]: () =>
      json(makeRecommendations(PLANS, { planYear: planData.planYear, planData })),
    [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
  });
  renderRoute(RESULTS_PATH);
}

function renderShared(planData: PlanData) {
  mockFetch({
    [`GET /api/medicare/shared/${TOKEN}`]: () =>
      json({
        ...makeRecommendations(PLANS, { userId: '', planYear: planData.planYear, planData }),
        share: { expiresAt: '2026-12-02T15:00:00.000Z' },
      }),
  });
  renderRoute(`/shared/${TOKEN}`);
}

function renderDetail(planData: PlanData, path: string, resultsPath: string) {
  mockFetch({
    // The share link's plan page reads the plan through the link (no access password needed).
    [`GET ${resultsPath.startsWith('/api/medicare/shared/') ? `${resultsPath}/plan` : '/api/medicare/plan'}/${PLAN_ID}`]:
      () => json(makePlanDetail({ planId: PLAN_ID, planYear: planData.planYear, planData })),
    [`GET ${resultsPath}`]: () =>
      json({
        ...makeRecommendations([makePlan({ id: PLAN_ID })], { planYear: planData.planYear }),
        share: { expiresAt: '2026-12-02T15:00:00.000Z' },
      }),
    [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
  });
  renderRoute(path);
}

describe('Where the plan data came from, on the results page', () => {
  it.each(CASES)('says it beside the plan year when the data is %s', async (_, planData, line) => {
    renderResults(planData);
    const yearLine = await screen.findByText(
      `Plans for ${planData.planYear}. Costs are estimates — verify with the plan before enrolling.`,
    );
    const said = screen.getByText(line);
    expect(said.tagName).toBe('P');
    // In the same note as "Plans for <year>.", right after it (no notice in between here).
    expect(yearLine.nextElementSibling).toBe(said);
  });

  it('says nothing when the year has no Medicare file and no sample plans', async () => {
    renderResults(NOTHING_TO_SAY);
    await screen.findByText(/^Plans for 2026\./);
    expect(screen.queryByText(ANY_LINE)).not.toBeInTheDocument();
  });
});

describe('Where the plan data came from, on results opened through a share link', () => {
  it('says it on the shared page', async () => {
    renderShared(WITH_SAMPLES);
    await screen.findByText('These results were shared with you.');
    expect(screen.getByText(WITH_SAMPLES_LINE)).toBeInTheDocument();
  });

  it('says nothing when there is nothing true to say', async () => {
    renderShared(NOTHING_TO_SAY);
    await screen.findByText('These results were shared with you.');
    expect(screen.queryByText(ANY_LINE)).not.toBeInTheDocument();
  });
});

describe('Where the plan data came from, on the plan detail page', () => {
  const own = [`/results/${USER_ID}/plan/${PLAN_ID}`, `/api/medicare/recommendations/${USER_ID}`];
  const shared = [`/shared/${TOKEN}/plan/${PLAN_ID}`, `/api/medicare/shared/${TOKEN}`];

  it.each([
    ['own results', ...own],
    ['a share link', ...shared],
  ])('says it beside the last-updated line (%s)', async (_, path, resultsPath) => {
    renderDetail(FROM_MEDICARE, path as string, resultsPath as string);
    const updated = await screen.findByText('Plan information last updated January 15, 2026.');
    const said = screen.getByText(FROM_MEDICARE_LINE);
    expect(said.nextElementSibling).toBe(updated);
  });

  it.each([
    ['own results', ...own],
    ['a share link', ...shared],
  ])('says nothing when there is nothing true to say (%s)', async (_, path, resultsPath) => {
    renderDetail(NOTHING_TO_SAY, path as string, resultsPath as string);
    await screen.findByText('Plan information last updated January 15, 2026.');
    expect(screen.queryByText(ANY_LINE)).not.toBeInTheDocument();
  });

  it('names sample data when only sample plans are on file', async () => {
    renderDetail(ONLY_SAMPLES, own[0] as string, own[1] as string);
    expect(await screen.findByText(ONLY_SAMPLES_LINE)).toBeInTheDocument();
  });
});
