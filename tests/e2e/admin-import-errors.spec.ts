import { expect, type Page } from '@playwright/test';
import { expectNoViolations, test } from './support';

/**
 * Import errors an admin can act on (issue 16 "Admin"): a CSV that cannot be read names its line
 * and what is wrong; a file whose rows had errors says so in Past imports; near-duplicate carrier
 * and plan type spellings are imported under one name that one filter finds. Plan IDs are unique per run and the plans inactive, so the finder journeys
 * running beside this one never see them.
 */

const HEADER = 'planId,carrier,planName,planType,region,monthlyPremium,isActive';

const planLine = (planId: string) =>
  `${planId},Humana,Import Errors ${planId} (HMO),HMO,Oklahoma,10.00,false`;

const heading = (page: Page, level: number, name: string | RegExp) =>
  page.getByRole('heading', { level, name });

async function chooseAndUpload(page: Page, name: string, content: string) {
  await page
    .getByLabel('File to import')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await page.getByRole('button', { name: 'Upload and continue' }).click();
}

test.describe('Import errors (issue 16)', () => {
  test.use({ signedInAs: 'admin' });

  test('a CSV that cannot be read names the line and the problem; the fixed file goes through', async ({
    page,
  }) => {
    const prefix = `E${String(Date.now()).slice(-4)}`;
    await page.goto('/admin/import');
    await expect(heading(page, 1, 'Import Plans')).toBeVisible();
    const fileInput = page.getByLabel('File to import');

    // Line 5 opens a quote that is never closed.
    const lines = [HEADER, ...[1, 2, 3].map((n) => planLine(`${prefix}-00${n}`))];
    const unclosed = [...lines, `${prefix}-004,"Humana,Broken (HMO),HMO,Oklahoma,10.00,false`, ''];
    await chooseAndUpload(page, `${prefix}-quote.csv`, unclosed.join('\r\n'));
    await expect(page.getByRole('alert')).toHaveText('Line 5: a quoted value is not closed');
    await expect(fileInput).toBeFocused();
    await expect(fileInput).toHaveAttribute('aria-invalid', 'true');
    await expect(heading(page, 2, /Choose file/)).toBeVisible();
    await expectNoViolations(page);

    // Lines 3 and 4 have an unquoted comma in the carrier: 8 values under a 7-column header.
    const shifted = [
      HEADER,
      planLine(`${prefix}-001`),
      `${prefix}-002,Humana, Inc.,Import Errors (HMO),HMO,Oklahoma,10.00,false`,
      `${prefix}-003,Humana, Inc.,Import Errors (HMO),HMO,Oklahoma,10.00,false`,
      '',
    ];
    await chooseAndUpload(page, `${prefix}-commas.csv`, shifted.join('\r\n'));
    await expect(page.getByRole('alert')).toHaveText(
      'Line 3 has 8 values but the header has 7 (a value that holds a comma must be in quotes); 1 more line has a problem too',
    );
    const named = page.getByRole('list').filter({ hasText: 'Line 4 has 8 values' });
    await expect(named.getByRole('listitem')).toHaveText([
      'Line 3 has 8 values but the header has 7',
      'Line 4 has 8 values but the header has 7',
    ]);
    await expectNoViolations(page);

    // Quoted, the same file is read.
    const fixed = shifted.map((line) => line.replace('Humana, Inc.', '"Humana, Inc."'));
    await chooseAndUpload(page, `${prefix}-fixed.csv`, fixed.join('\r\n'));
    await expect(heading(page, 2, /Map columns/)).toBeFocused();
  });

  test('a file checked with 9 bad rows shows them in Past imports, not "None"', async ({ page }) => {
    const prefix = `R${String(Date.now()).slice(-4)}`;
    await page.goto('/admin/import');
    await expect(heading(page, 1, 'Import Plans')).toBeVisible();

    // Rows 2–10 have a premium with three decimals; row 11 is fine.
    const rows = Array.from({ length: 10 }, (_, i) =>
      planLine(`${prefix}-0${10 + i}`).replace('10.00', i < 9 ? '12.345' : '10.00'),
    );
    const fileName = `${prefix}-nine-bad.csv`;
    await chooseAndUpload(page, fileName, `${[HEADER, ...rows].join('\r\n')}\r\n`);
    await expect(heading(page, 2, /Map columns/)).toBeFocused();
    await page.getByRole('button', { name: 'Check rows' }).click();
    await expect(heading(page, 2, /Validate/)).toBeFocused();
    await expect(page.getByText('1 of 10 rows are valid.')).toBeVisible();
    await expect(heading(page, 3, '9 rows with errors')).toBeVisible();

    // Back later: the file is listed as not imported, with its 9 rows and their errors.
    await page.goto('/admin/import');
    const pastImports = page.getByRole('region', { name: 'Past imports table' });
    const row = pastImports.getByRole('row').filter({ hasText: fileName });
    await expect(row).toContainText('Not imported');
    await expect(row).toContainText('9 rows with errors');
    await expect(row).not.toContainText('None');
    await row.getByRole('button', { name: `Show errors of ${fileName}` }).click();
    await expect(row.getByRole('button', { name: `Hide errors of ${fileName}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const details = pastImports.getByRole('row').filter({ hasText: 'Some rows have errors' });
    await expect(details.getByRole('listitem')).toHaveCount(9);
    await expect(details.getByRole('listitem').first()).toHaveText(
      `Row 2 (${prefix}-010): Monthly Premium: Must be a valid amount (e.g., 0.00)`,
    );
    await expectNoViolations(page);
  });

  test('spellings of one carrier and plan type import under one name, and one filter finds them all', async ({
    page,
  }) => {
    const prefix = `S9${String(Date.now()).slice(-3)}`;
    await page.goto('/admin/import');
    await expect(heading(page, 1, 'Import Plans')).toBeVisible();
    const rows = [
      `${prefix}-001,UnitedHealth,Names ${prefix}-001 (HMO),HMO CSNP,Oklahoma,10.00,false`,
      `${prefix}-002,"United Healthcare, Inc.",Names ${prefix}-002 (HMO),hmo c-snp,Oklahoma,10.00,false`,
    ];
    await chooseAndUpload(page, `${prefix}-names.csv`, `${[HEADER, ...rows].join('\r\n')}\r\n`);
    await expect(heading(page, 2, /Map columns/)).toBeFocused();
    await page.getByRole('button', { name: 'Check rows' }).click();
    await expect(page.getByText('2 of 2 rows are valid.')).toBeVisible();
    const sample = page.getByRole('region', { name: 'First rows to import' });
    await expect(sample.getByRole('row').filter({ hasText: `${prefix}-002` })).toContainText(
      'UnitedHealthcare',
    );
    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect(page.getByText('Import completed. Created 2, updated 0.')).toBeVisible({ timeout: 20_000 });

    await page.goto('/admin/plans');
    await expect(heading(page, 1, 'Plan Management')).toBeVisible();
    const carrier = page.getByLabel('Carrier');
    await expect(carrier.getByRole('option', { name: 'UnitedHealthcare', exact: true })).toHaveCount(1);
    await expect(carrier.getByRole('option', { name: 'UnitedHealth', exact: true })).toHaveCount(0);
    await carrier.selectOption('UnitedHealthcare');
    await page.getByLabel('Plan type').selectOption('HMO C-SNP');
    await page.getByLabel('Search plans').fill(prefix);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('rowheader', { name: new RegExp(`^${prefix}-00\\d$`) })).toHaveCount(2);
    await expectNoViolations(page);
  });
});
