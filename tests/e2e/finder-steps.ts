/** Steps on the finder form (/) shared by the browser journeys: the names are the form's labels. */
import { expect, type Page } from '@playwright/test';

export const medications = (page: Page) => page.getByRole('region', { name: 'Your Medications' });
export const doctors = (page: Page) => page.getByRole('region', { name: 'Your Doctors' });
export const county = (page: Page) => page.getByLabel('County', { exact: true });
export const suggestions = (page: Page, list: 'Medication suggestions' | 'Doctor suggestions') =>
  page.getByRole('listbox', { name: list }).getByRole('option');
/** A toast with this title; the same toast twice in a row leaves the first one fading out. */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').getByText(text, { exact: true }).filter({ visible: true }).first();

/**
 * ZIP 74012 lies in one county (Tulsa), which is picked by itself. Then Next opens step 2
 * (medications and doctors); `next: false` stays on step 1 to answer its other questions first.
 */
export async function fillPersonal(page: Page, { next = true } = {}) {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Date of Birth').fill('1950-12-10');
  await page.getByLabel('ZIP Code').fill('74012');
  await expect(county(page)).toHaveValue('Tulsa');
  if (next) await nextStep(page);
}

export const stepHeading = (page: Page, step: 1 | 2) =>
  page.getByRole('heading', {
    level: 2,
    name: step === 1 ? 'Step 1 of 3: Personal Information' : 'Step 2 of 3: Medications & Doctors',
  });

/** Step 1's Next: step 2 opens, its heading taking the focus. */
export async function nextStep(page: Page) {
  await page.getByRole('button', { name: 'Next: Medications & Doctors' }).click();
  await expect(stepHeading(page, 2)).toBeFocused();
}

/** Step 2's Back: step 1 again, every entry kept. */
export async function backToStepOne(page: Page) {
  await page.getByRole('button', { name: 'Back: Personal Information' }).click();
  await expect(stepHeading(page, 1)).toBeFocused();
}

export async function addMedication(page: Page, search: string, name: string) {
  const section = medications(page);
  await section.getByLabel('Medication Name').fill(search);
  // A suggestion reads "Atorvastatin (Lipitor)": the drug's name, then the other name it goes by.
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await suggestions(page, 'Medication suggestions')
    .filter({ has: page.getByText(new RegExp(`^${escaped}( \\(.*\\))?$`)) })
    .click();
  await section.getByLabel('Dosage').selectOption({ index: 1 });
  await section.getByRole('button', { name: '30 tablets', exact: true }).click();
  await section.getByRole('button', { name: 'Add to List' }).click();
  await expect(toast(page, 'Medication added!')).toBeVisible();
}

/** Picks the first suggestion for `search`; returns the name as the doctor list shows it. */
export async function addFirstDoctor(page: Page, search: string): Promise<string> {
  const section = doctors(page);
  await section.getByLabel('Doctor Name').fill(search);
  await suggestions(page, 'Doctor suggestions').first().click();
  await expect(section.getByLabel('Specialty')).not.toHaveValue('');
  const name = await section.getByLabel('Doctor Name').inputValue();
  await section.getByRole('button', { name: 'Add to List' }).click();
  await expect(toast(page, 'Doctor added!')).toBeVisible();
  return name;
}
