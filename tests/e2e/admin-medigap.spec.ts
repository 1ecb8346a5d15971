import { expect, type Page } from '@playwright/test';
import { expectNoViolations, openAdmin, test } from './support';

/**
 * The Medigap rates journey of issue 19: the admin screen with its sample rates labelled, a rate
 * added, edited (past a validation error) and deleted, the export downloaded, and an import with
 * one bad row (nothing written) fixed and imported. Carriers are unique per run and the rates are
 * for plan year 2029, which no other journey quotes.
 */

const YEAR = '2029';
const HEADER =
  'planYear,state,carrier,planLetter,ratingMethod,ageFrom,ageTo,sex,tobacco,zip3,monthlyPremium,sample,source';
const word = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Two rates of one carrier; with `badTobacco` the second one's tobacco cell is not a yes or no. */
function ratesCsv(carrier: string, badTobacco: boolean): string {
  const rows = [
    `${YEAR},OK,${carrier},N,attained-age,65,69,female,no,,101.25,no,Journey filing`,
    `${YEAR},OK,${carrier},N,attained-age,65,69,male,${badTobacco ? 'maybe' : 'yes'},,120.75,no,Journey filing`,
  ];
  return `${[HEADER, ...rows].join('\r\n')}\r\n`;
}

const heading = (page: Page, level: number, name: string | RegExp) =>
  page.getByRole('heading', { level, name });

async function filterByCarrier(page: Page, carrier: string) {
  const filters = page.getByRole('form', { name: 'Filter Medigap rates' });
  await filters.getByLabel('Plan year').selectOption('');
  await filters.getByLabel('Carrier').fill(carrier);
  await filters.getByRole('button', { name: 'Show rates' }).click();
}

async function uploadAndCheck(page: Page, name: string, content: string) {
  await page
    .getByLabel('File to import')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await page.getByRole('button', { name: 'Upload and continue' }).click();
  await expect(heading(page, 2, /Map columns/)).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'tobacco' })).toHaveValue('tobacco');
  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(heading(page, 2, /Validate/)).toBeFocused();
}

test.describe('Medigap rates (issue 19)', () => {
  test.use({ signedInAs: 'admin' });

  test('sample rates labelled; add, edit past an error, export, delete; import with a bad row, then fixed', async ({
    page,
  }) => {
    const carrier = `Journey ${word()} Mutual`;
    const imported = `Journey ${word()} Assurance`;
    await openAdmin(page);

    // The admin navigation leads to the screen; the seeded rates carry the Sample label.
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Medigap rates' })
      .click();
    await expect(heading(page, 1, 'Medigap rates')).toBeVisible();
    const filters = page.getByRole('form', { name: 'Filter Medigap rates' });
    await filters.getByLabel('Plan year').selectOption('2027');
    await filters.getByRole('button', { name: 'Show rates' }).click();
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader').first()).toContainText(/^Sample .*Sample$/);
    await expect(page.getByText(/^Showing 1–50 of [\d,]+ rates$/)).toBeVisible();
    await expectNoViolations(page);

    // Add a rate.
    await page.getByRole('button', { name: 'Add a rate' }).click();
    const addForm = page.getByRole('form', { name: 'Add a rate' });
    await expect(addForm.getByRole('heading', { name: 'Add a rate' })).toBeFocused();
    await addForm.getByLabel('Carrier', { exact: true }).fill(carrier);
    await addForm.getByLabel('Plan year', { exact: true }).fill(YEAR);
    await addForm.getByLabel('Plan letter').selectOption('G');
    await addForm.getByLabel('Monthly premium ($)').fill('131.40');
    await expectNoViolations(page);
    await addForm.getByRole('button', { name: 'Add rate' }).click();
    await expect(page.getByRole('button', { name: 'Add a rate' })).toBeFocused();
    await filterByCarrier(page, carrier);
    const row = table.getByRole('row', { name: new RegExp(carrier) });
    await expect(row).toContainText('$131.40');
    await expect(row).not.toContainText('Sample');

    // Edit it: a premium of 0 is refused next to its field, then a good one is saved.
    await row.getByRole('button', { name: /^Edit / }).click();
    const editForm = page.getByRole('form', { name: /^Edit / });
    const premium = editForm.getByLabel('Monthly premium ($)');
    await premium.fill('0');
    await editForm.getByRole('button', { name: 'Save rate' }).click();
    await expect(premium).toHaveAccessibleDescription('Monthly premium must be more than 0');
    await expect(premium).toBeFocused();
    await expectNoViolations(page);
    await premium.fill('135.00');
    await editForm.getByRole('button', { name: 'Save rate' }).click();
    await expect(editForm).toBeHidden();
    await expect(row).toContainText('$135.00');
    await expect(row.getByRole('button', { name: /^Edit / })).toBeFocused();

    // Export the filtered rates as CSV: a real download, in the import's columns.
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^clearplan-medigap-rates-.+\.csv$/);
    const exported = await page.request.get((await exportLink.getAttribute('href')) ?? '');
    expect(exported.status()).toBe(200);
    const lines = (await exported.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([HEADER, `${YEAR},OK,${carrier},G,attained-age,65,69,female,false,,135.00,false,`]);

    // Delete it, after a confirmation.
    await row.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete rate' });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Delete rate' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/No Medigap rates match these filters/)).toBeVisible();

    // Import: the wizard opens with the Medigap kind chosen; one bad row stops the whole file.
    await page.getByRole('link', { name: 'Import rates' }).click();
    await expect(heading(page, 1, 'Import Plans')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Medigap rates/ })).toBeChecked();
    await uploadAndCheck(page, `${word()}-bad.csv`, ratesCsv(imported, true));
    await expect(page.getByText('1 of 2 rows are valid.')).toBeVisible();
    const errors = page.getByRole('region', { name: 'Rows with errors' });
    const badRow = errors
      .getByRole('row')
      .filter({ hasText: 'Tobacco must be yes, no, true, false, 1 or 0' });
    await expect(badRow.getByRole('rowheader')).toHaveText('3');
    await expect(badRow).toContainText('Tobacco');
    await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toBeDisabled();
    await expectNoViolations(page);
    const none = await page.request.get(`/api/admin/medigap-rates?carrier=${encodeURIComponent(imported)}`);
    expect((await none.json()).total).toBe(0);

    // Fix the file and import it.
    await page.getByRole('button', { name: 'Fix the file and upload it again' }).click();
    await expect(heading(page, 2, /Choose file/)).toBeFocused();
    await expect(page.getByRole('radio', { name: /^Medigap rates/ })).toBeChecked();
    await uploadAndCheck(page, `${word()}.csv`, ratesCsv(imported, false));
    await expect(page.getByText('2 of 2 rows are valid.')).toBeVisible();
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByText('Import completed. Created 2, updated 0.')).toBeVisible({ timeout: 20_000 });
    await expectNoViolations(page);

    // The rates are on the screen.
    await page.goto('/admin/medigap');
    await expect(heading(page, 1, 'Medigap rates')).toBeVisible();
    await filterByCarrier(page, imported);
    await expect(table.getByRole('row', { name: new RegExp(imported) })).toHaveCount(2);
    await expect(page.getByText('Showing 1–2 of 2 rates')).toBeVisible();
    await expectNoViolations(page);
  });
});
