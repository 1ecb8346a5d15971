/**
 * Results that keep the person's place: sort, "show more" and compare survive a plan's detail and
 * back (the button or the browser), with the scroll position; compare stops at 3 with a message. On
 * a phone the comparison and the plan detail's tables are stacked cards: results-journey.spec.ts.
 */
import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, passGateThroughApi, planCards, submitThroughApi } from './support';

const compareBox = (page: Page, i: number) =>
  planCards(page)
    .nth(i)
    .getByRole('checkbox', { name: /^Add to Compare/ });

test.describe('Results keep their place', () => {
  test.beforeEach(async ({ page }) => {
    await passGateThroughApi(page);
  });

  test('sort, show more and compare survive a plan detail and back, at the same scroll position', async ({
    page,
  }) => {
    const userId = await submitThroughApi(page, {});
    await page.goto(`/results/${userId}`);
    await page.getByLabel('Sort by').selectOption({ label: 'Highest star rating' });
    await page.getByRole('button', { name: /^Show \d+ More Plans?$/ }).click();
    await expect(planCards(page)).toHaveCount(10);
    for (const i of [0, 1, 2]) await compareBox(page, i).check();
    await expect(page.getByRole('region', { name: 'Your comparison' })).toContainText('3 of 3 plans ticked');

    // A 4th tick is refused, with the reason beside the box.
    await compareBox(page, 3).click();
    await expect(compareBox(page, 3)).not.toBeChecked();
    await expect(planCards(page).nth(3)).toContainText(
      'You can compare up to 3 plans. Untick one to add this plan.',
    );

    const eighth = planCards(page).nth(7);
    const name = (await eighth.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await eighth.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await eighth.getByRole('link', { name: /^View plan details/ }).click();
    await expect(page).toHaveURL(/\/plan\//);

    await page.goBack();
    await expect(page.getByLabel('Sort by')).toHaveValue('rating');
    await expect(planCards(page)).toHaveCount(10);
    await expect(planCards(page).nth(7).getByRole('heading', { level: 2 })).toHaveText(name);
    for (const i of [0, 1, 2]) await expect(compareBox(page, i)).toBeChecked();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 100);

    // The address carries the view: a reload keeps it too.
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('rating');
    await expect(compareBox(page, 0)).toBeChecked();

    // The bar opens the comparison.
    await page.getByRole('button', { name: 'Compare (3 of 3)' }).click();
    await expect(page.getByRole('region', { name: 'Plan comparison table' })).toBeInViewport();
  });

  test("Enroll opens a real plan's own page on Medicare.gov's Plan Finder", async ({ page }) => {
    // Every demo plan is sample data (ADR 0014): a real plan is one an admin or an import entered
    // without the sample note. This one serves only Cimarron County, which no other journey uses.
    // Past the gate already (beforeEach): the admin signs in through the API, sharing the cookies.
    const login = await page.request.post('/api/admin/login', { data: DEMO_ADMIN });
    expect(login.status()).toBe(200);
    const planId = 'H8777-101';
    const created = await page.request.post('/api/admin/plans', {
      data: {
        planId,
        planYear: 2026,
        carrier: 'Humana',
        planName: 'Real Plan Journey (HMO)',
        planType: 'HMO',
        region: 'Oklahoma',
        monthlyPremium: '0.00',
        counties: ['Cimarron'],
      },
    });
    expect(created.status()).toBe(201);
    try {
      const userId = await submitThroughApi(page, { zipCode: '73933', county: 'Cimarron', planYear: 2026 });
      await page.goto(`/results/${userId}/plan/${planId}`);
      const enroll = page.getByRole('link', {
        name: 'Enroll in Real Plan Journey (HMO) on Medicare.gov (opens in a new tab)',
      });
      await expect(enroll).toHaveAttribute(
        'href',
        'https://www.medicare.gov/plan-compare/#/plan-details/2026-H8777-101-0?year=2026&lang=en',
      );
    } finally {
      const deleted = await page.request.delete(`/api/admin/plans/${planId}?year=2026`, { data: {} });
      expect(deleted.status()).toBe(200);
    }
  });
});
