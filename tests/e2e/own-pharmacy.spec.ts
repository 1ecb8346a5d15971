/**
 * A person prices the plans at their own pharmacy (issue 17): they pick it from the pharmacies in
 * Medicare's network files near their ZIP (the sample release's, named as sample data); each card
 * says the kind it is in that plan's network or that the plan does not have it, and the plan page
 * shows all four: their pharmacy, then preferred, standard and mail order.
 */
import { expect, type Page, test } from '@playwright/test';
import { county, medications, nextStep, suggestions, toast } from './finder-steps';
import { expectNoViolations, passGate, planCards } from './support';

const SECTION = 'Your Plan Start, Pharmacy and Extra Help';

/** Step 1: a person in 73102 (Oklahoma County, picked by itself). */
async function fillPerson(page: Page) {
  await page.getByLabel('First Name').fill('Opal');
  await page.getByLabel('Last Name').fill('Pharmacia');
  await page.getByLabel('Date of Birth').fill('1950-03-02');
  await page.getByLabel('ZIP Code').fill('73102');
  await expect(county(page)).toHaveValue('Oklahoma');
}

/** Step 2: no doctors, and one drug. */
async function addOneDrug(page: Page) {
  await nextStep(page);
  await page.getByRole('checkbox', { name: "I don't have any current doctors" }).check();
  const section = medications(page);
  await section.getByLabel('Medication Name').fill('Eliq');
  await suggestions(page, 'Medication suggestions')
    .filter({ has: page.getByText(/^Eliquis( \(.*\))?$/) })
    .click();
  await section.getByLabel('Dosage').selectOption('5 mg tablet');
  await section.getByRole('button', { name: '60 tablets', exact: true }).click();
  await section.getByRole('button', { name: 'Add to List' }).click();
  await expect(toast(page, 'Medication added!')).toBeVisible();
}

test.describe('Drug costs at my own pharmacy', () => {
  test.beforeEach(async ({ page }) => {
    await passGate(page);
  });

  test('picked from the pharmacies near the ZIP, shown on every card and as the first of four on the plan page', async ({
    page,
  }) => {
    await fillPerson(page);
    const section = page.getByRole('region', { name: SECTION });
    await section.getByRole('radio', { name: 'A specific pharmacy near me' }).check();

    // Next before a pharmacy is picked stops and says so: step 2 does not open.
    await page.getByRole('button', { name: 'Next: Medications & Doctors' }).click();
    await expect(
      page.getByText(/You chose "A specific pharmacy near me" but did not pick a pharmacy/),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/step=2/);

    await section.getByRole('textbox', { name: 'Pharmacy name (optional)' }).fill('walgreens');
    const list = section.getByRole('list', {
      name: /^Pharmacies named "walgreens" near 73102, nearest first/,
    });
    const first = list.getByRole('button').first();
    await expect(first).toContainText('Walgreens (sample data)');
    await expect(first).toContainText('In your ZIP code');
    await expectNoViolations(page);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText(/^Your pharmacy: Walgreens \(sample data\)/)).toBeVisible();

    await addOneDrug(page);
    await page.getByRole('button', { name: 'Find My Plans' }).click();
    await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
    await expect(page.getByText(/Prescriptions filled at your pharmacy/)).toBeVisible();
    const cards = planCards(page);
    await expect(cards.first()).toBeVisible();
    // Every priced card names the pharmacy: as a kind in that plan's network, or not in it.
    const texts = await cards.allTextContents();
    const saysPharmacy = texts.filter((t) =>
      /Drug costs at Walgreens \(sample data\) \(a (preferred|standard) pharmacy for this plan\)|Walgreens \(sample data\) is not in this plan's network/.test(
        t,
      ),
    );
    expect(saysPharmacy.length).toBeGreaterThan(0);
    await expectNoViolations(page);

    const name = (await cards.first().getByRole('heading', { level: 2 }).textContent()) ?? '';
    await cards
      .first()
      .getByRole('link', { name: `View plan details for ${name}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const table = page.getByRole('region', { name: 'Drug costs by pharmacy' }).getByRole('table');
    await expect(table.getByRole('rowheader')).toHaveText([
      'Walgreens (sample data) (your choice)',
      'Preferred pharmacy',
      'Standard pharmacy',
      'Mail order',
    ]);
    for (const cell of await table.getByRole('cell').allTextContents()) expect(cell).toMatch(/\$[\d,]+/);
    await expectNoViolations(page);
  });
});
