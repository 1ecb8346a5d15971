/**
 * Plan years side by side (issue 18), on a server of this file's own: the demo with the sample 2027
 * plans, on a date in open enrollment, so the finder offers two years (the run's main server keeps
 * one year, so no other journey sees a second). The finder offers 2027 by default and 2026 too, the
 * start month follows the year, and the results say which year they are about.
 */
import { expect } from '@playwright/test';
import { backToStepOne, fillPersonal } from './finder-steps';
import { type OwnServer, startOwnServer } from './own-server';
import { test as base, expectNoViolations, PLAN_YEARS_E2E_DATE, passGate } from './support';

const test = base.extend<object, { yearsServer: OwnServer }>({
  yearsServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from it.
    async ({}, use) => {
      const server = await startOwnServer({
        variant: 'next-year',
        // The port after the main server's (playwright.config.ts): one worker runs this file.
        port: Number(process.env.E2E_PORT) + 1,
        env: { SUBMIT_LIMIT_PER_10_MIN: '1000', CLEARPLAN_ENROLLMENT_DATE: PLAN_YEARS_E2E_DATE },
      });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 300_000 },
  ],
  baseURL: async ({ yearsServer }, use) => {
    await use(yearsServer.baseURL);
  },
});

test.describe('Plan years', () => {
  test.beforeEach(async ({ page }) => {
    // The browser's clock on the server's date, so the start months are the ones that date gives.
    await page.clock.setFixedTime(new Date(`${PLAN_YEARS_E2E_DATE}T10:00:00`));
    await passGate(page);
  });

  test('2027 by default, 2026 on request: the results say which year, each with its own plans', async ({
    page,
  }) => {
    const years = page.getByRole('group', { name: "Which year's plans do you want to compare?" });
    const next = years.getByRole('radio', { name: '2027 plans, starting January 1, 2027' });
    const current = years.getByRole('radio', { name: '2026 plans, this year' });
    const startMonth = page.getByRole('combobox', { name: 'When would your new plan start?' });
    await expect(next).toBeChecked();
    await expect(current).not.toBeChecked();
    await expect(startMonth.locator('option:checked')).toHaveText('January 2027 (the whole year)');
    await expectNoViolations(page);

    // This year's plans start next month; the keyboard moves between the two.
    await current.focus();
    await expect(current).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(next).toBeChecked();
    await current.check();
    await expect(startMonth.locator('option:checked')).toHaveText('December 2026');

    await fillPersonal(page);
    await page.getByLabel("I don't take any medications").check();
    await page.getByLabel("I don't have any current doctors").check();
    await page.getByRole('button', { name: 'Find My Plans' }).click();
    await expect(
      page.getByText('Plans for 2026. Costs are estimates — verify with the plan before enrolling.'),
    ).toBeVisible();
    const thisYear = page.url();

    // The same search for 2027: another result, about 2027, with the note on its unconfirmed amounts.
    // The finder opens where the last search left it, on step 2; the year is on step 1.
    await page.goto('/');
    await backToStepOne(page);
    await expect(next).toBeVisible();
    await next.check();
    // "Is my current plan still best?": the plan the person has now, found by name and picked.
    await page.getByRole('textbox', { name: 'Your current plan (optional)' }).fill('Generations Classic');
    await page
      .getByRole('button', { name: 'Pick GlobalHealth Generations Classic (HMO) (H3706-001), GlobalHealth' })
      .click();
    await fillPersonal(page);
    await page.getByLabel("I don't take any medications").check();
    await page.getByLabel("I don't have any current doctors").check();
    await page.getByRole('button', { name: 'Find My Plans' }).click();
    await expect(
      page.getByText('Plans for 2027. Costs are estimates — verify with the plan before enrolling.'),
    ).toBeVisible();
    await expect(page.getByText(/^Some Medicare amounts for 2027 \(Extra Help copays\)/)).toBeVisible();
    const panel = page.getByRole('region', { name: 'Is your current plan still best?' });
    await expect(panel.getByText('The monthly premium goes from Free to $26.')).toBeVisible();
    await expect(
      panel.getByText(/^In 2027 it would cost you about \$[\d,]+ \(about \$[\d,]+ in 2026/),
    ).toBeVisible();
    await expect(
      panel.getByRole('heading', { name: 'Plans that would cost you less in 2027' }),
    ).toBeVisible();
    expect(page.url()).not.toBe(thisYear);
    await expectNoViolations(page);

    // A plan's page shows the plan as it is in the results' year.
    await page
      .getByRole('link', { name: /^View plan details for / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });
});
