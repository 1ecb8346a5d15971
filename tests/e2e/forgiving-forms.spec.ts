/**
 * Forgiving forms: the finder's slips that used to change a result silently, tried in the browser
 * as a person would make them (an entry typed but not added, a doctor typed by hand, an opt-out box
 * ticked by mistake, a ZIP with a letter, a fresh search pressed by mistake).
 */
import { expect, test } from '@playwright/test';
import {
  addFirstDoctor,
  addMedication,
  doctors,
  fillPersonal,
  medications,
  suggestions,
  toast,
} from './finder-steps';
import { expectNoViolations, passGate, planCards } from './support';

test.describe('Forgiving forms', () => {
  test.beforeEach(async ({ page }) => {
    await passGate(page);
  });

  test('a medication filled in but not added is named on submit, and added when asked', async ({ page }) => {
    await fillPersonal(page);
    await addMedication(page, 'Atorv', 'Atorvastatin');
    // Chosen and filled in, but "Add to List" is never pressed.
    const section = medications(page);
    await section.getByLabel('Medication Name').fill('Metfor');
    await suggestions(page, 'Medication suggestions').first().click();
    await section.getByLabel('Dosage').selectOption({ index: 1 });
    const drug = await section.getByLabel('Medication Name').inputValue();
    await page.getByLabel("I don't have any current doctors").check();

    await page.getByRole('button', { name: 'Find My Plans' }).click();

    const notice = section.getByRole('alert').filter({ hasText: 'You started adding' });
    await expect(notice).toContainText(`You started adding ${drug}`);
    await expect(notice).toBeFocused();
    await expect(page).toHaveURL(/\/\?step=2$/);
    await expectNoViolations(page);

    // Added after its own checks: the quantity is still missing, so it is refused and stays named.
    await notice.getByRole('button', { name: 'Add it to my list' }).click();
    await expect(toast(page, 'Incomplete medication')).toBeVisible();
    await expect(notice).toBeVisible();
    await section.getByRole('button', { name: '30 tablets', exact: true }).click();
    await notice.getByRole('button', { name: 'Add it to my list' }).click();
    await expect(
      section.getByRole('list', { name: 'Your medication list' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Find My Plans' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
    await expect(planCards(page).first()).toContainText(/Medications covered: \d of 2/);
  });

  test('a doctor typed by hand is never guessed: the results say its network status is unknown', async ({
    page,
  }) => {
    await fillPersonal(page);
    await page.getByLabel("I don't take any medications").check();
    // A directory doctor's exact name, typed rather than picked from the suggestions.
    const picked = await addFirstDoctor(page, 'Sm');
    await doctors(page)
      .getByRole('button', { name: `Remove ${picked}` })
      .click();
    await doctors(page).getByLabel('Doctor Name').fill(picked);
    await doctors(page).getByLabel('Specialty').fill('Family Medicine');
    await doctors(page).getByRole('button', { name: 'Add to List' }).click();
    await expect(
      doctors(page).getByText('Not in our directory: we cannot check which plans have this doctor.', {
        exact: false,
      }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Find My Plans' }).click();
    await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
    const first = planCards(page).first();
    await expect(first).toContainText('Network status unknown: 1 doctor not in our directory');
    await expect(first).toContainText(`${picked}: ask the plan`);
    await expect(first).not.toContainText('Doctors in network');
  });

  test('ticking "I don\'t take any medications" keeps the list; unticking brings it back', async ({
    page,
  }) => {
    await fillPersonal(page);
    await addMedication(page, 'Atorv', 'Atorvastatin');
    await page.getByLabel("I don't take any medications").check();
    await expect(medications(page).getByText('We keep the medication you listed')).toBeVisible();
    await page.getByLabel("I don't take any medications").uncheck();
    await expect(medications(page).getByRole('button', { name: /^Atorvastatin/ })).toBeVisible();
  });

  test('the ZIP takes digits only and says which state ClearPlan covers', async ({ page }) => {
    const zip = page.getByLabel('ZIP Code');
    await zip.pressSequentially('7a4b0 1');
    await expect(zip).toHaveValue('7401');
    await zip.fill('');
    await zip.pressSequentially('10001');
    await expect(
      page.getByText(
        'ZIP 10001 is not an Oklahoma ZIP code we know. ClearPlan covers Medicare plans in Oklahoma only',
      ),
    ).toBeVisible();
  });

  test('the progress bar follows the steps, and Begin Fresh Search asks first and can be undone', async ({
    page,
  }) => {
    const bar = page.getByRole('progressbar', { name: 'Form progress' });
    await expect(page.getByText('Step 1 of 3: Personal Information')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '33');
    await fillPersonal(page);
    await expect(page.getByText('Step 2 of 3: Medications & Doctors')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '66');
    await addMedication(page, 'Atorv', 'Atorvastatin');
    await page.getByLabel("I don't have any current doctors").check();
    await expect(bar).toHaveAttribute('aria-valuenow', '66');

    await page.getByRole('button', { name: 'Begin Fresh Search' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Begin a fresh search?' });
    await dialog.getByRole('button', { name: 'Keep my entries' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');

    await page.getByRole('button', { name: 'Begin Fresh Search' }).click();
    await dialog.getByRole('button', { name: 'Empty the form' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(page.getByText('Step 1 of 3: Personal Information')).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '33');
    await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Your entries are back.')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
    await expect(medications(page).getByRole('button', { name: /^Atorvastatin/ })).toBeVisible();
  });
});
