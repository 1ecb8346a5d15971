/**
 * Where the data came from (issue 18, docs/data-sources.md): the admin Data page lists the demo's
 * sample datasets, labelled as sample data, and the consumer pages say the plans are sample data.
 */
import { expect } from '@playwright/test';
import { fillPersonal } from './finder-steps';
import { expectNoViolations, openAdmin, test } from './support';

/**
 * The line planDataLine gives for sample plans: on its own, or after the Medicare date when another
 * journey has imported a Medicare file of the year into the shared database in the meantime.
 */
const SAMPLE_LINE =
  /^(20\d\d plans shown here are sample data for demonstration, not real Medicare plans or prices\.|20\d\d plan data from Medicare, updated .+\. Plans marked "Sample data" are examples for demonstration, not real plans\.)$/;

test.describe('Data sources', () => {
  test.use({ signedInAs: 'admin' });

  test('the admin Data page lists the sample Part D release as sample data; the results say the plans are samples', async ({
    page,
  }) => {
    await openAdmin(page);

    // The admin navigation links the Data page.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Data' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Data sources' })).toBeVisible();
    await expect(page).toHaveTitle('Data sources | ClearPlan');

    const table = page.getByRole('table', { name: /Every dataset imported/ });
    const partD = table
      .getByRole('row')
      .filter({
        has: page.getByRole('rowheader', { name: /CMS Part D formulary, pharmacy and pricing files/ }),
      })
      .filter({ hasText: /20\d\d Q4 \(sample\)/ })
      .first();
    await expect(partD).toBeVisible();
    await expect(partD.getByRole('rowheader').getByText('Sample data', { exact: true })).toBeVisible();
    await expect(partD.getByRole('cell').first()).toHaveText(/^20\d\d$/);
    // Drug names belong to every plan year.
    await expect(
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: /NLM RxTerms/ }) })
        .first(),
    ).toContainText('All years');
    await expectNoViolations(page);

    // The plan-year filter keeps the sample release under its own year.
    const year = await partD.getByRole('cell').first().textContent();
    await page.getByRole('combobox', { name: 'Plan year' }).selectOption(year ?? '');
    await expect(page.getByRole('status')).toHaveText(/^Showing (\d+ of \d+|all \d+) datasets?$/);
    await expect(partD).toBeVisible();

    // The consumer side: the finder and the results say the plans are sample data.
    await page.goto('/');
    await expect(page.getByText(/^You are comparing/)).toBeVisible();
    await expect(page.getByText(SAMPLE_LINE)).toBeVisible();
    await fillPersonal(page);
    await page.getByLabel("I don't take any medications").check();
    await page.getByLabel("I don't have any current doctors").check();
    await page.getByRole('button', { name: 'Find My Plans' }).click();
    await expect(page.getByText(/^Plans for 20\d\d\. Costs are estimates/)).toBeVisible();
    await expect(page.getByText(SAMPLE_LINE)).toBeVisible();
    await expectNoViolations(page);
  });
});
