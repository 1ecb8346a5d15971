import { expect, test } from '@playwright/test';
import { expectNoViolations, passGate, passGateThroughApi } from './support';

test.describe('History journey (journey 4)', () => {
  test('find an earlier submission and reload it into the form', async ({ page }) => {
    await passGate(page);
    // A last name no other journey uses, so the search finds exactly this submission.
    const lastName = `Histor${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}`;
    const lookup = (await (await page.request.get('/api/medication-lookup')).json()) as {
      name: string;
      availableDosages: string[];
    }[];
    const dosage = lookup.find((d) => d.name === 'Atorvastatin')?.availableDosages[0];
    const submit = await page.request.post('/api/medicare/submit', {
      data: {
        firstName: 'Test',
        lastName,
        birthDate: '1955-04-12',
        zipCode: '73099',
        county: 'Canadian',
        isCustomCounty: false,
        doctorSearchRadius: 20,
        noMedications: false,
        medications: [{ name: 'Atorvastatin', dosage, quantity: '30', frequency: 'monthly' }],
        noDoctors: true,
        doctors: [],
      },
    });
    expect(submit.status()).toBe(201);
    const { userId } = (await submit.json()) as { userId: string };

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search History' })).toBeVisible();
    // It opens on this browser's searches, newest first: the one just made leads.
    await expect(page.getByRole('article').first()).toHaveAccessibleName(`Test ${lastName}`);
    await expect(page.getByText(/^Your \d+ earlier search(es)? in this browser/)).toBeVisible();
    const search = page.getByLabel('Search by name or date of birth');
    await search.fill('H');
    await expect(page.getByText('Type at least 2 characters to search.')).toBeVisible();

    await search.fill(lastName);
    const record = page.getByRole('article', { name: `Test ${lastName}` });
    await expect(record).toBeVisible();
    await expect(record.getByText('April 12, 1955')).toBeVisible();
    await expect(record.getByText('73099, Canadian County')).toBeVisible();
    await expect(record.getByText('1 medication')).toBeVisible();
    await expect(record.getByRole('link', { name: `View results for Test ${lastName}` })).toHaveAttribute(
      'href',
      `/results/${userId}`,
    );
    await expectNoViolations(page);

    await search.fill('zzqqxx-nobody');
    await expect(page.getByText(/^No previous submissions found\./)).toBeVisible();
    await search.fill(lastName);

    await page.getByRole('button', { name: `Load into form: Test ${lastName}` }).click();

    // A search made before opens on step 2, where Find My Plans is; step 1 holds the person.
    await expect(page).toHaveURL(/\/\?step=2$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Step 2 of 3: Medications & Doctors' }),
    ).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Test');
    await expect(page.getByLabel('Last Name')).toHaveValue(lastName);
    await expect(page.getByLabel('ZIP Code')).toHaveValue('73099');
  });

  test('another browser finds nothing of it, and "Forget this device" clears it here', async ({
    page,
    browser,
  }) => {
    await passGateThroughApi(page);
    const lastName = `Owner${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')
      .slice(0, 6)}`;
    const submit = await page.request.post('/api/medicare/submit', {
      data: {
        firstName: 'Test',
        lastName,
        birthDate: '1950-06-07',
        zipCode: '73099',
        county: 'Canadian',
        isCustomCounty: false,
        doctorSearchRadius: 20,
        noMedications: true,
        noDoctors: true,
      },
    });
    expect(submit.status()).toBe(201);
    const { userId } = (await submit.json()) as { userId: string };

    // A second browser (its own history key) past the same gate: no search finds it, its link opens nothing.
    const other = await browser.newContext();
    try {
      const stranger = await other.newPage();
      await passGateThroughApi(stranger);
      await stranger.goto('/history');
      const strangerSearch = stranger.getByLabel('Search by name or date of birth');
      for (const q of [lastName, lastName.slice(0, 2), '1950-06-07']) {
        await strangerSearch.fill(q);
        await expect(stranger.getByText(/^No previous submissions found\./)).toBeVisible();
      }
      await stranger.goto(`/results/${userId}`);
      await expect(
        stranger.getByRole('heading', { level: 1, name: 'We could not find those results' }),
      ).toBeVisible();
    } finally {
      await other.close();
    }

    await page.goto('/history');
    const search = page.getByLabel('Search by name or date of birth');
    await search.fill(lastName);
    await expect(page.getByRole('article', { name: `Test ${lastName}` })).toBeVisible();
    await page.getByRole('button', { name: 'Forget this device' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Forget this device?' });
    await expect(dialog).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Forget this device' }).click();
    await expect(page.getByText('Your earlier searches are no longer listed here.')).toBeVisible();
    await search.fill(lastName);
    await expect(page.getByText(/^No previous submissions found\./)).toBeVisible();
    await page.goto(`/results/${userId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not find those results' }),
    ).toBeVisible();
  });
});
