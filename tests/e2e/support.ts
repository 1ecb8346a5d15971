import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { DEMO_DEFAULTS, PUBLISHED_ACCOUNTS } from '../../src/server/published-secrets';
import { ACCESS_FLAG_KEY } from '../../src/shared/constants';

/** The demo secrets every non-production server starts with. */
export const DEMO_ACCESS_PASSWORD = DEMO_DEFAULTS.accessPassword;
export const DEMO_ADMIN = PUBLISHED_ACCOUNTS.demoAdmin;
/** An editor the e2e snapshot holds (tests/e2e/start-server.ts), for the role journeys. */
export const E2E_EDITOR = PUBLISHED_ACCOUNTS.e2eEditor;

/** The plan-year server's date (plan-years.spec.ts): in open enrollment, 2027 and 2026 are offered. */
export const PLAN_YEARS_E2E_DATE = '2026-11-26';
/**
 * The date the main server's finder offers plan years and start months for: after 2026's open
 * enrollment, with the 2026 plans as next year's, so the finder offers 2026 alone with every start
 * month (January by default) whatever day the journeys run on.
 */
export const MAIN_E2E_ENROLLMENT_DATE = '2025-12-15';
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

/**
 * Past the access gate through the API, without opening a page: the browser gets its gate cookie
 * (and its own history key) as the gate screen would give it, and the first page it opens skips the
 * screen. For journeys about something else; the gate's screen is access-gate.spec.ts's, and
 * `passGate` is for journeys that start from it. Saves loading the home page only to leave it.
 */
export async function passGateThroughApi(page: Page): Promise<void> {
  const response = await page.request.post('/api/access', { data: { password: DEMO_ACCESS_PASSWORD } });
  expect(response.status()).toBe(200);
}

/** The accounts sessions.setup.ts signs in once per run, by role. */
export const SIGNED_IN = { admin: DEMO_ADMIN, editor: E2E_EDITOR } as const;
export type SignedInRole = keyof typeof SIGNED_IN;

/** Where sessions.setup.ts keeps a role's signed-in browser state (cookies) for the run. */
export function sessionFile(role: SignedInRole): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return `${dataDir}-sessions/${role}.json`;
}

/**
 * The journeys' `test`. `test.use({ signedInAs: 'admin' })` starts each page past the gate and
 * signed in (sessions.setup.ts signed in once through the API; admin-auth.spec.ts and
 * counselor-accounts.spec.ts sign in through the screens). The gate's flag lives in the tab's
 * sessionStorage, which a saved browser state does not hold: it is put in each new tab once, as the
 * gate screen would have left it, and the app is free to clear it afterwards.
 */
export const test = base.extend<{ signedInAs: SignedInRole | null }>({
  signedInAs: [null, { option: true }],
  storageState: async ({ signedInAs, storageState }, use) => {
    await use(signedInAs ? sessionFile(signedInAs) : storageState);
  },
  context: async ({ context, signedInAs }, use) => {
    if (signedInAs) {
      await context.addInitScript((key) => {
        if (window.sessionStorage.getItem('e2e.session-restored')) return;
        window.sessionStorage.setItem('e2e.session-restored', 'true');
        window.sessionStorage.setItem(key, 'true');
      }, ACCESS_FLAG_KEY);
    }
    await use(context);
  },
});

/** Opens an admin page of a signed-in test (`signedInAs`), the dashboard unless told; waits for its heading. */
export async function openAdmin(page: Page, path = '/admin', heading: string | RegExp = 'Admin Dashboard') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

/**
 * axe-core in the page itself, put there once per document (a client-side navigation keeps it),
 * reporting violations only. AxeBuilder puts it in again on every check and finishes each check in
 * a new blank tab, which cost the browser tier more than most journeys' own steps; it stays for
 * pages with frames, which only it reaches. The rules are the same (WCAG_TAGS).
 */
async function axeViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  // Naming each node by a CSS selector is much of axe's own cost, so a clean page (nearly every
  // check) is checked without selectors, and a page with violations again with them, for the
  // message. The rules are the same either way.
  const check = (selectors: boolean) =>
    page.evaluate(
      async ({ tags, selectors }) => {
        const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
          selectors,
          iframes: false,
        });
        return results.violations.map(
          (v) => `${v.id}: ${v.nodes.map((n) => (selectors ? n.target.join(' ') : '?')).join(', ')}`,
        );
      },
      { tags: WCAG_TAGS, selectors },
    );
  const found = await check(false);
  return found.length === 0 ? found : check(true);
}

/**
 * Whether `state` is checked here: true the first time any journey of the run names it (the run's
 * workers share the list through files beside the data directory), so a page state several
 * journeys reach is checked once.
 */
function firstCheckOf(state: string): boolean {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return true;
  const dir = `${dataDir}-axe-states`;
  fs.mkdirSync(dir, { recursive: true });
  try {
    fs.writeFileSync(path.join(dir, encodeURIComponent(state)), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * axe (WCAG 2.1 AA) finds nothing on the page as it is now. With `state`, a name for a page state
 * more than one journey reaches (the same page, data shape, viewport and open parts), the check runs
 * in the first journey of the run that names it and is skipped in the others.
 */
export async function expectNoViolations(page: Page, state?: string): Promise<void> {
  if (state !== undefined && !firstCheckOf(state)) return;
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
  // Anything else on its way from one look to another is measured half-way too: a button just
  // pressed fades from its outline to its filled colours (transition-colors), and its text and
  // background cross at a contrast neither end has. Wait until every transition and finite
  // animation has ended (a spinner turns forever and is measured as it is).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  expect(await axeViolations(page)).toEqual([]);
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
