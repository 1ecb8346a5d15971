/**
 * The results page on paper (issue 37, item 10): printed, it is the summary a person hands to a
 * counselor (the profile, the top plans with their yearly cost and its parts, the compared plans,
 * the roads' verdict, the data line and the date) in a few pages without a control, the same
 * whether the page was reached from inside the app (as the finder moves on to it) or opened from
 * its address. Chromium prints it to PDF, read back with pdfinfo and pdftotext (poppler-utils).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { passGate, planCards, submitThroughApi, test } from './support';

const run = promisify(execFile);

/**
 * Measured: 4 Letter pages (page 1 the profile and the Best Match, 2 the next two plans, 3 the rest
 * of the top ten and the compared plans, 4 the data line, the roads' verdict, what to do next and
 * the disclaimers); 11 before the print layout was made tight (each card whole on a page of its own).
 */
const MAX_PAGES = 4;

/** Everything a person could press, tick or type in. */
const CONTROLS =
  'input, select, textarea, button, summary, [role="button"], [role="radio"], [role="checkbox"], [role="combobox"], [role="switch"], [role="listbox"]';

type Printed = { pages: number; firstPage: string; text: string };

/**
 * Prints the page as the browser's Print does (beforeprint, then print media: page.pdf() fires no
 * beforeprint), checks what shows on paper, and reads the PDF back.
 */
async function printPage(page: Page): Promise<Printed> {
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const visibleControls = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((control) => control.getClientRects().length > 0)
        .map((control) => control.outerHTML.slice(0, 80)),
    CONTROLS,
  );
  expect(visibleControls).toEqual([]);
  await expect(page.getByRole('banner')).toBeHidden();
  // The top ten print, the first three with at most three reasons each.
  await expect(planCards(page)).toHaveCount(10);
  await expect(planCards(page).first().getByText('Best Match')).toBeVisible();
  for (const card of (await planCards(page).all()).slice(0, 3))
    await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
  const reasons = await planCards(page).evaluateAll((cards) =>
    cards.map(
      (card) =>
        [...card.querySelectorAll('[data-print-reasons] > li')].filter((li) => li.getClientRects().length)
          .length,
    ),
  );
  expect(Math.max(...reasons)).toBeLessThanOrEqual(3);
  expect(reasons[0]).toBeGreaterThan(0);
  const pdf = await page.pdf({ format: 'Letter' });
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

  const dir = await mkdtemp(path.join(tmpdir(), 'results-print-'));
  try {
    const file = path.join(dir, 'results.pdf');
    await writeFile(file, pdf);
    const info = (await run('pdfinfo', [file])).stdout;
    const text = async (...range: string[]) =>
      (await run('pdftotext', ['-enc', 'UTF-8', ...range, file, '-'])).stdout.replace(/\s+/g, ' ');
    return {
      pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
      firstPage: await text('-f', '1', '-l', '1'),
      text: await text(),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The two roads answered and compared: the verdict is on the page. */
async function compareRoads(page: Page): Promise<void> {
  const panel = page.getByRole('region', { name: 'Medicare Advantage or Original Medicare?' });
  await panel.getByRole('radio', { name: 'Female' }).check();
  await panel.getByRole('radio', { name: 'No', exact: true }).check();
  await panel.getByRole('button', { name: 'Compare both ways' }).click();
  await expect(panel.getByText(/costs you about/).first()).toBeVisible();
}

test('printed results are a few pages: the profile, the top plans and their costs, the compared plans, the roads verdict, the data line and the date, without a control', async ({
  page,
}) => {
  await passGate(page);
  const lookup = await page.request.get('/api/medication-lookup');
  const drugs = (await lookup.json()) as { name: string; availableDosages: string[] }[];
  const dosage = (name: string) => drugs.find((d) => d.name === name)?.availableDosages[0] ?? '';
  const userId = await submitThroughApi(page, {
    noMedications: false,
    medications: [
      { name: 'Atorvastatin', dosage: dosage('Atorvastatin'), quantity: '30', frequency: 'monthly' },
      { name: 'Eliquis', dosage: dosage('Eliquis'), quantity: '60', frequency: 'monthly' },
    ],
    noDoctors: false,
    doctors: [{ name: 'Dr. Typed By Hand', specialty: 'Cardiology' }],
  });
  // Reached from inside the app, as the finder moves on to the results.
  await page.evaluate((url) => {
    window.history.pushState({}, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/results/${userId}`);
  const best = planCards(page).first();
  await expect(best.getByText('Best Match')).toBeVisible();
  const bestName = (await best.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const bestCost =
    /\$[\d,]+/.exec(await best.locator('[data-print-cost] > p').first().innerText())?.[0] ?? '';
  expect(bestCost).not.toBe('');
  const names = (await planCards(page).locator('h2').allTextContents()).slice(0, 2);
  for (const name of names) await page.getByRole('checkbox', { name: `Add to Compare: ${name}` }).check();
  await compareRoads(page);

  const inApp = await printPage(page);
  expect(inApp.pages).toBeLessThanOrEqual(MAX_PAGES);
  // The first page leads with the answer: the Best Match and its yearly cost.
  expect(inApp.firstPage).toContain('Printed on');
  expect(inApp.firstPage).toContain(bestName);
  expect(inApp.firstPage).toContain(`Estimated yearly cost: ${bestCost}`);
  const { text } = inApp;
  for (const part of ['Your medications', 'Atorvastatin', 'Your doctors', 'Dr. Typed By Hand'])
    expect(text).toContain(part);
  expect(text).toMatch(/Premiums \$[\d,]+ \+ drugs \$[\d,]+ \+ medical care \$[\d,]+/);
  // The compared plans, the roads' totals and verdict, the data line, the next steps.
  expect(text).toContain('Compare plans');
  for (const name of names) expect(text.split('Compare plans')[1]).toContain(name);
  expect(text).toMatch(/Medicare Advantage: about \$[\d,]+ in a typical year/);
  expect(text).toMatch(/In a typical year, .* costs you about \$[\d,]+ less/);
  expect(text).toMatch(/Plans for \d{4}\./);
  expect(text).toContain('What to do next');
  // Not the questions, the filters or the buttons' words.
  for (const gone of [
    'Female or male?',
    'Sort by',
    'Filters:',
    'Add to Compare',
    'New Search',
    'More reasons',
  ])
    expect(text).not.toContain(gone);

  // Opened from its address (the compare ticks are in it), with the roads compared again: the same.
  await page.goto(page.url());
  await expect(planCards(page).first()).toBeVisible();
  await compareRoads(page);
  const fromAddress = await printPage(page);
  expect(fromAddress.pages).toBe(inApp.pages);
  expect(fromAddress.text).toBe(inApp.text);
});
