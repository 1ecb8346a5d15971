import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO_DEFAULTS, PUBLISHED_ACCOUNTS } from '../../src/server/published-secrets';

/** The demo secrets every non-production server starts with. */
export const DEMO_ACCESS_PASSWORD = DEMO_DEFAULTS.accessPassword;
export const DEMO_ADMIN = PUBLISHED_ACCOUNTS.demoAdmin;
/** An editor that playwright.config.ts creates (npm run admin:create) before the server starts. */
export const E2E_EDITOR = PUBLISHED_ACCOUNTS.e2eEditor;

/** The plan-year server's date (playwright.config.ts): in open enrollment, 2027 and 2026 are offered. */
export const PLAN_YEARS_E2E_DATE = '2026-11-26';
export const HOME_HEADING = 'Find the Medicare plan that fits you';

export function passwordInput(page: Page) {
  return page.getByLabel('Access password');
}

/** Opens `path` (default /) and passes the access gate with the demo password. */
export async function passGate(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await passwordInput(page).fill(DEMO_ACCESS_PASSWORD);
  await page.getByRole('button', { name: 'Enter App' }).click();
  await expect(page.getByRole('heading', { name: 'Secure Access Required' })).toBeHidden();
}

/** Passes the gate and signs in as the demo admin; ends on the dashboard. */
export async function signInAdmin(page: Page, admin = DEMO_ADMIN): Promise<void> {
  await passGate(page, '/admin/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/** axe (WCAG 2.1 AA) finds nothing on the page as it is now. */
export async function expectNoViolations(page: Page): Promise<void> {
  // A toast fading in or out is part transparent (the toast, and its title and text, which fade on
  // their own), and axe would measure its text's contrast against the page behind it. A toast can
  // also start (a save finishing) while axe is reading the page. So toasts stop animating for the
  // check: each part is then either fully shown or fully hidden at every moment. Then wait until
  // every toast on the way out has gone.
  await page.evaluate(() => {
    if (document.getElementById('axe-still-toasts')) return;
    const style = document.createElement('style');
    style.id = 'axe-still-toasts';
    style.textContent =
      '[data-sonner-toaster], [data-sonner-toaster] * { transition: none !important; animation: none !important; }';
    document.head.append(style);
  });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('[data-sonner-toast]')).every((toast) => {
      if (toast.getAttribute('data-removed') === 'true') return false;
      const parts = [toast, ...Array.from(toast.querySelectorAll('*'))];
      return parts.every((part) => ['0', '1'].includes(getComputedStyle(part).opacity));
    }),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** The page does not scroll sideways (375 px phones, 200 % zoom). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Submits a profile through the real API (the page's gate cookie is shared) and returns its id: a
 * person in 73099 (Canadian County) with no drugs and no doctors unless `overrides` say otherwise.
 */
export async function submitThroughApi(page: Page, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await page.request.post('/api/medicare/submit', {
    data: {
      firstName: 'Test',
      lastName: 'Person',
      birthDate: '1955-04-12',
      zipCode: '73099',
      county: 'Canadian',
      isCustomCounty: false,
      doctorSearchRadius: 20,
      noMedications: true,
      medications: [],
      noDoctors: true,
      doctors: [],
      ...overrides,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { userId: string }).userId;
}

/** The plan cards of a results page, in the order shown. */
export const planCards = (page: Page) =>
  page.getByRole('list', { name: 'Recommended plans' }).getByRole('article');
