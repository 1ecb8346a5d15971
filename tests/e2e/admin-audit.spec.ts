import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { DEMO_ADMIN, expectNoViolations, openAdmin, test } from './support';

/**
 * The Audit page of issue 20 ("an audit a privacy officer can read"): an admin creates and changes
 * a plan, then finds those entries by action and by record with the admin named, opens the same
 * view again from its URL, exports it as a real CSV download, and sees the export itself in the
 * log. The plan id is unique per run: other journeys share the server and its database.
 */

const digits = () => String(Math.floor(Math.random() * 1000)).padStart(3, '0');
const HEADER = 'Time (UTC),Actor,Who,Action,What,Record type,Record,Client address,Details';

const filterForm = (page: Page) => page.getByRole('form', { name: 'Filter the audit log' });

async function showEntries(page: Page) {
  await filterForm(page).getByRole('button', { name: 'Show entries' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Entries' })).toBeFocused();
}

test.describe('Audit log (issue 20)', () => {
  test.use({ signedInAs: 'admin' });

  test('an admin’s plan change found by action and record, named, exported as CSV, the export itself logged', async ({
    page,
  }) => {
    const planId = `H9${digits()}-${digits()}`;
    await openAdmin(page);

    // Audited actions: the admin creates a plan, then changes its premium.
    const created = await page.request.post('/api/admin/plans', {
      data: {
        planId,
        carrier: 'Audit Journey Health',
        planName: `Audit journey ${planId} (HMO)`,
        planType: 'HMO',
        region: 'Oklahoma',
        monthlyPremium: '0.00',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const changed = await page.request.put(`/api/admin/plans/${planId}`, {
      data: { monthlyPremium: '12.00' },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    // The admin navigation leads to the page; it opens on the newest entries.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByText(/^Showing 1–\d+ of [\d,]+ entr(y|ies)$/)).toBeVisible();
    await expectNoViolations(page);

    // By action: every plan change by anyone.
    await filterForm(page).getByLabel('What').selectOption({ label: 'Changed a plan' });
    await showEntries(page);
    await expect(page).toHaveURL(/[?&]action=plan\.update(&|$)/);
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: new RegExp(planId) }).first()).toBeVisible();

    // By record: the plan's two entries, newest first, the admin named by e-mail.
    await filterForm(page).getByLabel('What').selectOption({ label: 'Every action: Plans' });
    await filterForm(page).getByLabel('Record id').fill(planId);
    await showEntries(page);
    await expect(page).toHaveURL(new RegExp(`[?&]action=plan\\.&record=${planId}$`));
    await expect(page.getByText('Showing 1–2 of 2 entries')).toBeVisible();
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0).getByRole('rowheader')).toHaveText(
      new RegExp(`^Admin ${DEMO_ADMIN.email}admin:\\d+$`),
    );
    await expect(rows.nth(0)).toContainText('Changed a plan');
    await expect(rows.nth(0)).toContainText('fields: monthlyPremium');
    await expect(rows.nth(1)).toContainText('Created a plan');
    // The time is the browser's own, its zone named.
    await expect(rows.nth(0).getByRole('cell').first()).toHaveText(
      /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M \S+$/,
    );
    await expectNoViolations(page);

    // The view is its URL: opened again, the same filters and entries.
    await page.reload();
    await expect(filterForm(page).getByLabel('Record id')).toHaveValue(planId);
    await expect(filterForm(page).getByLabel('What')).toHaveValue('plan.');
    await expect(page.getByText('Showing 1–2 of 2 entries')).toBeVisible();

    // Export: a real download of the same two entries.
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^clearplan-audit-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,admin:\\d+,Admin ${DEMO_ADMIN.email},plan\\.update,Changed a plan,medicare_plan,${planId},`,
      ),
    );
    expect(lines[2]).toContain(`,plan.create,Created a plan,medicare_plan,${planId},`);

    // The export is in the log, with its filters and count.
    await filterForm(page).getByLabel('What').selectOption({ label: 'Exported the audit log' });
    await filterForm(page).getByLabel('Record id').fill('');
    await showEntries(page);
    await expect(table.getByRole('row', { name: new RegExp(`record: ${planId}`) }).first()).toContainText(
      'rows: 2',
    );

    // The empty state, also without violations.
    await filterForm(page).getByLabel('Record id').fill(`${planId}-none`);
    await showEntries(page);
    await expect(
      page.getByText('No entries match these filters. Clear the filters to see every entry.'),
    ).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectNoViolations(page);
  });
});
