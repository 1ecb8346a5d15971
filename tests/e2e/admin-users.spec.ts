import { expect } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations, openAdmin, test } from './support';

const submission = {
  firstName: 'Analytics',
  lastName: 'Journey',
  birthDate: '1952-03-04',
  zipCode: '73102',
  county: 'Oklahoma',
  isCustomCounty: false,
  doctorSearchRadius: 20,
  noMedications: false,
  medications: [{ name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' }],
  noDoctors: false,
  doctors: [{ name: 'Lee, Dana', specialty: 'Cardiology' }],
};

test.describe('User analytics (/admin/users)', () => {
  test.use({ signedInAs: 'admin' });

  test('counts a new submission, changes the period, and stays accessible at 375 px', async ({ page }) => {
    // Other journeys submit profiles on the same server too: only "at least one" is certain.
    const submitted = await page.request.post('/api/medicare/submit', { data: submission });
    expect(submitted.status()).toBe(201);
    await openAdmin(page);

    await page.getByRole('link', { name: /User Analytics/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'User Analytics' })).toBeVisible();
    const total = page.getByText('Total submissions').locator('xpath=following-sibling::dd');
    await expect(total).toHaveText(/^[1-9][\d,]*$/);
    await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Submissions per day' }).getByRole('listitem')).toHaveCount(
      90,
    );
    await expect(page.getByRole('region', { name: 'Most entered medications' })).toContainText(
      'Atorvastatin',
    );
    for (const phi of ['Journey', '1952-03-04', '73102', 'Lee, Dana']) {
      await expect(page.locator('body')).not.toContainText(phi);
    }
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await page.getByRole('radio', { name: 'Week' }).check();
    await expect(page).toHaveURL(/bucket=week/);
    await expect(page.getByRole('list', { name: 'Submissions per week' })).toBeVisible();
    await expect(total).toHaveText(/^[1-9][\d,]*$/);
    await page.getByRole('button', { name: 'Show as a table' }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page);

    await page.getByLabel('End date').fill('2020-01-31');
    await expect(page.getByText('The start date must be on or before the end date.')).toBeVisible();
    await page.getByLabel('Start date').fill('2020-01-01');
    await expect(page.getByText('No submissions in this period')).toBeVisible();
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31&bucket=week/);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: 'This year' }).click();
    await expect(total).toHaveText(/^[1-9][\d,]*$/);
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
  });
});
