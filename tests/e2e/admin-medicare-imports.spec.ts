import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { buildZip, deflated } from '../setup/zip-builder';
import { expectNoViolations, test } from './support';

/**
 * Issue 18 on the Import screen: a PBP benefits zip, in CMS's format, uploaded for a plan year and
 * imported as a job to its summary. The release names one plan of this journey's own (made here,
 * inactive, removed after), so the demo plans other journeys read stay as they are.
 */

const PBP_FIXTURES = path.resolve(
  import.meta.dirname,
  '../../src/server/services/import/pbp/fixtures/pbp-2027',
);
const PBP = 'PBP benefits (zip from CMS)';
const digits = () => String(Math.floor(Math.random() * 1000)).padStart(3, '0');

/** The fixture release with only H3706-001's rows, renamed to `contract`-`plan`. */
function pbpZip(contract: string, plan: string): Buffer {
  const parts = fs
    .readdirSync(PBP_FIXTURES)
    .sort()
    .map((name) => {
      const [header, ...rows] = fs.readFileSync(path.join(PBP_FIXTURES, name), 'latin1').split(/\r?\n/);
      const ours = rows
        .filter((row) => row.startsWith('H3706\t001\t'))
        .map((row) => `${contract}\t${plan}\t${row.slice('H3706\t001\t'.length)}`);
      return deflated(`PBP-Benefits/${name}`, Buffer.from(`${[header, ...ours].join('\r\n')}\r\n`, 'latin1'));
    });
  return Buffer.from(buildZip(parts));
}

test.describe('Medicare plan files on the Import screen (issue 18)', () => {
  test.use({ signedInAs: 'admin' });
  let planId: string;

  test.afterEach(async ({ page }) => {
    if (planId) await page.request.delete(`/api/admin/plans/${planId}`, { data: {} });
  });

  test('a PBP benefits zip for a chosen plan year: uploaded, imported, its summary shown and the copays changed', async ({
    page,
  }) => {
    const contract = `H8${digits()}`;
    const plan = digits();
    planId = `${contract}-${plan}`;
    const created = await page.request.post('/api/admin/plans', {
      data: {
        planId,
        carrier: 'Humana',
        planName: 'PBP Import Journey (HMO)',
        planType: 'HMO',
        region: 'Oklahoma',
        monthlyPremium: '0.00',
        isActive: false,
        copayStructure: { pcpCopayIn: '$999' },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const stored = (await created.json()) as { planYear: number };
    const year = String(stored.planYear);

    await page.goto('/admin/import');
    const section = page.getByRole('region', { name: 'Medicare plan files' });
    await expect(section.getByRole('heading', { level: 2, name: 'Medicare plan files' })).toBeVisible();
    await expectNoViolations(page, 'admin import page, as it opens');

    const card = page.getByRole('group', { name: `${PBP} import` });
    await card.getByLabel(PBP).setInputFiles({
      name: `pbp-benefits-${year}.zip`,
      mimeType: 'application/zip',
      buffer: pbpZip(contract, plan),
    });
    await card.getByRole('combobox', { name: 'Plan year' }).selectOption(year);
    await card.getByRole('button', { name: `Import ${PBP}` }).click();

    const done = card.getByRole('heading', { name: 'Import completed' });
    await expect(done).toBeVisible({ timeout: 60_000 });
    await expect(done).toBeFocused();
    await expect(card.getByRole('status')).toHaveText('Import completed');
    const fact = (term: string) =>
      card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(fact('Plan year')).toHaveText(year);
    await expect(fact('Plans in the release')).toHaveText('1');
    await expect(fact('Plans updated')).toHaveText('1');
    await expectNoViolations(page);

    // The plan has the release's copays; Past imports lists the job.
    const read = await page.request.get(`/api/admin/plans/${planId}?year=${year}`);
    expect(read.status()).toBe(200);
    const after = (await read.json()) as { copayStructure: Record<string, string> };
    expect(after.copayStructure).toMatchObject({ pcpCopayIn: '$0', specialistCopayIn: '$40' });
    const pastImports = page.getByRole('region', { name: 'Past imports table' });
    await expect(
      pastImports
        .getByRole('row')
        .filter({ hasText: `pbp-benefits-${year}.zip` })
        .first(),
    ).toContainText('Completed');
  });
});
