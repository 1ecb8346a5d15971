import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoSidewaysScroll, expectNoViolations, openAdmin, test } from './support';

/**
 * The import journey of issue 7: template, a CSV with one bad row, the fix, the import, the plans in
 * the list, then export → re-import in "create and update" mode. Plan IDs are unique per run and the
 * plans are inactive, so the finder journeys running beside this one never see them.
 */

const HEADER = 'planId,carrier,planName,planType,region,monthlyPremium,isActive';

/** Three plans; with `badPremium` the second one's premium has three decimal places. */
function plansCsv(prefix: string, badPremium: boolean): string {
  const rows = [1, 2, 3].map((n) => {
    const planId = `${prefix}-00${n}`;
    const premium = n === 2 && badPremium ? '12.345' : `${n}0.00`;
    return `${planId},Humana,Import Journey ${planId} (HMO),HMO,Oklahoma,${premium},false`;
  });
  return `${[HEADER, ...rows].join('\r\n')}\r\n`;
}

const heading = (page: Page, level: number, name: string | RegExp) =>
  page.getByRole('heading', { level, name });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function chooseAndUpload(page: Page, name: string, content: string | Buffer) {
  const mimeType = name.endsWith('.xlsx') ? XLSX_TYPE : 'text/csv';
  await page.getByLabel('File to import').setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
  await page.getByRole('button', { name: 'Upload and continue' }).click();
}

async function upload(page: Page, name: string, content: string) {
  await chooseAndUpload(page, name, content);
  await expect(heading(page, 2, /Map columns/)).toBeFocused();
}

