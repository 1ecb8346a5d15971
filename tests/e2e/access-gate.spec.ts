import { expect, test } from '@playwright/test';
import { ACCESS_FLAG_KEY } from '../../src/shared/constants';
import { DEMO_ACCESS_PASSWORD, expectNoViolations, HOME_HEADING, passGate, passwordInput } from './support';

test.describe('Access gate', () => {
  test('a wrong password is refused: toast, cleared input, still locked, gated API calls answer 401; axe finds nothing', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Secure Access Required' })).toBeVisible();
    await expect(passwordInput(page)).toBeFocused();
    const enter = page.getByRole('button', { name: 'Enter App' });
    await expect(enter).toBeDisabled();
    await expectNoViolations(page);

    await passwordInput(page).fill('not-the-password');
    await enter.click();

    await expect(page.getByText('Access denied')).toBeVisible();
    await expect(page.getByText('Please enter the correct access password')).toBeVisible();
    await expect(passwordInput(page)).toHaveValue('');
    await expect(page.getByRole('heading', { name: HOME_HEADING })).toBeHidden();
    await expectNoViolations(page);

    // Without the gate cookie, gated API calls answer 401.
    const response = await page.request.get('/api/medication-lookup');
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({
      error: 'Access password required',
      code: 'ACCESS_REQUIRED',
    });
  });

  test('the right password in any letter case opens the app, a reload keeps it open; the Help Center passes axe', async ({
    page,
  }) => {
    await page.goto('/');
    await passwordInput(page).fill(DEMO_ACCESS_PASSWORD.toUpperCase());
    await page.getByRole('button', { name: 'Enter App' }).click();

    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(page.getByText('Access granted')).toBeVisible();
    await expect(page.getByText('Welcome to ClearPlan.')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Secure Access Required' })).toBeHidden();

    // The gate cookie now opens gated API calls from this browser.
    const response = await page.request.get('/api/medication-lookup');
    expect(response.status()).toBe(200);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help Center' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('a second tab of the same browser opens without the password while the cookie is valid; the flag alone grants nothing', async ({
    page,
    context,
  }) => {
    await passGate(page);
    const second = await context.newPage();
    await second.goto('/');

    await expect(second.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
    await expect(second.getByRole('heading', { name: 'Secure Access Required' })).toBeHidden();
    expect(await second.evaluate((key) => window.sessionStorage.getItem(key), ACCESS_FLAG_KEY)).toBe('true');
    await second.close();

    // The flag alone grants nothing: without the cookie the gate comes back.
    await context.clearCookies();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Secure Access Required' })).toBeVisible();
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), ACCESS_FLAG_KEY)).toBeNull();
  });

  test('at 200 % zoom the "Access granted" toast sits over the header, covering neither heading nor field', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 640, height: 450 });
    await passGate(page);
    const shown = page.locator('[data-sonner-toast]').filter({ hasText: 'Access granted' });
    await expect(shown).toBeVisible();
    await expect
      .poll(async () => {
        const [toastBox, heading] = [
          await shown.boundingBox(),
          await page.getByRole('heading', { level: 1, name: HOME_HEADING }).boundingBox(),
        ];
        return toastBox && heading ? heading.y - (toastBox.y + toastBox.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
  });

  test('an unknown path shows Page Not Found with a way back; axe finds nothing', async ({ page }) => {
    await passGate(page, '/this/page/does-not-exist');

    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | ClearPlan');
    await expectNoViolations(page);
    await page.getByRole('link', { name: 'Go to Find Plans' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  });

  test('the home page at phone width passes axe; the header navigation reaches the Help Center; on a phone it sits behind Menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await passGate(page);
    await expectNoViolations(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Menu' });

    await expect(nav).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Help Center' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expect(page.getByText('1-800-MEDICARE').first()).toBeVisible();
    await expect(nav).toBeHidden();
  });
});
