/**
 * Drugs priced from Medicare's Part D files (issue 17) in the browser: a person says when the new
 * plan would start, where they fill prescriptions and whether they get Extra Help; the plan cards
 * say how the drugs were priced, and the plan page shows the year's drug cost at each kind of
 * pharmacy and the Medicare Prescription Payment Plan's monthly bills. The demo database holds the
 * SAMPLE Part D files, so every price says it is sample data.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { county, medications, nextStep, suggestions, toast } from './finder-steps';
import { expectNoViolations, passGate, passGateThroughApi, planCards, submitThroughApi } from './support';

const SECTION = 'Your Plan Start, Pharmacy and Extra Help';
const FULL_EXTRA_HELP = 'Yes: copays of up to $5.10 for generics and $12.65 for brands';
const SAMPLE_NOTE = "Sample data: drug prices from sample files, not Medicare's";
const EXTRA_HELP_NOTE = 'With Extra Help: your drugs are priced at Extra Help copays';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((month) => `${month} 2026`);

const planStart = (page: Page) => page.getByRole('region', { name: SECTION });

/** "$1,234" or "$12.65" → 1234 or 12.65; anything else fails the test. */
function dollars(text: string | null): number {
  const trimmed = (text ?? '').trim();
  expect(trimmed).toMatch(/^\$[\d,]+(\.\d\d)?$/);
  return Number(trimmed.replace(/[$,]/g, ''));
}

/** Step 1: a person in 73102 (Oklahoma County only, so the county is picked for them). */
async function fillPerson(page: Page) {
  await page.getByLabel('First Name').fill('Wilma');
  await page.getByLabel('Last Name').fill('Mankiller');
  await page.getByLabel('Date of Birth').fill('1949-11-18');
  await page.getByLabel('ZIP Code').fill('73102');
  await expect(county(page)).toHaveValue('Oklahoma');
}

/** Adds one drug with the dosage and tablets per fill named, filled every month. */
async function addDrug(page: Page, name: string, dosage: string, tablets: number) {
  const section = medications(page);
  await section.getByLabel('Medication Name').fill(name.slice(0, 4));
  await suggestions(page, 'Medication suggestions')
    .filter({ has: page.getByText(new RegExp(`^${name}( \\(.*\\))?$`)) })
    .click();
  await section.getByLabel('Dosage').selectOption(dosage);
  await section.getByRole('button', { name: `${tablets} tablets`, exact: true }).click();
  await section.getByLabel('Frequency').selectOption({ label: 'Monthly (30-day supply)' });
  await section.getByRole('button', { name: 'Add to List' }).click();
  await expect(toast(page, 'Medication added!')).toBeVisible();
  await expect(section.getByText(`${dosage} · ${tablets} tablets · Monthly`)).toBeVisible();
}

/** Step 2: no doctors, and two drugs. */
async function fillDrugs(page: Page) {
  await nextStep(page);
  await page.getByRole('checkbox', { name: "I don't have any current doctors" }).check();
  await addDrug(page, 'Atorvastatin', '20 mg tablet', 30);
  await addDrug(page, 'Eliquis', '5 mg tablet', 60);
}

/** Find My Plans; returns the new results' id. */
async function findPlans(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Find My Plans' }).click();
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Top 10 Medicare Plans' })).toBeVisible();
  return page.url().split('/').pop() ?? '';
}

