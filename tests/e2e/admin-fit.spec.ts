import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations, test } from './support';

const digits = () => String(Math.floor(Math.random() * 1000)).padStart(3, '0');

const planTable = (page: Page) => page.getByRole('region', { name: 'Plans table' });

async function openPlanList(page: Page) {
  await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Management' })).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
}

test.describe('Admin screens fit the screen (issue 16, admin)', () => {
  test.use({ signedInAs: 'admin' });

  test('the plan list fits a 1280 × 800 screen: ten rows or more, no sideways scroll, a keyboard actions menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPlanList(page);
    await expectNoSidewaysScroll(page);

    // The table fits its box: nothing to scroll sideways inside it either.
    const region = planTable(page);
    const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // With the table at the top of the screen, ten whole rows or more are in view.
    await region.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const rowsInView = await region.evaluate(
      (el) =>
        Array.from(el.querySelectorAll('tbody tr')).filter((row) => {
          const box = row.getBoundingClientRect();
          return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
        }).length,
    );
    expect(rowsInView).toBeGreaterThanOrEqual(10);

    // Each row has one actions button, not four stacked buttons. The page's last row is a demo
    // plan: the newest rows at the top may be another worker's plans, deleted at any moment.
    const firstRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .last();
    const planId = (await firstRow.getByRole('rowheader').textContent()) ?? '';
    await expect(firstRow.getByRole('button')).toHaveCount(1);
    await expect(firstRow.getByRole('link')).toHaveCount(0);
    const actions = firstRow.getByRole('button', { name: /^Actions for / });
    await expect(actions).toHaveAccessibleName(new RegExp(`\\(${planId}, \\d{4}\\)$`));

    // The menu by keyboard: Enter opens it on its first item, arrows move, Escape closes it.
    await actions.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeFocused();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'View Details',
      'Quick Edit',
      'Advanced Edit',
      'Delete',
    ]);
    await expectNoViolations(page);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Quick Edit' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(actions).toBeFocused();

    // Arrow Down opens it too; Enter on Quick Edit opens the plan's edit form.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Plan' })).toBeVisible();
    // The link names the row's plan year: a plan ID may be on file for several.
    await expect(page).toHaveURL(new RegExp(`/admin/plans/${planId}/edit\\?year=\\d{4}$`));
  });

  test('Delete from the menu asks first, and the keyboard comes back to the actions button on Cancel', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPlanList(page);
    const actions = page.getByRole('button', { name: /^Actions for / }).first();
    await actions.focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete Medicare Plan' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(actions).toBeFocused();
  });

  test('on a narrow screen the table scrolls in its own region with the plan ID kept in view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPlanList(page);
    await expectNoSidewaysScroll(page);
    const region = planTable(page);
    const firstId = page.getByRole('rowheader').first();
    const before = await firstId.boundingBox();
    await region.evaluate((el) => {
      el.scrollLeft = 300;
    });
    expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    const after = await firstId.boundingBox();
    expect(after?.x).toBe(before?.x);
    await expectNoViolations(page);
  });
  test('the create form shows examples, not values, in a lighter style that still meets contrast', async ({
    page,
  }) => {
    await page.goto('/admin/plans/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Plan' })).toBeVisible();
    const region = page.getByLabel('Region');
    await expect(region).toHaveAttribute('placeholder', 'e.g. Oklahoma');
    const style = await region.evaluate((el) => {
      const placeholder = getComputedStyle(el, '::placeholder');
      return {
        color: placeholder.color,
        fontStyle: placeholder.fontStyle,
        value: getComputedStyle(el).color,
      };
    });
    // Lighter than the typed value (slate-500, 4.8:1 on white) and in italics.
    expect(style.fontStyle).toBe('italic');
    expect(style.color).not.toBe(style.value);
    expect(style.color).toMatch(
      /^(rgb\(98, 116, 142\)|rgb\(100, 116, 139\)|oklch\(0\.554 0\.046 257\.417\))$/,
    );
    await page.getByRole('button', { name: 'Create Plan' }).click();
    await expect(page.getByText('Region is required')).toBeVisible();
    await expectNoViolations(page);
  });
  test.describe('a plan of its own (the shared demo plans stay as they are)', () => {
    let planId: string;

    test.beforeEach(async ({ page }) => {
      planId = `H7${digits()}-${digits()}`;
      const created = await page.request.post('/api/admin/plans', {
        data: {
          planId,
          carrier: 'Humana',
          planName: `Fit Journey ${planId} (HMO)`,
          planType: 'HMO',
          region: 'Oklahoma',
          monthlyPremium: '10.00',
          copayStructure: { pcpCopayIn: '$0', er: '$90' },
        },
      });
      expect(created.status()).toBe(201);
    });

    test.afterEach(async ({ page }) => {
      const deleted = await page.request.delete(`/api/admin/plans/${planId}`, { data: {} });
      expect(deleted.status()).toBe(200);
    });

    test('one table cell in edit mode at a time: opening another saves the first; cents shown', async ({
      page,
    }) => {
      await page.goto('/admin/table');
      await expect(page.getByRole('heading', { level: 1, name: 'Plan Database Table' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search plans' }).fill(planId);
      await page.getByRole('searchbox', { name: 'Search plans' }).press('Enter');

      await page.getByRole('button', { name: `Edit monthly premium of ${planId}, currently $10.00` }).click();
      await page.keyboard.type('12.5');
      await page.getByRole('button', { name: new RegExp(`^Edit region of ${planId}, currently`) }).click();

      // The premium left edit mode and was saved, to the cent; only the region is open now.
      await expect(page.getByRole('textbox', { name: `Monthly premium of ${planId}` })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: `Region of ${planId}` })).toBeFocused();
      await expect(
        page.getByRole('button', { name: `Edit monthly premium of ${planId}, currently $12.50` }),
      ).toBeVisible();
      await expectNoViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('textbox', { name: `Region of ${planId}` })).toHaveCount(0);

      // The change history shows the premium to the cent, and a copay change field by field.
      const changed = await page.request.put(`/api/admin/plans/${planId}`, {
        data: { copayStructure: { pcpCopayIn: '$0', er: '$95' } },
      });
      expect(changed.status()).toBe(200);
      await page.goto(`/admin/plans/${planId}`);
      const history = page.getByRole('region', { name: 'Change History' });
      await expect(history.getByText('Monthly Premium: $10.00 → changed to $12.50')).toBeVisible();
      await expect(history.getByText('Emergency Room: $90 → changed to $95')).toBeVisible();
      await expect(history.getByText('Copays:').first()).toBeVisible();
      await expect(history).not.toContainText('{');
      await expect(page.getByRole('region', { name: 'Financial Details' })).toContainText('$12.50');
      await expectNoViolations(page);
    });
  });
});
