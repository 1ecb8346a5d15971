import { expect } from '@playwright/test';
import { E2E_EDITOR, expectNoViolations, openAdmin, test } from './support';

test.describe('Admin roles (an editor)', () => {
  test.use({ signedInAs: 'editor' });

  test('an editor manages plans but meets "Access Denied" on the table and cannot delete', async ({
    page,
  }) => {
    await openAdmin(page);
    await expect(page.getByText(E2E_EDITOR.email)).toBeVisible();
    await expect(page.getByText('Role: editor')).toBeVisible();

    await page.goto('/admin/table');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoViolations(page);

    await page.goto('/admin/plans');
    const firstPlan = page.getByRole('rowheader').first();
    await expect(firstPlan).toBeVisible();
    const planId = (await firstPlan.textContent()) ?? '';
    await page.getByRole('button', { name: new RegExp(`^Actions for .* \\(${planId}, \\d{4}\\)$`) }).click();
    const actions = page.getByRole('menu');
    await expect(actions.getByRole('menuitem', { name: 'Quick Edit' })).toBeVisible();
    await expect(actions.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);

    // The server says no too, whatever the screen shows.
    const deleted = await page.request.delete(`/api/admin/plans/${planId}`, { data: {} });
    expect(deleted.status()).toBe(403);
    const bulk = await page.request.patch('/api/admin/plans/bulk', {
      data: { action: 'deactivate', planIds: [planId] },
    });
    expect(bulk.status()).toBe(403);
  });
});
