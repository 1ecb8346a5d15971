import { type Browser, expect, type Page } from '@playwright/test';
import { fillPersonal, toast } from './finder-steps';
import { expectNoViolations, openAdmin, passGate, test } from './support';

const PASSWORD = 'Counselor-e2e-pass-1';
const CONSENT = /^My client agreed that ClearPlan keeps this information for \d+ days\.$/;

/**
 * A counselor in a browser of their own (without the admin's signed-in state), signed in at
 * /counselor/login; ends on "Your clients".
 */
async function signInCounselor(browser: Browser, email: string, checkAxe = false): Promise<Page> {
  const page = await (await browser.newContext({ storageState: undefined })).newPage();
  await passGate(page, '/counselor/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Counselor Sign In' })).toBeVisible();
  if (checkAxe) await expectNoViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your clients' })).toBeVisible();
  await expect(page.getByText(`Counselor: ${email}`)).toBeVisible();
  return page;
}

async function addCounselor(admin: Page, email: string) {
  await admin.getByLabel('Email').fill(email);
  await admin.getByLabel('Role').selectOption('counselor');
  await admin.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await admin.getByRole('button', { name: 'Add account' }).click();
  await expect(toast(admin, 'Account added')).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(email) })).toContainText('Counselor');
}

test.describe('Counselor accounts (issue 20)', () => {
  // The admin's part starts signed in; the counselors sign in on their own screen.
  test.use({ signedInAs: 'admin' });

  test('admin creates counselors; a counselor keeps a client with consent; another never sees it; reassign; delete now', async ({
    page: admin,
    browser,
  }) => {
    const tag = Math.random().toString(36).slice(2, 8);
    const one = `one-${tag}@agency.example`;
    const two = `two-${tag}@agency.example`;

    // The admin adds two counselors on the Accounts screen.
    await openAdmin(admin);
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Accounts' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await addCounselor(admin, one);
    await addCounselor(admin, two);
    await expectNoViolations(admin);

    // Counselor 1 signs in and saves a client: without the consent box, nothing is stored.
    const first = await signInCounselor(browser, one, true);
    await first.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Plans' }).click();
    await fillPersonal(first);
    await first.getByLabel("I don't take any medications").check();
    await first.getByLabel("I don't have any current doctors").check();
    const consent = first.getByLabel(CONSENT);
    await expect(consent).not.toBeChecked();
    await first.getByRole('button', { name: 'Find My Plans' }).click();
    await expect(first.getByText(/^Please tick this box to confirm your client agreed/)).toBeVisible();
    await expect(consent).toBeFocused();
    await expect(first).toHaveURL(/\/\?step=2$/);
    // The server refuses it too, with a clear message, whatever the page does.
    const refused = await first.request.post('/api/medicare/submit', {
      data: {
        firstName: 'No',
        lastName: 'Consent',
        birthDate: '1950-12-10',
        zipCode: '74012',
        county: 'Tulsa',
        noMedications: true,
        noDoctors: true,
      },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/client's agreement is needed/);

    await consent.check();
    await first.getByRole('button', { name: 'Find My Plans' }).click();
    await expect(first).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
    await expect(first.getByRole('heading', { level: 1, name: 'Your Top 10 Medicare Plans' })).toBeVisible();

    // Their History lists the client.
    await first.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    await expect(first.getByRole('heading', { level: 1, name: 'Your clients' })).toBeVisible();
    const client = first.getByRole('article', { name: 'Ada Lovelace' });
    await expect(client).toBeVisible();
    await expect(first.getByRole('button', { name: 'Duplicate for next year: Ada Lovelace' })).toBeVisible();
    await expectNoViolations(first);

    // Counselor 2 does not see it.
    const second = await signInCounselor(browser, two);
    await expect(second.getByText(/^No clients found\./)).toBeVisible();
    await expect(second.getByRole('article', { name: 'Ada Lovelace' })).toHaveCount(0);

    // The admin moves counselor 1's clients to counselor 2.
    await admin.reload();
    await admin.getByRole('button', { name: `Reassign clients of ${one}` }).click();
    const to = admin.getByLabel(/^Move all 1 clients to$/);
    await expect(to).toBeFocused();
    await expectNoViolations(admin);
    await to.selectOption({ label: two });
    await admin.getByRole('button', { name: 'Move the clients' }).click();
    await expect(toast(admin, 'Clients reassigned')).toBeVisible();
    await expect(admin.getByRole('row', { name: new RegExp(two) })).toContainText('1 client');

    await second.reload();
    await expect(second.getByRole('article', { name: 'Ada Lovelace' })).toBeVisible();
    await first.reload();
    await expect(first.getByText(/^No clients found\./)).toBeVisible();

    // Counselor 2 deletes the client now.
    await second.getByRole('button', { name: 'Delete now: Ada Lovelace' }).click();
    const dialog = second.getByRole('alertdialog', { name: 'Delete this client now?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete now' }).click();
    await expect(toast(second, 'The client is deleted')).toBeVisible();
    await expect(second.getByText(/^No clients found\./)).toBeVisible();

    // Signing out ends the counselor's view.
    await second.getByRole('button', { name: 'Sign out' }).click();
    await expect(second.getByRole('heading', { level: 1, name: 'Counselor Sign In' })).toBeVisible();
    await expect(second.getByText(`Counselor: ${two}`)).toHaveCount(0);
  });
});
