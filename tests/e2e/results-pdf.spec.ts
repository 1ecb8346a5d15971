/**
 * The printable summary (issue 20, ADR 0018) from the results page: "Download PDF" gives a real
 * download of the PDF the server makes, read back here with pdftotext; the shared page's download
 * carries no name; printing the page carries the same parts.
 */
import { type Download, expect, type Page, test } from '@playwright/test';
import { downloadedText } from './pdf-text';
import { expectNoViolations, passGateThroughApi, planCards, submitThroughApi } from './support';

const FIRST_NAME = 'Philippa';

async function submit(page: Page): Promise<string> {
  const lookup = await page.request.get('/api/medication-lookup');
  const drugs = (await lookup.json()) as { name: string; availableDosages: string[] }[];
  const dosage = (name: string) => drugs.find((d) => d.name === name)?.availableDosages[0] ?? '';
  return submitThroughApi(page, {
    firstName: FIRST_NAME,
    noMedications: false,
    medications: [
      { name: 'Atorvastatin', dosage: dosage('Atorvastatin'), quantity: '30', frequency: 'monthly' },
      { name: 'Eliquis', dosage: dosage('Eliquis'), quantity: '60', frequency: 'monthly' },
    ],
    noDoctors: false,
    doctors: [{ name: 'Hand Typed', specialty: 'Cardiology' }],
  });
}

async function clickDownload(page: Page): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  return download;
}

test.describe('The printable summary from the results', () => {
  test("Download PDF downloads the summary of these results; Print carries the same parts; the shared page's PDF leaves out the person's name", async ({
    page,
  }) => {
    await passGateThroughApi(page);
    const userId = await submit(page);
    await page.goto(`/results/${userId}`);
    await expect(planCards(page)).toHaveCount(3);
    const results = (await (await page.request.get(`/api/medicare/recommendations/${userId}`)).json()) as {
      planYear: number;
      plans: { name: string; rank: number; planId: string }[];
    };
    await expectNoViolations(page);

    const download = await clickDownload(page);
    expect(download.suggestedFilename()).toBe(`clearplan-summary-${results.planYear}.pdf`);
    const text = await downloadedText(download);
    expect(text).toContain(`Prepared for ${FIRST_NAME}`);
    expect(text).toContain('Atorvastatin');
    expect(text).toContain('Eliquis');
    expect(text).toContain('Hand Typed, Cardiology: typed by hand, not in our directory');
    // The plans the page shows, and the rest of its top ten, in its order.
    for (const name of await planCards(page).locator('h2').allTextContents()) expect(text).toContain(name);
    for (const plan of results.plans.slice(0, 10)) expect(text).toContain(`${plan.rank}. ${plan.name}`);
    expect(text).toMatch(/Page 1 of \d+/);
    // The page is where it was: a download does not navigate.
    await expect(page).toHaveURL(new RegExp(`/results/${userId}$`));

    // On paper: the drugs and doctors, each plan's ID, next steps and the disclaimers.
    await page.emulateMedia({ media: 'print' });
    for (const name of ['Your medications', 'Your doctors', 'What to do next', 'About these numbers'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText(`Plan ID ${results.plans[0]?.planId}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('heading', { level: 2, name: 'What to do next' })).toBeHidden();

    // The shared page's Download PDF leaves out the person's name.
    const share = await page.request.post(`/api/medicare/results/${userId}/shares`, { data: {} });
    expect(share.status()).toBe(201);
    const { path: sharePath } = (await share.json()) as { path: string };
    await page.goto(sharePath);
    await expect(page.getByText('These results were shared with you.')).toBeVisible();
    await expectNoViolations(page);

    const sharedText = await downloadedText(await clickDownload(page));
    expect(sharedText).toContain('A copy of results someone shared with you.');
    expect(sharedText).toContain('Atorvastatin');
    expect(sharedText).not.toContain(FIRST_NAME);
    const first = await planCards(page).locator('h2').first().textContent();
    expect(sharedText).toContain(`1. ${first}`);
  });
});
