import { expect } from '@playwright/test';
import { expectNoViolations, openAdmin, passGate, test } from './support';

test.describe('Accessibility (axe, WCAG 2.1 AA)', () => {
  test('the access gate', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Secure Access Required' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the access gate with the "Access denied" toast', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Access password').fill('wrong');
    await page.getByRole('button', { name: 'Enter App' }).click();
    await expect(page.getByText('Please enter the correct access password')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the home page at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await passGate(page);
    await expectNoViolations(page);
  });

  test('the not-found page', async ({ page }) => {
    await passGate(page, '/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the help center', async ({ page }) => {
    await passGate(page, '/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the admin sign-in page with validation errors', async ({ page }) => {
    await passGate(page, '/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoViolations(page);
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'admin' });

    test('the admin dashboard', async ({ page }) => {
      await openAdmin(page);
      await expect(page.getByText('Total Plans')).toBeVisible();
      await expectNoViolations(page);
    });
  });
});