/** Opens the first card's plan page; returns the card's drug cost ("+ drugs $564 +"). */
async function openFirstPlan(page: Page): Promise<number> {
  const first = planCards(page).first();
  const parts = await first.getByText(/^Premiums \$[\d,]+ \+ drugs \$[\d,]+ \+ medical care/).textContent();
  const cardDrugs = dollars(parts?.match(/drugs (\$[\d,]+)/)?.[1] ?? null);
  const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('link', { name: `View plan details for ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return cardDrugs;
}

const NEAR_YOU = 'A pharmacy near you';
const KIND_ROW = /^(Preferred pharmacy|Standard pharmacy|Mail order)( \(your choice\))?$/;

/**
 * The plan page's "Drug costs by pharmacy" table: each row's heading, and the yearly cost of each
 * pharmacy kind (the "A pharmacy near you" row has a button, and a pharmacy's name once one is picked).
 */
async function pharmacyCosts(page: Page): Promise<{ kinds: string[]; costs: Record<string, number> }> {
  const table = page.getByRole('region', { name: 'Drug costs by pharmacy' }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Pharmacy', 'Estimated drug cost']);
  const kinds = await table.getByRole('rowheader').allTextContents();
  const costs: Record<string, number> = {};
  for (const kind of kinds.filter((k) => KIND_ROW.test(k))) {
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: kind, exact: true }) });
    costs[kind] = dollars(await row.getByRole('cell').textContent());
  }
  return { kinds, costs };
}

/**
 * The payment plan table: one row per month from `months`, then a Total row whose two totals are
 * equal (the plan spreads the cost, it does not lower it) and add up the month rows to the cent.
 * Returns the total paid at the pharmacy.
 */
async function expectPaymentPlan(page: Page, months: string[]): Promise<number> {
  const section = page.getByRole('region', { name: 'Spread your drug costs over the year' });
  const table = section.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Month',
    'Paid at the pharmacy without it',
    'Monthly bill with it',
  ]);
  await expect(table.getByRole('rowheader')).toHaveText([...months, 'Total']);
  const column = async (i: number) => {
    const rows: Locator[] = await table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .all();
    return Promise.all(rows.map(async (row) => dollars(await row.getByRole('cell').nth(i).textContent())));
  };
  const atPharmacy = await column(0);
  const bills = await column(1);
  const total = atPharmacy.pop() ?? Number.NaN;
  const billed = bills.pop() ?? Number.NaN;
  expect(billed).toBe(total);
  const inCents = (values: number[]) => values.reduce((sum, v) => sum + Math.round(v * 100), 0);
  expect(inCents(atPharmacy)).toBe(Math.round(total * 100));
  expect(inCents(bills)).toBe(Math.round(billed * 100));
  return total;
}

test.describe('Drug costs priced from Part D files', () => {
  test('with Extra Help by mail order: the card says so, and the plan page shows each pharmacy’s cost and the monthly bills', async ({
    page,
  }) => {
    await passGate(page);
    await fillPerson(page);

    const section = planStart(page);
    await section
      .getByLabel('When would your new plan start?')
      .selectOption({ label: 'January 2026 (the whole year)' });
    await section.getByRole('radio', { name: 'Mail order', exact: true }).check();
    // Extra Help by keyboard: the arrow keys move through the answers, passing "I'm not sure".
    const extraHelp = section.getByRole('group', { name: 'Do you get Extra Help or Medicaid?' });
    const no = extraHelp.getByRole('radio', { name: 'No', exact: true });
    await expect(no).toBeChecked();
    await no.focus();
    await page.keyboard.press('ArrowDown');
    await expect(extraHelp.getByRole('radio', { name: "I'm not sure" })).toBeChecked();
    await expect(
      section.getByText("That's fine: for now we price your drugs without Extra Help."),
    ).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const full = extraHelp.getByRole('radio', { name: FULL_EXTRA_HELP, exact: true });
    await expect(full).toBeChecked();
    await expect(full).toBeFocused();
    await expect(section.getByText(/for now we price your drugs without Extra Help/)).toHaveCount(0);
    await expectNoViolations(page);

    await fillDrugs(page);
    await findPlans(page);
    await expect(
      page.getByText(
        'Based on 2 medications and no doctors near 73102. Prescriptions filled by mail order, with Extra Help, for a plan starting in January 2026',
      ),
    ).toBeVisible();
    const first = planCards(page).first();
    await expect(first.getByText('Drug costs by mail order', { exact: true })).toBeVisible();
    await expect(first.getByText(EXTRA_HELP_NOTE, { exact: true })).toBeVisible();
    await expect(first.getByText(SAMPLE_NOTE, { exact: true })).toBeVisible();
    // The whole year is counted, so no months are named.
    await expect(first.getByText(/^Costs (from|for) /)).toHaveCount(0);
    // Extra Help lowers premiums too, by the (sample) Landscape figures, and the cards it changes say
    // so. The best matches here have $0 premiums: show plans until one with a premium is on screen.
    const premiumLine = page.getByText(
      /^Premium with Extra Help: \$\d+\.\d\d a month \(\$\d+\.\d\d without it\) \(sample data\)\.$/,
    );
    const more = page.getByRole('button', { name: /^Show \d+ More Plans?$/ });
    for (let i = 0; i < 8 && (await premiumLine.count()) === 0 && (await more.count()) > 0; i++) {
      const shown = await planCards(page).count();
      await more.click();
      await expect.poll(() => planCards(page).count()).toBeGreaterThan(shown);
    }
    await expect(premiumLine.first()).toBeVisible();
    await expect(
      planCards(page).getByText('Monthly premium with Extra Help', { exact: true }).first(),
    ).toBeVisible();
    await expectNoViolations(page);

    const cardDrugs = await openFirstPlan(page);
    const byPharmacy = page.getByRole('region', { name: 'Drug costs by pharmacy' });
    await expect(byPharmacy.getByText(SAMPLE_NOTE, { exact: true })).toBeVisible();
    const { kinds, costs } = await pharmacyCosts(page);
    expect(kinds).toEqual([NEAR_YOU, 'Preferred pharmacy', 'Standard pharmacy', 'Mail order (your choice)']);
    // With Extra Help no fill costs more than its copay, wherever it is filled: 12 fills of the
    // generic at $5.10 and 12 of the brand at $12.65 are at most $213 in the year.
    const extraHelpMost = (12 * 510 + 12 * 1265) / 100;
    for (const cost of Object.values(costs)) expect(cost).toBeLessThanOrEqual(extraHelpMost);
    const mail = costs['Mail order (your choice)'] ?? Number.NaN;
    expect(cardDrugs).toBe(mail);

    const costsSection = page.getByRole('region', { name: 'Costs', exact: true });
    const costsBefore = await costsSection.textContent();
    expect(costsBefore).toContain(`drugs $${mail.toLocaleString('en-US')}`);

    // The fourth: a pharmacy near them, picked by keyboard from those near the ZIP.
    const table = byPharmacy.getByRole('table');
    const choose = table.getByRole('button', { name: 'Choose a pharmacy near you' });
    await choose.focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('region', { name: 'Find a pharmacy near you' });
    const search = picker.getByRole('textbox', { name: 'Pharmacy name (optional)' });
    await expect(search).toBeFocused();
    await expect(picker.getByRole('list', { name: /^Pharmacies near 73102, nearest first/ })).toBeVisible();
    // Escape closes it and gives the focus back to the button on screen; Enter opens it again.
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
    await expect(choose).toBeFocused();
    await expect(choose).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(search).toBeFocused();
    await page.keyboard.type('walmart');
    const list = picker.getByRole('list', { name: /^Pharmacies named "walmart" near 73102, nearest first/ });
    const walmart = list.getByRole('button').first();
    await expect(walmart).toContainText('Walmart (sample data)');
    await expectNoViolations(page);
    await walmart.focus();
    await page.keyboard.press('Enter');

    // Its cost for this plan, said in a line that takes the focus and shown as the table's first row.
    const said = page.locator('#pharmacy-near-you-result');
    await expect(said).toHaveText(
      /^Walmart \(sample data\) is a (preferred|standard) pharmacy in this plan's network: your drugs would cost \$[\d,]+ for the year there\.$/,
    );
    await expect(said).toBeFocused();
    await expect(said).toHaveAttribute('role', 'status');
    await expect(table.getByRole('rowheader')).toHaveText([
      'Walmart (sample data)',
      'Preferred pharmacy',
      'Standard pharmacy',
      'Mail order (your choice)',
    ]);
    const nearCell = table.getByRole('row').nth(1).getByRole('cell');
    await expect(nearCell).toContainText(/A (preferred|standard) pharmacy in this plan's network/);
    const atWalmart = dollars((await nearCell.textContent())?.match(/^\$[\d,]+/)?.[0] ?? null);
    expect(atWalmart).toBeLessThanOrEqual(extraHelpMost);
    expect((await said.textContent())?.includes(`$${atWalmart.toLocaleString('en-US')} for the year`)).toBe(
      true,
    );
    // The person's choice, its cost and the yearly cost (the card's number) are as they were.
    const after = await pharmacyCosts(page);
    expect(after.costs['Mail order (your choice)']).toBe(mail);
    expect(await costsSection.textContent()).toBe(costsBefore);

    const total = await expectPaymentPlan(page, MONTHS);
    // The bills spread the year's drug cost at the chosen pharmacy (the table rounds to dollars).
    expect(Math.round(total)).toBe(mail);
    await expectNoViolations(page);
  });

  test('a plan starting in July counts July to December only, and the plan page shows mail order would cost less', async ({
    page,
  }) => {
    // The finder's own questions and their defaults (a standard pharmacy, no Extra Help) are the
    // journey above's and plan-start-and-pharmacy.test.tsx's: this one submits the same person
    // through the API, starting in July with the defaults.
    await passGateThroughApi(page);
    const userId = await submitThroughApi(page, {
      firstName: 'Wilma',
      lastName: 'Mankiller',
      birthDate: '1949-11-18',
      zipCode: '73102',
      county: 'Oklahoma',
      noMedications: false,
      medications: [
        { name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' },
        { name: 'Eliquis', dosage: '5 mg tablet', quantity: '60', frequency: 'monthly' },
      ],
      answers: { pharmacy: 'standard', extraHelp: 'none', coverageStartMonth: 7 },
    });
    await page.goto(`/results/${userId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Top 10 Medicare Plans' })).toBeVisible();
    await expect(
      page.getByText(
        'Prescriptions filled at a standard pharmacy, without Extra Help, for a plan starting in July 2026',
        { exact: false },
      ),
    ).toBeVisible();
    const first = planCards(page).first();
    // The card names the months it counts, never "yearly" (issue 36 item 9).
    await expect(first.getByText(/^Estimated cost for July 2026 to December 2026:/).first()).toBeVisible();
    await expect(first.getByText(/yearly cost/i)).toHaveCount(0);
    await expect(first.getByText('Drug costs at a standard pharmacy', { exact: true })).toBeVisible();
    await expect(first.getByText(EXTRA_HELP_NOTE)).toHaveCount(0);
    await expect(first.getByText(SAMPLE_NOTE, { exact: true })).toBeVisible();
    await expectNoViolations(page);

    const cardDrugs = await openFirstPlan(page);
    const byPharmacy = page.getByRole('region', { name: 'Drug costs by pharmacy' });
    await expect(
      byPharmacy.getByText('Costs from July 2026 to December 2026', { exact: true }),
    ).toBeVisible();
    const { kinds, costs } = await pharmacyCosts(page);
    expect(kinds).toEqual([NEAR_YOU, 'Preferred pharmacy', 'Standard pharmacy (your choice)', 'Mail order']);
    const standard = costs['Standard pharmacy (your choice)'] ?? Number.NaN;
    expect(cardDrugs).toBe(standard);
    // The table shows the person what they could save: here mail order costs less than their choice.
    expect(costs['Mail order']).toBeLessThan(standard);

    const total = await expectPaymentPlan(page, MONTHS.slice(6));
    expect(Math.round(total)).toBe(standard);
    await expectNoViolations(page);
  });
});
