import { expect } from '@playwright/test';
import { DEMO_ADMIN, expectNoViolations, passGate, test } from './support';

test.describe('Admin sign-in', () => {
  test('the admin area sends visitors to sign in; the sign-in page and its validation errors pass axe', async ({
    page,
  }) => {
    await passGate(page, '/admin');

    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(
      page.getByText(`Demo admin sign-in: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`),
    ).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoViolations(page);
  });

  test('wrong credentials show the error; right ones open the dashboard; Sign Out closes it', async ({
    page,
  }) => {
    await passGate(page, '/admin/login');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Role: admin')).toBeVisible();
    await expect(page.getByText(DEMO_ADMIN.email)).toBeVisible();
    const stats = page.getByRole('region', { name: 'Quick Stats' });
    await expect(stats.getByText('Total Plans')).toBeVisible();
    await expect(stats.getByRole('alert')).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.goto('/admin/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'admin' });

    test('a signed-in admin is sent from the sign-in page to the dashboard and can open every area; the dashboard passes axe', async ({
      page,
    }) => {
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
      await expect(page.getByText('Total Plans')).toBeVisible();
      await expectNoViolations(page);

      await page.getByRole('link', { name: /Database Table/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Plan Database Table' })).toBeVisible();
    });
  });
});
