import { expect, type Page } from '@playwright/test';
import { expectNoViolations, test } from './support';

/** Unique per run: other journeys share the server and its database. */
const suffix = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const digits = () => String(Math.floor(Math.random() * 1000)).padStart(3, '0');

async function createPlan(page: Page, planId: string, carrier: string) {
  const response = await page.request.post('/api/admin/plans', {
    data: {
      planId,
      carrier,
      planName: `Carrier journey ${planId} (HMO)`,
      planType: 'HMO',
      region: 'Oklahoma',
      monthlyPremium: '0.00',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function carrierChoices(page: Page): Promise<string[]> {
  return page.getByLabel('Carrier', { exact: true }).locator('option').allTextContents();
}

test.describe('Carriers: one list of carriers, maintained by admins (issue 16)', () => {
  test.use({ signedInAs: 'admin' });

  test('an alias added to a carrier leaves the plan-list carrier filter with one name for both spellings', async ({
    page,
  }) => {
    const word = suffix();
    const name = `Mesa ${word} Health`;
    const alias = `Mesa ${word} Seniors`;
    const planIds = [`H8${digits()}-${digits()}`, `H8${digits()}-${digits()}`];
    await createPlan(page, planIds[0] ?? '', name);
    await createPlan(page, planIds[1] ?? '', alias);

    // Before: the filter offers the two spellings as two carriers.
    await page.goto('/admin/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Management' })).toBeVisible();
    await expect.poll(() => carrierChoices(page)).toEqual(expect.arrayContaining([name, alias]));

    // The dashboard links the carrier list.
    await page.goto('/admin');
    await page.getByRole('link', { name: /^Carriers/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Carriers' })).toBeVisible();
    const unlisted = page.getByRole('region', { name: 'Carrier names plans use that are not on the list' });
    await expect(unlisted).toContainText(`${name} (1 plan)`);
    await expectNoViolations(page);

    // Put the name on the list, then give it the other spelling as an alias.
    await unlisted.getByRole('button', { name: `Add ${name} to the list` }).click();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('1 plan');
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const form = page.getByRole('form', { name: `Edit ${name}` });
    await expect(form.getByLabel('Carrier name')).toBeFocused();
    await form.getByLabel(/Other spellings/).fill(alias);
    await expectNoViolations(page);
    await form.getByRole('button', { name: 'Save carrier' }).click();
    await expect(page.getByText(`${name} saved; 1 plan now uses this name.`)).toBeVisible();
    await expect(row).toContainText(alias);
    await expect(row).toContainText('2 plans');
    await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeFocused();
    // Neither spelling is off the list any more.
    await expect(page.getByText(`${alias} (1 plan)`)).toHaveCount(0);
    await expect(page.getByText(`${name} (1 plan)`)).toHaveCount(0);
    await expectNoViolations(page);

    // After: one name in the filter, and it finds both plans.
    await page.goto('/admin/plans');
    await expect.poll(() => carrierChoices(page)).toContain(name);
    expect(await carrierChoices(page)).not.toContain(alias);
    await page.getByLabel('Carrier', { exact: true }).selectOption(name);
    await expect(page.getByRole('row', { name: new RegExp(planIds[0] ?? '') })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(planIds[1] ?? '') })).toBeVisible();
    await expectNoViolations(page);

    // Clean up: without its plans the carrier can be deleted, after a confirmation.
    for (const planId of planIds) {
      const deleted = await page.request.delete(`/api/admin/plans/${planId}`, { data: {} });
      expect(deleted.status()).toBe(200);
    }
    await page.goto('/admin/carriers');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete carrier' });
    await expect(dialog).toContainText(`Delete ${name} from the list of carriers?`);
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Delete carrier' }).click();
    await expect(page.getByText(`${name} is no longer on the list.`)).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });
});
