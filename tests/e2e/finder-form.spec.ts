import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  addFirstDoctor,
  addMedication,
  backToStepOne,
  county,
  doctors,
  fillPersonal,
  medications,
  nextStep,
  stepHeading,
  suggestions,
  toast,
} from './finder-steps';
import { expectNoSidewaysScroll, expectNoViolations, passGate } from './support';

const OPT_OUT_MESSAGE = 'Please either check the opt-out checkbox or provide at least one entry';
const FORM_PROGRESS_KEY = 'clearplan.form-progress';

/** Presses Tab until `target` has focus: the way a keyboard user reaches a field. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 40; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

test.describe('Finder form', () => {
  test('shows the validation messages of spec §5, each step its own', async ({ page }) => {
    await passGate(page);
    await page.getByRole('button', { name: 'Next: Medications & Doctors' }).click();

    for (const message of [
      'First name is required',
      'Last name is required',
      'Birth date is required',
      'ZIP code must be 5 digits',
      'County is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // Next checks step 1 only: nothing is said yet about the lists of step 2.
    await expect(page.getByText(OPT_OUT_MESSAGE, { exact: true })).toHaveCount(0);
    await expect(stepHeading(page, 1)).toBeVisible();
    await expect(page.getByLabel('First Name')).toBeFocused();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');

    // A bad ZIP keeps its message until it has 5 digits.
    await page.getByLabel('ZIP Code').fill('123');
    await expect(page.getByText('ZIP code must be 5 digits')).toBeVisible();
    await page.getByLabel('ZIP Code').fill('74012');
    await expect(page.getByText('ZIP code must be 5 digits')).toBeHidden();
    await expect(page.getByText('County is required')).toBeHidden(); // Tulsa was picked

    await page.getByLabel('Date of Birth').fill('1850-01-01');
    await expect(page.getByText('Please enter a valid birth date')).toBeVisible();

    // Custom radius bounds: Apply only for a whole number from 1 to 200.
    await page.getByLabel('Custom', { exact: true }).check();
    const custom = page.getByLabel('Custom radius in miles');
    const apply = page.getByRole('button', { name: 'Apply' });
    await custom.fill('0');
    await expect(page.getByText('Radius must be at least 1 mile')).toBeVisible();
    await expect(apply).toBeDisabled();
    await custom.fill('201');
    await expect(page.getByText('Radius cannot exceed 200 miles')).toBeVisible();
    await expect(apply).toBeDisabled();
    await custom.fill('150');
    await apply.click();
    await expect(page.getByText('Searching within 150 miles')).toBeVisible();

    // Step 1 done, Find My Plans on step 2 names both lists left empty.
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Date of Birth').fill('1950-12-10');
    await nextStep(page);
    await page.getByRole('button', { name: 'Find My Plans' }).click();
    await expect(page.getByText(OPT_OUT_MESSAGE, { exact: true })).toHaveCount(2);
    await expect(page.getByLabel("I don't take any medications")).toBeFocused();

    // Incomplete entries are refused with a toast.
    await medications(page).getByRole('button', { name: 'Add to List' }).click();
    await expect(toast(page, 'Incomplete medication')).toBeVisible();
    await expect(
      toast(
        page,
        'Please fill in all medication fields before adding to list. Still to fill in: Medication Name, Dosage, Quantity.',
      ),
    ).toBeVisible();
    await doctors(page).getByLabel('Doctor Name').fill('Dr. Nobody');
    await doctors(page).getByRole('button', { name: 'Add to List' }).click();
    await expect(toast(page, 'Incomplete doctor information')).toBeVisible();
    await expect(
      toast(page, 'Please fill in all doctor fields before adding to list. Still to fill in: Specialty.'),
    ).toBeVisible();
    // The blank field is marked, described by its error and focused.
    await expect(doctors(page).getByLabel('Specialty')).toHaveAttribute('aria-invalid', 'true');
    await expect(doctors(page).getByLabel('Specialty')).toHaveAccessibleDescription('Specialty is required');
    await expect(doctors(page).getByLabel('Specialty')).toBeFocused();

    // The opt-out message goes once a section has an entry or is opted out.
    await page.getByLabel("I don't take any medications").check();
    await expect(page.getByText(OPT_OUT_MESSAGE, { exact: true })).toHaveCount(1);
  });

  test('flags an incomplete entry restored from saved progress', async ({ page }) => {
    await passGate(page);
    await page.evaluate(
      ([key]) => {
        const formData = {
          firstName: 'Ada',
          lastName: 'Lovelace',
          birthDate: '1950-12-10',
          zipCode: '74012',
          county: 'Tulsa',
          isCustomCounty: false,
          doctorSearchRadius: 20,
          noMedications: false,
          medications: [{ name: 'Metformin', dosage: '', quantity: '30', frequency: 'monthly' }],
          noDoctors: false,
          doctors: [{ name: 'Lee, Ann', specialty: ' ', providerId: null }],
        };
        window.localStorage.setItem(
          key as string,
          JSON.stringify({
            formData,
            medicationEntry: { name: '', dosage: '', quantity: '', frequency: 'monthly' },
            doctorEntry: { name: '', specialty: '', providerId: null },
            editingMedicationIndex: null,
            editingDoctorIndex: null,
            step: 2,
            savedAt: new Date().toISOString(),
          }),
        );
      },
      [FORM_PROGRESS_KEY],
    );
    await page.reload();
    await expect(toast(page, 'Progress restored!')).toBeVisible();

    await page.getByRole('button', { name: 'Find My Plans' }).click();

    await expect(page.getByText('Entry 1: Dosage is required')).toBeVisible();
    await expect(page.getByText('Entry 1: Specialty is required')).toBeVisible();
    await expect(page).toHaveURL(/\/\?step=2$/);
  });

  test('saves progress and restores it after a reload', async ({ page }) => {
    await passGate(page);
    await fillPersonal(page, { next: false });
    await page.getByLabel('Custom', { exact: true }).check();
    await page.getByLabel('Custom radius in miles').fill('35');
    await page.getByRole('button', { name: 'Apply' }).click();
    await nextStep(page);
    await addMedication(page, 'Atorv', 'Atorvastatin');
    await doctors(page).getByLabel('Doctor Name').fill('Dr. Half Typed');

    await page.getByRole('button', { name: 'Save Progress' }).click();
    await expect(toast(page, 'Progress saved!')).toBeVisible();

    await page.reload();
    await expect(toast(page, 'Progress restored!')).toBeVisible();
    await expect(
      page.getByText(/^Saved on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM)$/),
    ).toBeVisible();
    // Back on the step it was saved on, then step 1 with everything in it.
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(medications(page).getByRole('button', { name: /^Atorvastatin/ })).toBeVisible();
    await expect(doctors(page).getByLabel('Doctor Name')).toHaveValue('Dr. Half Typed');
    await backToStepOne(page);
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
    await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace');
    await expect(page.getByLabel('Date of Birth')).toHaveValue('1950-12-10');
    await expect(page.getByLabel('ZIP Code')).toHaveValue('74012');
    await expect(county(page)).toHaveValue('Tulsa');
    await expect(page.getByLabel('Custom radius in miles')).toHaveValue('35');
    await expect(page.getByText('Searching within 35 miles')).toBeVisible();

    await page.getByRole('button', { name: 'Begin Fresh Search' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Empty the form' }).click();
    await expect(toast(page, 'Fresh search started')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('');
    await expect(toast(page, 'Progress restored!')).toBeHidden();
  });

  test('opt-out boxes hide their sections and allow submitting', async ({ page }) => {
    await passGate(page);
    await fillPersonal(page);
    await page.getByLabel("I don't take any medications").check();
    await page.getByLabel("I don't have any current doctors").check();
    await expect(page.getByLabel('Medication Name')).toBeHidden();
    await expect(page.getByLabel('Doctor Name')).toBeHidden();

    await page.getByRole('button', { name: 'Find My Plans' }).click();

    await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
    // The results are the confirmation: no toast covers them.
    await expect(page.getByRole('heading', { level: 1, name: 'Your Top 10 Medicare Plans' })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });

  test('a failed submission shows the error toast and stays on the form', async ({ page }) => {
    let answer = { status: 500, body: JSON.stringify({ error: 'Service unavailable' }) };
    await page.route('**/api/medicare/submit', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    );
    await passGate(page);
    await fillPersonal(page);
    await page.getByLabel("I don't take any medications").check();
    await page.getByLabel("I don't have any current doctors").check();

    await page.getByRole('button', { name: 'Find My Plans' }).click();
    await expect(toast(page, 'Error')).toBeVisible();
    await expect(toast(page, 'Service unavailable')).toBeVisible();
    await expect(page).toHaveURL(/\/\?step=2$/);
    await expect(page.getByRole('button', { name: 'Find My Plans' })).toBeEnabled();

    answer = { status: 502, body: '' };
    await page.getByRole('button', { name: 'Find My Plans' }).click();
    await expect(toast(page, 'Something went wrong. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/\?step=2$/);
  });
});

