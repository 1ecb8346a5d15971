import { expect, type Page, test } from '@playwright/test';
import {
  expectNoSidewaysScroll,
  expectNoViolations,
  passGateThroughApi,
  planCards,
  submitThroughApi,
} from './support';

const HEADING = 'Your Top 10 Medicare Plans';

/** Two drugs, no doctors, in 73099. */
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
  });
}

async function cardFacts(page: Page, label: string): Promise<string[]> {
  return planCards(page)
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('+ dd')
    .allTextContents();
}

const premiumValue = (text: string) => (text === 'Free' ? 0 : Number(text.replace(/[^\d.]/g, '')));

test.describe('Results journey (journey 6)', () => {
  let userId = '';

  test.beforeEach(async ({ page }) => {
    await passGateThroughApi(page);
    userId = await submitProfile(page);
  });

  test('show more, sort, filter and compare; a plan’s detail shows the member’s drugs and goes back', async ({
    page,
  }) => {
    await page.goto(`/results/${userId}`);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByText('Based on 2 medications and no doctors near 73099')).toBeVisible();
    await expect(planCards(page)).toHaveCount(3);
    await expect(planCards(page).first().getByText('Best Match', { exact: true })).toBeVisible();
    await expect(page.getByText('Best Match', { exact: true })).toHaveCount(1);

    // Show more reveals the rest of the top 10.
    const showMore = page.getByRole('button', { name: /^Show \d+ More Plans?$/ });
    const hidden = Number((await showMore.textContent())?.match(/\d+/)?.[0]);
    await showMore.click();
    await expect(planCards(page)).toHaveCount(3 + hidden);
    const total = 3 + hidden;

    // Sort: premiums never go down; yearly costs likewise.
    await page.getByLabel('Sort by').selectOption({ label: 'Lowest monthly premium' });
    const premiums = (await cardFacts(page, 'Monthly premium')).map(premiumValue);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    await page.getByLabel('Sort by').selectOption({ label: 'Highest star rating' });
    const stars = (await cardFacts(page, 'Star rating')).map((s) => Number.parseFloat(s) || 0);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    await page.getByLabel('Sort by').selectOption({ label: 'Best match' });
    await expect(planCards(page).first().getByText('Best Match', { exact: true })).toBeVisible();

    // Filter by the first plan type offered: every card shown is of that type.
    await page.getByText('Filters: none', { exact: true }).click();
    const filter = page.getByLabel('Filter by plan type');
    const planType = (await filter.locator('option').nth(1).textContent()) ?? '';
    await filter.selectOption({ label: planType });
    const typeLines = await planCards(page).locator('h2 + p').allInnerTexts();
    expect(typeLines.length).toBeGreaterThan(0);
    for (const line of typeLines) expect(line.endsWith(`· ${planType}`)).toBe(true);
    await expect(page.getByText(`Showing ${typeLines.length} of`)).toBeVisible();
    await filter.selectOption({ label: 'All plan types' });
    await expect(planCards(page)).toHaveCount(total);

    // Compare: three plans side by side; a fourth tick is refused with the reason beside it;
    // removing one makes room for it.
    const names = (await planCards(page).locator('h2').allTextContents()).slice(0, 4);
    const box = (name: string | undefined) => page.getByRole('checkbox', { name: `Add to Compare: ${name}` });
    for (const name of names.slice(0, 3)) await box(name).check();
    await box(names[3]).click();
    await expect(box(names[3])).not.toBeChecked();
    await expect(box(names[3])).toHaveAccessibleDescription(
      'You can compare up to 3 plans. Untick one to add this plan.',
    );
    const table = page.getByRole('region', { name: 'Plan comparison table' }).getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(table.getByRole('rowheader', { name: 'Estimated yearly cost' })).toBeVisible();
    await table.getByRole('button', { name: `Remove ${names[0]} from comparison` }).click();
    await expect(box(names[0])).not.toBeChecked();
    await box(names[3]).check();
    await expect(table.getByRole('columnheader').filter({ hasText: names[3] ?? '' })).toBeVisible();

    await expectNoViolations(page);

    // A plan's detail: the member's drugs on it, and the way back.
    const first = planCards(page).first();
    const planName = (await first.locator('h2').textContent()) ?? '';
    await first.getByRole('link', { name: `View plan details for ${planName}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: planName })).toBeVisible();
    for (const section of ['Costs', 'Your medications', 'Doctor visits', 'Drugs by tier', 'Extra benefits']) {
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    const meds = page.getByRole('region', { name: 'Your medications on this plan' });
    await expect(meds.getByRole('rowheader', { name: 'Atorvastatin' })).toBeVisible();
    await expect(meds.getByRole('rowheader', { name: 'Eliquis' })).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('link', { name: 'Back to Results' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  });

  test('the answer first: the Best Match and its yearly cost are on the first screen (desktop) and the first two (375 px), and at 375 px the comparison and the plan detail are stacked cards, with no sideways scrolling', async ({
    page,
  }) => {
    const bottomOfBestCost = async () => {
      const cost = planCards(page).first().locator('[data-print-cost] > p').first();
      await expect(cost).toBeVisible();
      const box = await cost.boundingBox();
      expect(box).not.toBeNull();
      return (box?.y ?? 0) + (box?.height ?? 0);
    };
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/results/${userId}`);
    await expect(planCards(page).first().getByText('Best Match', { exact: true })).toBeVisible();
    expect(await bottomOfBestCost()).toBeLessThanOrEqual(900);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.reload();
    expect(await bottomOfBestCost()).toBeLessThanOrEqual(2 * 740);

    await expect(planCards(page)).toHaveCount(3);
    const names = await planCards(page).locator('h2').allTextContents();
    for (const name of names.slice(0, 2)) {
      await page.getByRole('checkbox', { name: `Add to Compare: ${name}` }).check();
    }
    // On a phone the plans compared are cards, one under the other; the bar's button opens them.
    await page.getByRole('button', { name: 'Compare (2 of 3)' }).click();
    const stacked = page.getByRole('list', { name: 'Plans compared' });
    await expect(stacked.getByRole('listitem')).toHaveCount(2);
    await expect(stacked.getByRole('listitem').first()).toContainText('Estimated yearly cost');
    await expect(page.getByRole('region', { name: 'Plan comparison table' })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);

    // A toast while the compare bar is up never covers its button (toasts sit at the top).
    await page.getByRole('button', { name: 'Create a share link' }).click();
    const toastShown = page.locator('[data-sonner-toast]').filter({ hasText: 'Share link created' });
    await expect(toastShown).toBeVisible();
    const bar = page.getByRole('region', { name: 'Your comparison' });
    await expect
      .poll(async () => {
        const [t, b] = [await toastShown.boundingBox(), await bar.boundingBox()];
        return t && b ? b.y - (t.y + t.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);

    // The plan detail's tables are stacked cards too.
    await planCards(page)
      .first()
      .getByRole('link', { name: /^View plan details for / })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your medications' })).toBeVisible();
    const medications = page.getByRole('list', { name: 'Your medications on this plan' });
    await expect(medications.getByRole('listitem').first()).toContainText('Estimated yearly cost');
    await expect(page.getByRole('region', { name: 'Your medications on this plan' })).toBeHidden();
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
  });

  test('a share link opens the results in another browser without the name, until it is turned off; an unknown link says so', async ({
    page,
    browser,
  }) => {
    await page.goto(`/results/${userId}`);
    const share = page.getByRole('region', { name: 'Share these results' });
    await share.getByRole('button', { name: 'Create a share link' }).click();
    const field = share.getByLabel(/^Share link, works until /);
    await expect(field).toHaveValue(/\/shared\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
    const link = await field.inputValue();
    expect(link).not.toContain(userId);
    await expectNoViolations(page);

    const other = await browser.newContext();
    try {
      const visitor = await other.newPage();
      // The link is the key to these results: no access password is asked (issue 20).
      await visitor.goto(new URL(link).pathname);
      await expect(visitor.getByText('These results were shared with you.')).toBeVisible();
      await expect(visitor.getByRole('heading', { name: 'Secure Access Required' })).toHaveCount(0);
      await expect(planCards(visitor)).toHaveCount(3);
      await expect(visitor.getByText(/Hello,|Test Person/)).toHaveCount(0);
      await expectNoViolations(visitor);

      await share.getByRole('button', { name: /^Turn off the link that works until / }).click();
      await expect(share.getByLabel(/^Share link/)).toHaveCount(0);
      await visitor.reload();
      await expect(
        visitor.getByRole('heading', { level: 1, name: 'This link no longer opens results' }),
      ).toBeVisible();
    } finally {
      await other.close();
    }

    // An unknown results link says so and offers a new search.
    await page.goto('/results/00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find those results' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a new search' })).toBeVisible();
  });
});
