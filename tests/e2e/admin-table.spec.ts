import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations, openAdmin, test } from './support';

/**
 * The plan database table (spec §2, §4) against the demo catalogue (56 plans: 51 Medicare Advantage
 * plans and 5 stand-alone drug plans). Other journeys read the same plans, so every change here is
 * put back before the test ends. An editor cannot be signed in on this server (the seed makes one
 * admin and there is no admin-management API yet), so "Access Denied" is covered by the unit test
 * (admin-table-page.test.tsx).
 */

/** The table, opened directly (admin-auth.spec.ts follows the dashboard's link to it). */
async function openTable(page: Page, search?: string) {
  await openAdmin(page, '/admin/table', 'Plan Database Table');
  if (search) {
    await page.getByRole('searchbox', { name: 'Search plans' }).fill(search);
    await page.getByRole('searchbox', { name: 'Search plans' }).press('Enter');
  }
}

// The changes are put back through the API as well, in case a step failed half-way.
const planOf = async (page: Page, planId: string) =>
  (await (await page.request.get(`/api/admin/plans/${planId}`)).json()) as {
    monthlyPremium: string;
    isActive: boolean;
  };

async function restorePremium(page: Page) {
  if ((await planOf(page, 'H1290-005')).monthlyPremium === '0.00') return;
  const res = await page.request.put('/api/admin/plans/H1290-005', { data: { monthlyPremium: '0.00' } });
  expect(res.status()).toBe(200);
}

async function restoreActive(page: Page) {
  const ids = ['H1290-001', 'H1290-003'];
  const states = await Promise.all(ids.map(async (id) => (await planOf(page, id)).isActive));
  if (states.every(Boolean)) return;
  const res = await page.request.patch('/api/admin/plans/bulk', {
    data: { action: 'activate', planIds: ids },
  });
  expect(res.status()).toBe(200);
}

const premium = (page: Page, planId: string, shown: string) =>
  page.getByRole('button', { name: `Edit monthly premium of ${planId}, currently ${shown}` });

test.describe('Plan database table', () => {
  test.use({ signedInAs: 'admin' });

  test('pages the demo plans and sorts on the server', async ({ page }) => {
    // Other journeys add and delete plans of their own meanwhile (two workers share the server),
    // so the total is read from the page, and each page is checked against its own summary.
    await openTable(page);
    const firstPage = page.getByText(/^Showing 1–50 of (\d+) plans$/);
    await expect(firstPage).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Plan list pages' });
    await expect(pager).toContainText('Page 1 of 2');
    expect(Number(/of (\d+) plans/.exec((await firstPage.textContent()) ?? '')?.[1])).toBeGreaterThanOrEqual(
      56,
    );
    await expect(page.getByRole('checkbox', { name: /^Select (?!all plans)/ })).toHaveCount(50);

    await page.getByRole('button', { name: 'Plan ID' }).click();
    await expect(page.getByRole('columnheader', { name: 'Plan ID' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    const secondPage = page.getByText(/^Showing 51–(\d+) of (\d+) plans$/);
    await expect(secondPage).toBeVisible();
    await expect(pager).toContainText('Page 2 of 2');
    const last = Number(/51–(\d+)/.exec((await secondPage.textContent()) ?? '')?.[1]);
    await expect(page.getByRole('checkbox', { name: /^Select (?!all plans)/ })).toHaveCount(last - 50);
  });

  test('edits a premium in place with the keyboard, then puts it back', async ({ page }) => {
    await openTable(page, 'H1290-005');
    try {
      const cell = premium(page, 'H1290-005', '$0.00');
      await cell.focus();
      await page.keyboard.press('Enter');
      const input = page.getByRole('textbox', { name: 'Monthly premium of H1290-005' });
      await expect(input).toBeFocused();
      await expectNoViolations(page);

      await page.keyboard.type('12.5');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Plan updated')).toBeVisible();
      await expect(premium(page, 'H1290-005', '$12.50')).toBeFocused();

      // Put it back, as a user would.
      await page.keyboard.press('Enter');
      await page.keyboard.type('0');
      await page.keyboard.press('Enter');
      await expect(premium(page, 'H1290-005', '$0.00')).toBeFocused();
      expect((await planOf(page, 'H1290-005')).monthlyPremium).toBe('0.00');
    } finally {
      await restorePremium(page);
    }
  });

  test('a refused edit keeps the old value and shows why, with a red mark', async ({ page }) => {
    await openTable(page, 'H1290-005');
    await premium(page, 'H1290-005', '$0.00').click();
    await page.getByRole('textbox', { name: 'Monthly premium of H1290-005' }).fill('-5');
    await page.getByRole('button', { name: 'Save monthly premium of H1290-005' }).click();

    const cell = premium(page, 'H1290-005', '$0.00');
    await expect(cell).toBeVisible();
    await expect(cell).toHaveAccessibleDescription('Save failed: Must be 0 or more');
    await expect(page.getByRole('alert').filter({ hasText: 'Must be 0 or more' })).toBeVisible();

    // Not a number: refused in the browser, nothing sent.
    await cell.click();
    await page.keyboard.type('lots');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Invalid number')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(premium(page, 'H1290-005', '$0.00')).toBeFocused();
  });

  test('deactivates two plans in bulk, then activates them again', async ({ page }) => {
    await openTable(page, 'H1290');
    try {
      await expect(page.getByRole('checkbox', { name: /^Select H1290/ })).toHaveCount(3);
      const active = (id: string) => page.getByRole('checkbox', { name: `Active Status for ${id}` });
      await expect(active('H1290-001')).toBeChecked();
      await expect(active('H1290-003')).toBeChecked();

      await page.getByRole('checkbox', { name: 'Select H1290-001' }).check();
      await page.getByRole('checkbox', { name: 'Select H1290-003' }).check();
      await expect(page.getByText('2 selected')).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
      await expect(page.getByText('Successfully deactivated 2 plan(s).')).toBeVisible();
      await expect(active('H1290-001')).not.toBeChecked();
      await expect(active('H1290-003')).not.toBeChecked();
      await expect(active('H1290-005')).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'Select H1290-001' })).not.toBeChecked();

      // Put them back, as a user would.
      await page.getByRole('checkbox', { name: 'Select H1290-001' }).check();
      await page.getByRole('checkbox', { name: 'Select H1290-003' }).check();
      await page.getByRole('button', { name: 'Activate', exact: true }).click();
      await expect(page.getByText('Successfully activated 2 plan(s).')).toBeVisible();
      await expect(active('H1290-001')).toBeChecked();
      await expect(active('H1290-003')).toBeChecked();
    } finally {
      await restoreActive(page);
    }
  });

  test('fits a 375 px phone: the table scrolls inside its own region', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openTable(page);
    await expect(page.getByRole('checkbox', { name: /^Select (?!all plans)/ })).toHaveCount(50);
    await expectNoSidewaysScroll(page);
    const region = page.getByRole('region', { name: 'Plans table' });
    await region.focus();
    await expect(region).toBeFocused();
    await page.getByRole('checkbox', { name: 'Select all plans on this page' }).check();
    await expect(page.getByText('50 selected')).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
