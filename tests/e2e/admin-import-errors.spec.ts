import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations, signInAdmin } from './support';

/**
 * Import errors an admin can act on (issue 16 "Admin"): a CSV that cannot be read names its line
 * and what is wrong. Plan IDs are unique per run and the plans inactive, so the finder journeys
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
  test('a CSV that cannot be read names the line and the problem; the fixed file goes through', async ({
    page,
  }) => {
    const prefix = `IME${Date.now().toString(36).toUpperCase()}`;
    await signInAdmin(page);
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
});
