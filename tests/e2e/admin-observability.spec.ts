import { expect } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations, openAdmin, test } from './support';

/**
 * The observability dashboard (spec §2 "Observability", §4 "Observability selection") on the demo
 * catalogue's reference profile. Other journeys add and delete plans meanwhile, so nothing here
 * counts plans; it checks orders, marks and states.
 */
test.describe('Observability dashboard', () => {
  test.use({ signedInAs: 'admin' });

  test('sorts, compares two plans, clears the selection, and fits a 375 px screen, with no axe violations', async ({
    page,
  }) => {
    await openAdmin(page);
    await page.getByRole('link', { name: /Scoring Analysis/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Observability Dashboard' })).toBeVisible();
    await expect(page.getByText('Medicare Plan Scoring Analysis')).toBeVisible();
    const table = page.getByRole('region', { name: 'Plan scores table' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('region', { name: 'Summary' })).toContainText(/Balanced|Imbalanced/);
    await expect(page.getByRole('columnheader', { name: 'Rank' })).toHaveAttribute('aria-sort', 'ascending');
    await expectNoViolations(page);

    // Final Score: a new column starts ascending (lowest first); a second click turns it round.
    const scores = async () =>
      (await table.locator('tbody tr td:nth-child(5)').allTextContents()).map(Number);
    await page.getByRole('button', { name: 'Final Score' }).click();
    await expect(page.getByRole('columnheader', { name: 'Final Score' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const ascending = await scores();
    expect(ascending.length).toBeGreaterThan(2);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await page.getByRole('button', { name: 'Final Score' }).click();
    await expect(page.getByRole('columnheader', { name: 'Final Score' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(await scores()).toEqual([...ascending].sort((a, b) => b - a));

    // The first plan's cost points open onto its yearly cost's parts (the engine's score components).
    const firstBreakdown = table.getByRole('button', { name: /^Yearly cost / }).first();
    await firstBreakdown.click();
    await expect(firstBreakdown).toHaveAttribute('aria-expanded', 'true');
    await expect(table.getByText('Premiums', { exact: true })).toBeVisible();

    // Two plans open the comparison: the top two scores, so "Highest" goes to the first.
    const boxes = table.getByRole('checkbox', { name: /^Select H/ });
    await boxes.nth(0).check();
    await expect(page.getByRole('button', { name: 'Compare (1)' })).toBeDisabled();
    await boxes.nth(1).check();
    const comparison = page.getByRole('region', { name: 'Plan Comparison', exact: true });
    await expect(comparison).toBeVisible();
    await expect(page.getByRole('button', { name: 'Compare (2)' })).toHaveAttribute('aria-pressed', 'true');
    const finalRow = comparison.getByRole('row', { name: /^Final Score/ });
    await expect(finalRow).toContainText('Highest');
    await comparison.getByRole('button', { name: 'Yearly cost' }).click();
    await expect(comparison.getByRole('rowheader', { name: 'Premiums' })).toBeVisible();
    await expect(comparison.getByText('Best').first()).toBeVisible();
    await expectNoViolations(page);

    await comparison.getByRole('button', { name: 'Clear Selection' }).click();
    await expect(comparison).toBeHidden();
    await expect(page.getByRole('button', { name: /^Compare/ })).toBeHidden();
    await expect(boxes.nth(0)).not.toBeChecked();

    // At 375 px the wide tables scroll inside their own regions: the page itself never sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await expect(comparison).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoViolations(page);
  });
});