test.describe('Finder steps', () => {
  test("step 1, Next, step 2, the results; the browser's Back and Forward and a reload keep the step and every entry", async ({
    page,
  }) => {
    await passGate(page);
    const bar = page.getByRole('progressbar', { name: 'Form progress' });
    await fillPersonal(page, { next: false });
    await page.getByRole('radio', { name: '50 miles' }).check();
    await expect(bar).toHaveAttribute('aria-valuenow', '33');
    await expect(page.getByRole('region', { name: 'Your Medications' })).toBeHidden();
    await expectNoViolations(page, 'finder step 1, filled in');

    await nextStep(page);
    await expect(page).toHaveURL(/\/\?step=2$/);
    await expect(bar).toHaveAttribute('aria-valuenow', '66');
    await expect(page.getByLabel('First Name')).toBeHidden();
    await addMedication(page, 'Atorv', 'Atorvastatin');
    const doctor = await addFirstDoctor(page, 'sm');
    await expectNoViolations(page, 'finder step 2, with a medication and a doctor');

    // The browser's Back: step 1, as it was left.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(stepHeading(page, 1)).toBeFocused();
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
    await expect(county(page)).toHaveValue('Tulsa');
    await expect(page.getByRole('radio', { name: '50 miles' })).toBeChecked();
    await expect(bar).toHaveAttribute('aria-valuenow', '33');

    // Forward again, then a reload in the middle: step 2 with both entries.
    await page.goForward();
    await expect(stepHeading(page, 2)).toBeFocused();
    await expect(medications(page).getByRole('button', { name: /^Atorvastatin/ })).toBeVisible();
    await page.reload();
    await expect(toast(page, 'Progress restored!')).toBeVisible();
    await expect(page).toHaveURL(/\/\?step=2$/);
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(medications(page).getByRole('button', { name: /^Atorvastatin/ })).toBeVisible();
    await expect(doctors(page).getByRole('button', { name: `Remove ${doctor}` })).toBeVisible();
    await expectNoViolations(page, 'finder step 2, restored');

    // Back from the reloaded page, with the step's own button: step 1 still filled in.
    await backToStepOne(page);
    await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace');
    await expect(page.getByRole('radio', { name: '50 miles' })).toBeChecked();

    // Step 3, the results; the browser's Back returns to step 2 as it was.
    await nextStep(page);
    await page.getByRole('button', { name: 'Find My Plans' }).click();
    await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/\?step=2$/);
    await expect(stepHeading(page, 2)).toBeVisible();
    await expect(medications(page).getByRole('button', { name: /^Atorvastatin/ })).toBeVisible();
  });
});

