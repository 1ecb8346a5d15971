/**
 * E-mailing results (issue 20): from the results page the owner sends a share link; the e2e server
 * runs without SMTP_URL outside production, so its catcher writes the e-mail to
 * `<data dir>/mail/*.eml`, read here. The link opens the results in a fresh browser without the
 * access password, and the e-mail carries nothing health-related but what the sender chose.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expectNoViolations, passGateThroughApi, planCards, submitThroughApi } from './support';

const FIRST_NAME = 'Philippa';
const NOTE = `Here are the plans we looked at (${Date.now()}).`;

/** The caught e-mail whose text has `marker`, once the catcher has written it. */
async function caughtEmail(marker: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const dir = path.join(dataDir, 'mail');
  let found: string | undefined;
  await expect
    .poll(() => {
      const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
      found = files
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
        .find((raw) => raw.includes(marker.slice(0, 20)));
      return found !== undefined;
    })
    .toBe(true);
  return { raw: found as string, parsed: await simpleParser(found as string) };
}

test('e-mails a share link from the results page that opens without the access password', async ({
  page,
  browser,
}) => {
  await passGateThroughApi(page);
  const userId = await submitThroughApi(page, {
    firstName: FIRST_NAME,
    noMedications: false,
    medications: [{ name: 'Lisinopril', dosage: '10 mg tablet', quantity: '30', frequency: 'monthly' }],
  });
  await page.goto(`/results/${userId}`);
  await expect(planCards(page).first()).toBeVisible();
  const planName = (await planCards(page).first().getByRole('heading', { level: 2 }).textContent()) ?? '';

  const emailButton = page.getByRole('button', { name: 'E-mail', exact: true });
  await emailButton.click();
  const dialog = page.getByRole('dialog', { name: 'E-mail these results' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Their e-mail address')).toBeFocused();
  await expect(
    dialog.getByRole('checkbox', { name: `Include ${FIRST_NAME}'s first name` }),
  ).not.toBeChecked();
  await expectNoViolations(page);

  // A wrong address is named beside the field; nothing is sent.
  await dialog.getByLabel('Their e-mail address').fill('not an address');
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(dialog.getByText('Enter one e-mail address, like name@example.com')).toBeVisible();
  await expect(dialog.getByLabel('Their e-mail address')).toBeFocused();
  await expectNoViolations(page);

  await dialog.getByLabel('Their e-mail address').fill('relative@example.org');
  await dialog.getByLabel('Your note (optional)').fill(NOTE);
  await dialog.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(page.getByText('E-mail sent to r•••@example.org')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(emailButton).toBeFocused();

  const { raw, parsed } = await caughtEmail(NOTE);
  expect(parsed.subject).toBe('Medicare plan results from ClearPlan');
  expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toBe('relative@example.org');
  const text = parsed.text ?? '';
  expect(text).toContain(NOTE);
  const everything = `${raw}\n${text}\n${parsed.html || ''}`;
  for (const secret of [FIRST_NAME, 'Person', '1955', '73099', 'Lisinopril', planName, '$', userId]) {
    expect(everything, secret).not.toContain(secret);
  }
  const link = text.match(/http:\/\/127\.0\.0\.1:\d+\/shared\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}/)?.[0];
  expect(link).toBeDefined();

  // A fresh browser: no gate cookie, no session flag. The link opens the results and their plans.
  const other = await browser.newContext();
  try {
    const visitor = await other.newPage();
    await visitor.goto(link as string);
    await expect(visitor.getByText('These results were shared with you.')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Secure Access Required' })).toHaveCount(0);
    await expect(planCards(visitor).first()).toBeVisible();
    await expect(visitor.getByText(FIRST_NAME)).toHaveCount(0);
    await expectNoViolations(visitor);
    await planCards(visitor)
      .first()
      .getByRole('link', { name: /^View plan details for / })
      .click();
    await expect(visitor.getByRole('heading', { level: 1, name: planName })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Secure Access Required' })).toHaveCount(0);
    // Anywhere else, the gate stands.
    await visitor.goto('/history');
    await expect(visitor.getByRole('heading', { name: 'Secure Access Required' })).toBeVisible();
  } finally {
    await other.close();
  }
});
