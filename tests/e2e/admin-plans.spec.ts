import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN, expectNoSidewaysScroll, expectNoViolations, openAdmin, test } from './support';

const digits = () => String(Math.floor(Math.random() * 1000)).padStart(3, '0');
/** Unique per run: other journeys share the server and its database. */
const newPlanId = () => `H9${digits()}-${digits()}`;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function openList(page: Page) {
  await page.getByRole('link', { name: /Plan Management/ }).click();
  await expect(heading(page, 'Plan Management')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByLabel('Search plans').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}

test.describe('Admin plan management (create, find, edit, export, delete)', () => {
  test.use({ signedInAs: 'admin' });

  test('a plan from creation to deletion, with its history and export', async ({ page }) => {
    const planId = newPlanId();
    const planName = `Journey Gold ${planId} (HMO)`;
    await openAdmin(page);
    await openList(page);
    await expectNoViolations(page);

    // Create: the errors first, then the plan.
    await page.getByRole('link', { name: 'Create Plan' }).click();
    await expect(heading(page, 'Create Plan')).toBeVisible();
    await page.getByLabel('Monthly Premium').fill('12.345');
    await page.getByRole('button', { name: 'Create Plan' }).click();
    await expect(page.getByText('Plan ID is required')).toBeVisible();
    await expect(page.getByText('Must be a valid amount (e.g., 0.00)')).toBeVisible();
    await expect(page.getByLabel('Plan ID')).toBeFocused();
    await expectNoViolations(page);

    // The year the server would pick: this server has 2026 plans only, so 2026 even in open enrollment.
    await expect(page.getByLabel('Plan Year')).toHaveValue('2026');
    await page.getByLabel('Plan ID').fill(planId);
    await page.getByLabel('Carrier').selectOption('Humana');
    await page.getByLabel('Plan Name').fill(planName);
    await page.getByLabel('Plan Type').selectOption('HMO');
    await page.getByLabel('Monthly Premium').fill('0.00');
    await page.getByLabel('MOOP In-Network').fill('3900.00');
    await page.getByLabel('Region').fill('Oklahoma');
    await page.getByLabel('Star Rating').selectOption('4');
    await page.getByLabel('Notes').fill('Created by the admin plans journey');
    await page.getByRole('button', { name: 'Create Plan' }).click();
    await expect(page.getByText('Plan created', { exact: true })).toBeVisible();
    await expect(heading(page, 'Plan Management')).toBeVisible();

    // Find it in the list, then open it.
    await search(page, planId);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: planId }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(planName);
    await expect(row).toContainText('Free');
    await expect(row.getByRole('cell', { name: '2026', exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Actions for ${planName} (${planId}, 2026)` }).click();
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await expect(heading(page, planName)).toBeVisible();
    // The link names the plan year, and the page says which year it is about.
    await expect(page).toHaveURL(new RegExp(`/admin/plans/${planId}\\?year=2026$`));
    await expect(page.getByText(`Plan ID ${planId} · 2026 plan`)).toBeVisible();
    const money = page.getByRole('region', { name: 'Financial Details' });
    await expect(money.getByText('Monthly Premium').locator('+ dd')).toHaveText('Free');
    await expect(money.getByText('MOOP In-Network').locator('+ dd')).toHaveText('$3,900.00');
    const history = page.getByRole('region', { name: 'Change History' });
    await expect(history.getByText(`Created by ${DEMO_ADMIN.email}`)).toBeVisible();
    await expectNoViolations(page);

    // Quick edit the premium from the list (the search is still in the URL).
    await page.getByRole('link', { name: 'Back to Plans' }).click();
    await expect(page.getByRole('rowheader', { name: planId })).toBeVisible();
    await page.getByRole('button', { name: `Actions for ${planName} (${planId}, 2026)` }).click();
    await page.getByRole('menuitem', { name: 'Quick Edit' }).click();
    await expect(heading(page, 'Edit Plan')).toBeVisible();
    await expect(page.getByLabel('Plan Name')).toHaveValue(planName);
    await expect(page.getByLabel('Plan Year')).toHaveValue('2026');
    await page.getByLabel('Monthly Premium').fill('42');
    await page.getByRole('button', { name: 'Update Plan' }).click();
    await expect(page.getByText('Plan updated', { exact: true })).toBeVisible();
    await expect(heading(page, 'Plan Management')).toBeVisible();

    // An old link without ?year= still opens a plan ID on file for one year.
    await page.goto(`/admin/plans/${planId}`);
    await expect(heading(page, planName)).toBeVisible();
    await expect(money.getByText('Monthly Premium').locator('+ dd')).toHaveText('$42.00');
    await expect(history.getByRole('listitem').first()).toContainText(`Updated by ${DEMO_ADMIN.email}`);
    await expect(history.getByText('Monthly Premium: $0.00 → changed to $42.00')).toBeVisible();

    // The CSV export of the filtered list holds it, with the new premium.
    await page.getByRole('link', { name: 'Back to Plans' }).click();
    await search(page, planId);
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute('href', new RegExp(`search=${planId}`));
    const href = await exportLink.getAttribute('href');
    const csv = await page.request.get(href ?? '');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-disposition']).toMatch(
      /^attachment; filename="clearplan-plans-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(planId);
    expect(lines[1]).toContain(',42.00,');

    // Delete it through the dialog.
    await page.getByRole('button', { name: `Actions for ${planName} (${planId}, 2026)` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Medicare Plan' });
    await expect(dialog).toContainText(`Are you sure you want to delete "Plan ${planId}"?`);
    await dialog.getByRole('button', { name: 'Delete Plan' }).click();
    await expect(page.getByText('Plan deleted', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    // The Delete button went with its row: the keyboard is on the list's summary.
    await expect(page.getByText('No plans match these filters.')).toBeFocused();
    await expect(page.getByRole('rowheader', { name: planId })).toHaveCount(0);
  });

  test('the plan year filter lists the years on file and narrows the list to one', async ({ page }) => {
    await page.goto('/admin/plans');
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Year' })).toBeVisible();
    const year = page.getByLabel('Plan year');
    // This server holds the 2026 sample only (the demo adds 2027 beside it).
    await expect(year.getByRole('option')).toHaveText(['All years', '2026']);
    await year.selectOption('2026');
    await expect(page).toHaveURL(/planYear=2026/);
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /planYear=2026/);
    await expect(page.getByRole('status').filter({ hasText: /^Showing 1–/ })).toBeVisible();
    const years = await page.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(new Set(years)).toEqual(new Set(['2026']));
    await expectNoViolations(page);
  });

  test('the list, the form and a plan fit a 375 px screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/plans');
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoSidewaysScroll(page);
    const table = page.getByRole('region', { name: 'Plans table' });
    await table.focus();
    await expect(table).toBeFocused();
    const firstPlan = (await page.getByRole('rowheader').first().textContent()) ?? '';

    await page.goto('/admin/plans/new');
    await page.getByRole('button', { name: 'Create Plan' }).click();
    await expect(page.getByText('Plan ID is required')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);

    await page.goto(`/admin/plans/${firstPlan}`);
    await expect(page.getByRole('region', { name: 'Basic Information' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
