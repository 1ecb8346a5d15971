import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations, test } from './support';

const TABS = ['Basic Info', 'Costs', 'Copays', 'Benefits', 'Rx Tiers', 'Settings', 'Formulary & Network'];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const digits = () => String(Math.floor(Math.random() * 1000)).padStart(3, '0');

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const toast = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').getByText(title, { exact: true });

test.describe('Comprehensive Plan Editor', () => {
  test.use({ signedInAs: 'admin' });
  // A plan of its own, so the shared demo plans stay as they are.
  let planId: string;

  test.beforeEach(async ({ page }) => {
    planId = `H8${digits()}-${digits()}`;
    const created = await page.request.post('/api/admin/plans', {
      data: {
        planId,
        carrier: 'Humana',
        planName: 'Advanced Editor Journey (HMO)',
        planType: 'HMO',
        region: 'Oklahoma',
        monthlyPremium: '10.00',
      },
    });
    expect(created.status()).toBe(201);
  });

  test.afterEach(async ({ page }) => {
    const deleted = await page.request.delete(`/api/admin/plans/${planId}`, { data: {} });
    expect(deleted.status()).toBe(200);
  });

  test('changes a copay and a tier price, saves, and finds them on reopening; every tab passes axe', async ({
    page,
  }) => {
    await page.goto(`/admin/plans/${planId}/advanced`);
    await expect(page.getByRole('heading', { level: 1, name: 'Comprehensive Plan Editor' })).toBeVisible();
    await expect(page.getByLabel('Plan ID')).toHaveValue(planId);

    for (const name of TABS) {
      await tab(page, name).click();
      await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
      if (name === 'Formulary & Network')
        await expect(page.getByText('No drugs on this formulary yet.')).toBeVisible();
      await expectNoViolations(page);
    }

    // The keyboard moves between tabs too.
    await tab(page, 'Basic Info').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Costs')).toBeFocused();
    await expect(page.getByLabel('Monthly Premium')).toHaveValue('10.00');

    await tab(page, 'Copays').click();
    await page.getByLabel('Emergency Room').fill('$95');
    await tab(page, 'Rx Tiers').click();
    await page.getByLabel('Tier 2 Retail (30-day)').fill('$12');
    await page.getByRole('button', { name: 'Update Complete Plan' }).click();

    await expect(toast(page, 'Plan updated')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/plans$/);

    await page.goto(`/admin/plans/${planId}/advanced`);
    await tab(page, 'Copays').click();
    await expect(page.getByLabel('Emergency Room')).toHaveValue('$95');
    await tab(page, 'Rx Tiers').click();
    await expect(page.getByLabel('Tier 2 Retail (30-day)')).toHaveValue('$12');
    const saved = await (await page.request.get(`/api/admin/plans/${planId}`)).json();
    expect(saved.copayStructure).toEqual({ er: '$95' });
    expect(saved.prescriptionTiers).toEqual({ tier2Retail: '$12' });
  });

  test('adds a drug to the formulary and a doctor to the network, and fits a 375 px screen', async ({
    page,
  }) => {
    // A real doctor of the seeded directory to look for.
    const [doctor] = await (await page.request.post('/api/providers/search', { data: { q: 'sm' } })).json();
    expect(doctor).toBeTruthy();
    const doctorName = doctor.firstName
      ? `${doctor.lastNameOrOrgName}, ${doctor.firstName}`
      : doctor.lastNameOrOrgName;

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/admin/plans/${planId}/advanced`);
    await expect(page.getByLabel('Plan ID')).toHaveValue(planId);
    await expectNoSidewaysScroll(page);

    await tab(page, 'Formulary & Network').click();
    await page.getByRole('combobox', { name: 'Drug' }).fill('Eliqu');
    await page.getByRole('option', { name: /^Eliquis/ }).click();
    await page.getByRole('combobox', { name: 'Tier', exact: true }).selectOption('3');
    await page.getByRole('checkbox', { name: 'Prior authorization', exact: true }).check();
    await page.getByRole('button', { name: 'Save Drug' }).click();
    await expect(toast(page, 'Drug added')).toBeVisible();
    const formulary = page.getByRole('region', { name: 'Drugs on this formulary (1)' });
    await expect(formulary.getByRole('rowheader', { name: 'Eliquis' })).toBeVisible();
    await expect(formulary.getByRole('combobox', { name: 'Tier for Eliquis' })).toHaveValue('3');
    await expect(formulary.getByRole('checkbox', { name: 'Prior authorization for Eliquis' })).toBeChecked();

    await page.getByRole('combobox', { name: 'Doctor' }).fill(doctor.lastNameOrOrgName);
    await page
      .getByRole('listbox', { name: 'Matching doctors' })
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(doctorName)}`) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Add Doctor' }).click();
    await expect(toast(page, 'Doctor added')).toBeVisible();
    const network = page.getByRole('list', { name: 'Doctors in this network' });
    await expect(network.getByText(doctorName, { exact: true })).toBeVisible();
    await expect(page.getByText('1 doctor.')).toBeVisible();

    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);

    // The changes are the plan's own, as the API answers them.
    const entries = (await (await page.request.get(`/api/admin/plans/${planId}/formulary`)).json()).entries;
    expect(entries).toEqual([
      {
        medicationName: 'Eliquis',
        tier: 3,
        priorAuthorization: true,
        quantityLimit: false,
        stepTherapy: false,
      },
    ]);
    const providers = (await (await page.request.get(`/api/admin/plans/${planId}/network`)).json()).providers;
    expect(providers.map((p: { id: number }) => p.id)).toEqual([doctor.id]);

    for (const name of TABS.slice(0, 6)) {
      await tab(page, name).click();
      await expectNoSidewaysScroll(page);
    }
  });
});