test.describe('Finder form accessibility', () => {
  test('a filled form has no axe violations and no horizontal scroll at 640 px (200 % zoom)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 640, height: 900 });
    await passGate(page);
    await fillPersonal(page, { next: false });
    await page.getByLabel('My County is not listed').check();
    await county(page).selectOption('Wagoner');
    await expect(page.getByText('County Mismatch Warning')).toBeVisible();
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
    await nextStep(page);
    await addMedication(page, 'Metf', 'Metformin');
    await addFirstDoctor(page, 'jo');
    await medications(page).getByLabel('Medication Name').fill('Lisin');
    await expect(suggestions(page, 'Medication suggestions').first()).toBeVisible();

    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test('the form with its errors has no axe violations at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await passGate(page);
    await page.getByLabel('Custom', { exact: true }).check();
    await page.getByLabel('Custom radius in miles').fill('500');
    await page.getByRole('button', { name: 'Next: Medications & Doctors' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();

    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
  });

  test('can be filled and submitted with the keyboard alone', async ({ page }) => {
    await passGate(page);
    const { keyboard } = page;

    await tabTo(page, page.getByLabel('First Name'));
    await keyboard.type('Ada');
    await keyboard.press('Tab');
    await keyboard.type('Lovelace');
    await keyboard.press('Tab');
    await keyboard.type('12101950');
    await expect(page.getByLabel('Date of Birth')).toHaveValue('1950-12-10');
    // Tab from the year reaches the calendar button, which keeps the app's focus ring on the field.
    await keyboard.press('Tab');
    const birthDate = page.getByLabel('Date of Birth');
    await expect(birthDate).toBeFocused();
    expect(await birthDate.evaluate((el) => el.matches(':focus-visible'))).toBe(false);
    expect(
      await birthDate.evaluate((el) => {
        const style = getComputedStyle(el);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      }),
    ).toBe('solid 3px');
    await tabTo(page, page.getByLabel('ZIP Code'));
    await keyboard.type('73099');
    await tabTo(page, county(page));
    await expect(county(page).getByRole('option', { name: 'Oklahoma' })).toBeAttached();
    await keyboard.press('ArrowDown');
    await expect(county(page)).toHaveValue('Canadian');
    await tabTo(page, page.getByRole('button', { name: 'Next: Medications & Doctors' }));
    await keyboard.press('Enter');
    await expect(stepHeading(page, 2)).toBeFocused();

    const drug = medications(page).getByLabel('Medication Name');
    await tabTo(page, drug);
    await keyboard.type('ator');
    await expect(suggestions(page, 'Medication suggestions').first()).toHaveText(/^Atorvastatin/);
    await keyboard.press('ArrowDown');
    await keyboard.press('Enter');
    await expect(drug).toHaveValue('Atorvastatin');
    await keyboard.press('Tab');
    await keyboard.press('ArrowDown');
    await expect(medications(page).getByLabel('Dosage')).not.toHaveValue('');
    await keyboard.press('Tab');
    await keyboard.type('90');
    await keyboard.press('Enter'); // Enter in Quantity adds the entry
    await expect(toast(page, 'Medication added!')).toBeVisible();
    await expect(medications(page).getByRole('button', { name: /^Atorvastatin/ })).toBeVisible();

    const doctor = doctors(page).getByLabel('Doctor Name');
    await tabTo(page, doctor);
    await keyboard.type('sm');
    await expect(suggestions(page, 'Doctor suggestions').first()).toBeVisible();
    await keyboard.press('ArrowDown');
    await keyboard.press('Enter');
    await expect(doctor).not.toHaveValue('sm');
    await keyboard.press('Tab');
    await expect(doctors(page).getByLabel('Specialty')).toBeFocused();
    await keyboard.press('Enter'); // Enter in Specialty adds the entry
    await expect(toast(page, 'Doctor added!')).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Find My Plans' }));
    await keyboard.press('Enter');
    await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  });
});
