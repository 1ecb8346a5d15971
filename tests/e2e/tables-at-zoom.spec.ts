/**
 * Tables at 200 % zoom (640 CSS px: a 1280 px screen) and on a phone (375 px) (issue 37, item 7).
 * On the results page (with the two-roads comparison and its details open and three plans
 * compared) and on a plan's page, every table either fits its box or says it scrolls sideways and
 * keeps its first column in view; the tables that have stacked rows show them instead; no cell
 * reaches past the screen's edge. The results on paper are results-print.spec.ts's.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  expectNoSidewaysScroll,
  expectNoViolations,
  HOME_HEADING,
  passGateThroughApi,
  planCards,
  submitThroughApi,
} from './support';

/** Two drugs and a doctor typed by hand, in 73099. */
async function submitProfile(page: Page): Promise<string> {
  const lookup = await page.request.get('/api/medication-lookup');
  expect(lookup.ok()).toBe(true);
  const drugs = (await lookup.json()) as { name: string; availableDosages: string[] }[];
  const dosage = (name: string) => drugs.find((d) => d.name === name)?.availableDosages[0] ?? '';
  return submitThroughApi(page, {
    noMedications: false,
    medications: [
      { name: 'Atorvastatin', dosage: dosage('Atorvastatin'), quantity: '30', frequency: 'monthly' },
      { name: 'Eliquis', dosage: dosage('Eliquis'), quantity: '60', frequency: 'monthly' },
    ],
    noDoctors: false,
    doctors: [{ name: 'Dr. Typed By Hand', specialty: 'Cardiology' }],
  });
}

type TableFit = {
  name: string;
  fits: boolean;
  cue: boolean;
  /** How far the first column's cell moved from the scroller's left edge, scrolled to the end. */
  firstColumnShift: number;
};

/** Every table on screen: whether it fits its scroller, or shows the cue and keeps its first column. */
async function tableFits(page: Page): Promise<TableFit[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main table')]
      .filter((table) => table.getClientRects().length > 0)
      .map((table) => {
        const wrapper = (table.closest('[data-table-scroll]') ?? table.parentElement) as HTMLElement;
        const cueId = wrapper.getAttribute('aria-describedby');
        const cue = cueId ? document.getElementById(cueId) : null;
        const first = table.querySelector('tbody tr > :first-child') as HTMLElement | null;
        let firstColumnShift = 0;
        if (first) {
          wrapper.scrollLeft = wrapper.scrollWidth;
          firstColumnShift = first.getBoundingClientRect().left - wrapper.getBoundingClientRect().left;
          wrapper.scrollLeft = 0;
        }
        return {
          name: table.querySelector('caption')?.textContent ?? wrapper.getAttribute('aria-label') ?? '',
          fits: wrapper.scrollWidth <= wrapper.clientWidth,
          cue: wrapper.hasAttribute('data-scrolls') && cue !== null && cue.getClientRects().length > 0,
          firstColumnShift: Math.abs(firstColumnShift),
        };
      }),
  );
}

/** No table is cut without a sign, and no cell of a stacked table reaches past the screen's edge. */
async function expectNothingClipped(page: Page, where: string): Promise<TableFit[]> {
  await expectNoSidewaysScroll(page);
  const tables = await tableFits(page);
  for (const table of tables) {
    expect(table.fits || table.cue, `${where}: "${table.name}" is cut off without a scroll cue`).toBe(true);
    // Scrolled to its end, the row names are still in view (the first column sticks, within its border).
    if (!table.fits) expect(table.firstColumnShift, `${where}: "${table.name}"`).toBeLessThanOrEqual(2);
  }
  const past = await page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main :is(th, td, dt, dd, li, h2, h3)')]
      .filter((cell) => !cell.closest('[data-table-scroll]') && cell.getClientRects().length > 0)
      .filter((cell) => cell.getBoundingClientRect().right > edge + 1)
      .map((cell) => cell.textContent?.slice(0, 40));
  });
  expect(past, `${where}: cut at the screen's edge`).toEqual([]);
  return tables;
}

/**
 * One page state at both widths: the page is laid out again when the window narrows (CSS media
 * queries), so the results and the plan page are reached once, at 640 px, and measured at 640 and at
 * 375 px.
 */
const WIDTHS = [640, 375] as const;

test('every table at 640 and 375 px fits, stacks or scrolls with a cue', async ({ page }) => {
  const [width] = WIDTHS;
  await page.setViewportSize({ width, height: 800 });
  await passGateThroughApi(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();
  const userId = await submitProfile(page);
  // Reached from inside the app (the finder moves on to the results this way), not by address.
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/results/${userId}`);
  await expect(planCards(page).first()).toBeVisible();

  // The two roads, compared and with their details open: their tables are on the page.
  const panel = page.getByRole('region', { name: 'Medicare Advantage or Original Medicare?' });
  await panel.getByRole('radio', { name: 'Female' }).check();
  await panel.getByRole('radio', { name: 'No', exact: true }).check();
  await panel.getByRole('button', { name: 'Compare both ways' }).click();
  await panel.getByRole('button', { name: 'See how we worked it out' }).click();
  await expect(panel.getByRole('article', { name: 'Medicare Advantage' })).toBeVisible();
  await panel.getByRole('button', { name: 'Show the details' }).click();
  await expect(panel.getByRole('table', { name: /The cheapest policy of each Medigap plan/ })).toBeVisible();

  // Three plans compared: at this width each is a card of its own, all three in full.
  const names = (await planCards(page).locator('h2').allTextContents()).slice(0, 3);
  for (const name of names) await page.getByRole('checkbox', { name: `Add to Compare: ${name}` }).check();
  const compared = page.getByRole('list', { name: 'Plans compared' });
  for (const at of WIDTHS) {
    await page.setViewportSize({ width: at, height: 800 });
    await expect(compared.getByRole('listitem')).toHaveCount(3);
    for (const name of names) await expect(compared.getByRole('heading', { name })).toBeVisible();
    const resultsTables = await expectNothingClipped(page, `results at ${at} px`);
    expect(resultsTables.length).toBeGreaterThanOrEqual(4);
    await expectNoViolations(page);
  }

  // The plan's own page: its drugs, doctors, tiers and pharmacies.
  await page.getByRole('link', { name: `View plan details for ${names[0]}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
  for (const at of WIDTHS) {
    await page.setViewportSize({ width: at, height: 800 });
    await expect(page.getByRole('list', { name: /medications/i }).first()).toBeVisible();
    await expectNothingClipped(page, `plan page at ${at} px`);
    await expectNoViolations(page);
  }
});