/** A workbook whose plans are on its second sheet, after a notes sheet. */
async function twoSheetWorkbook(prefix: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Read me').addRow(['Plans for the spring update']);
  const plans = workbook.addWorksheet('Plans');
  for (const line of plansCsv(prefix, false).trim().split('\r\n')) plans.addRow(line.split(','));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function checkRows(page: Page) {
  await page.getByRole('button', { name: 'Check rows' }).click();
  await expect(heading(page, 2, /Validate/)).toBeFocused();
}

test.describe('Plan import (issue 7)', () => {
  test.use({ signedInAs: 'admin' });

  test('template, a bad row fixed, the import, then export and re-import unchanged', async ({ page }) => {
    const prefix = `E${String(Date.now()).slice(-4)}`;
    await openAdmin(page);
    await page.getByRole('link', { name: /Import Plans/ }).click();
    await expect(heading(page, 1, 'Import Plans')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Past imports' })).toBeVisible();
    await expectNoViolations(page, 'admin import page, as it opens');

    // The template: a real download, with every field in its header row.
    const templateLink = page.getByRole('link', { name: 'Download template (CSV)' });
    const [download] = await Promise.all([page.waitForEvent('download'), templateLink.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const template = await page.request.get((await templateLink.getAttribute('href')) ?? '');
    expect(template.status()).toBe(200);
    expect(template.headers()['content-type']).toMatch(/^text\/csv/);
    expect(template.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const templateHeader = (await template.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
    for (const column of ['planId', 'carrier', 'monthlyPremium', 'copay.pcpCopayIn', 'benefit.dental']) {
      expect(templateHeader.split(',')).toContain(column);
    }
    const excel = await page.request.get('/api/admin/import/template?format=xlsx');
    expect(excel.status()).toBe(200);
    expect(excel.headers()['content-type']).toContain('spreadsheetml');
    expect(excel.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"$/);

    // Step 1 → 3: the columns are matched by name.
    await upload(page, `${prefix}-bad.csv`, plansCsv(prefix, true));
    await expect(page.getByRole('combobox', { name: 'planId' })).toHaveValue('planId');
    await expect(page.getByRole('combobox', { name: 'monthlyPremium' })).toHaveValue('monthlyPremium');
    await expectNoViolations(page);

    // Step 4: the bad row is shown and Import stays off.
    await checkRows(page);
    await expect(page.getByText('2 of 3 rows are valid.')).toBeVisible();
    const errors = page.getByRole('region', { name: 'Rows with errors' });
    const badRow = errors.getByRole('row').filter({ hasText: `${prefix}-002` });
    await expect(badRow).toContainText('Must be a valid amount (e.g., 0.00)');
    await expect(badRow.getByRole('rowheader')).toHaveText('3');
    await expect(page.getByRole('button', { name: /^Import \d+ rows?$/ })).toBeDisabled();
    await expectNoViolations(page);

    // Fix the file, upload it again, import.
    await page.getByRole('button', { name: 'Fix the file and upload it again' }).click();
    await expect(heading(page, 2, /Choose file/)).toBeFocused();
    await upload(page, `${prefix}.csv`, plansCsv(prefix, false));
    await checkRows(page);
    await expect(page.getByText('3 of 3 rows are valid.')).toBeVisible();
    await page.getByRole('button', { name: 'Import 3 rows' }).click();
    await expect(heading(page, 2, /Import$/)).toBeFocused();
    await expect(page.getByText('Import completed. Created 3, updated 0.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expectNoViolations(page);
    const pastImports = page.getByRole('region', { name: 'Past imports table' });
    await expect(pastImports.getByRole('row').filter({ hasText: `${prefix}.csv` })).toContainText(
      'Completed',
    );
    await expect(pastImports.getByRole('row').filter({ hasText: `${prefix}-bad.csv` })).toContainText(
      'Not imported',
    );

    // The plans are in the plan list.
    await page.getByRole('link', { name: 'Go to Plan Management' }).click();
    await expect(heading(page, 1, 'Plan Management')).toBeVisible();
    await page.getByLabel('Search plans').fill(prefix);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('rowheader', { name: new RegExp(`^${prefix}-00\\d$`) })).toHaveCount(3);

    // Export, then re-import the export's rows of these plans: nothing new, nothing lost. (Only our
    // rows: other journeys add and delete plans on the same server meanwhile.)
    await page.goto('/admin/import');
    const exportHref = await page.getByRole('link', { name: 'Export all plans (CSV)' }).getAttribute('href');
    const exported = await page.request.get(exportHref ?? '');
    expect(exported.status()).toBe(200);
    expect(exported.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const lines = (await exported.text()).split('\r\n').filter((line) => line !== '');
    const ours = lines.filter((line) => line.startsWith(`${prefix}-`));
    expect(ours).toHaveLength(3);
    await upload(page, `${prefix}-export.csv`, `${[lines[0], ...ours].join('\r\n')}\r\n`);
    await page
      .getByRole('region', { name: 'Import a file' })
      .getByRole('radio', { name: /update existing ones/ })
      .check();
    await checkRows(page);
    await expect(page.getByText('3 of 3 rows are valid.')).toBeVisible();
    await page.getByRole('button', { name: 'Import 3 rows' }).click();
    await expect(page.getByText(/^Import completed\. Created 0, updated \d+\.$/)).toBeVisible({
      timeout: 20_000,
    });
    await expectNoViolations(page);
  });

  test('the import page fits a 375 px screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/import');
    await expect(heading(page, 1, 'Import Plans')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Past imports' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await upload(page, 'narrow.csv', plansCsv(`R${String(Date.now()).slice(-4)}`, true));
    await expectNoSidewaysScroll(page);
    await checkRows(page);
    await expect(page.getByRole('region', { name: 'Rows with errors' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
  });

  test('a workbook with several sheets asks which one to import', async ({ page }) => {
    const prefix = `S9${String(Date.now()).slice(-3)}`;
    await page.goto('/admin/import');
    await expect(heading(page, 1, 'Import Plans')).toBeVisible();
    await chooseAndUpload(page, `${prefix}.xlsx`, await twoSheetWorkbook(prefix));

    await expect(heading(page, 2, /Pick sheet/)).toBeFocused();
    await expect(page.getByRole('radio', { name: 'Read me' })).toBeChecked();
    await expectNoViolations(page);
    await page.getByRole('radio', { name: 'Plans', exact: true }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(heading(page, 2, /Map columns/)).toBeFocused();
    await expect(page.getByRole('combobox', { name: 'planName' })).toHaveValue('planName');
    await checkRows(page);
    await expect(page.getByText('3 of 3 rows are valid.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'First rows to import' })).toContainText(`${prefix}-001`);
    await expectNoViolations(page);
  });
});
