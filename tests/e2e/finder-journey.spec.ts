import { expect, test } from '@playwright/test';
import { formatMoney, formatMonthlyPremium } from '../../src/shared/format';
import type { RecommendationsResponse } from '../../src/shared/recommendation-contracts';
import { addFirstDoctor, addMedication, county, nextStep } from './finder-steps';
import { expectNoViolations, passGate, planCards } from './support';

/**
 * Journey 1: the whole consumer path, gate → form → results → plan detail and back, with two
 * drugs and one doctor picked from the look-ups. What the screens show is checked against what
 * the API returns for the same submission.
 */
test('a person finds, reads and opens their recommended plans', async ({ page }) => {
  await passGate(page);
  await expect(page.getByText('Step 1 of 3: Personal Information')).toBeVisible();
  // A third of the way on step 1, two thirds on step 2 (the results are the last third).
  const bar = page.getByRole('progressbar', { name: 'Form progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '33');

  await page.getByLabel('First Name').fill('Grace');
  await page.getByLabel('Last Name').fill('Hopper');
  await page.getByLabel('Date of Birth').fill('1946-12-09');
  await page.getByLabel('ZIP Code').fill('73099');
  // 73099 lies in two counties, so nothing is picked for the person.
  await expect(county(page).locator('option', { hasText: 'Canadian' })).toHaveCount(1);
  await expect(county(page).locator('option', { hasText: 'Oklahoma' })).toHaveCount(1);
  await expect(county(page)).toHaveValue('');
  await county(page).selectOption('Canadian');
  await page.getByRole('radio', { name: '50 miles' }).check();

  await nextStep(page);
  await expect(bar).toHaveAttribute('aria-valuenow', '66');
  await addMedication(page, 'ator', 'Atorvastatin');
  await addMedication(page, 'metf', 'Metformin');
  const doctorName = await addFirstDoctor(page, 'sm');

  await page.getByRole('button', { name: 'Find My Plans' }).click();
  await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
  // The form's toast ends with the form: it never covers the results (it would last 5 s). A
  // dismissed toast is marked removed at once and leaves the page after its exit animation, which a
  // busy machine can stretch past a second.
  await expect(
    page.locator('[data-sonner-toast]:not([data-removed="true"])').filter({ hasText: 'Doctor added!' }),
  ).toHaveCount(0, { timeout: 1000 });
  const userId = page.url().split('/').pop() ?? '';

  const response = await page.request.get(`/api/medicare/recommendations/${userId}`);
  expect(response.status()).toBe(200);
  const api = (await response.json()) as RecommendationsResponse;
  expect(api.plans.length).toBeGreaterThan(3);
  const best = api.plans[0];
  if (!best) throw new Error('no plans');
  expect(best.totalMedications).toBe(2);
  expect(best.totalDoctors).toBe(1);

  await expect(page.getByRole('heading', { level: 1, name: /Top 10/ })).toBeVisible();
  const cards = planCards(page);
  await expect(cards).toHaveCount(3);
  const first = cards.first();
  await expect(first.getByRole('heading', { name: best.name })).toBeVisible();
  await expect(first.getByText('Best Match')).toBeVisible();
  await expect(cards.nth(1).getByText('Best Match')).toHaveCount(0);
  const fact = (label: string) => first.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  await expect(fact('Monthly premium')).toHaveText(formatMonthlyPremium(best.monthlyPremium));
  await expect(fact('Out-of-pocket max')).toHaveText(formatMoney(best.outOfPocketMax));
  // Never a negative cost: a giveback larger than the rest reads "$0" and "you come out … ahead".
  await expect(
    first.getByText(`Estimated yearly cost: ${formatMoney(Math.max(0, best.estimatedAnnualCost))}`),
  ).toBeVisible();
  if (best.estimatedAnnualCost < 0) {
    await expect(
      first
        .getByText(`you come out ${formatMoney(-best.estimatedAnnualCost)} ahead.`, { exact: false })
        .first(),
    ).toBeVisible();
  }
  await expect(
    first.getByText(`Medications covered: ${best.medicationsCovered} of ${best.totalMedications}`),
  ).toBeVisible();
  await expect(
    first.getByText(`Doctors in network: ${best.doctorsInNetwork} of ${best.totalDoctors}`),
  ).toBeVisible();
  // The first 3, then the rest of the first 10 (every plan came back; ten more at a time after that).
  await expect(
    page.getByRole('button', { name: `Show ${Math.min(api.plans.length, 10) - 3} More Plans` }),
  ).toBeVisible();
  await expectNoViolations(page);

  await first.getByRole('link', { name: `View plan details for ${best.name}` }).click();
  await expect(page).toHaveURL(`/results/${userId}/plan/${encodeURIComponent(best.planId)}`);
  await expect(page.getByRole('heading', { level: 1, name: best.name })).toBeVisible();
  const drugs = page.getByRole('region', { name: 'Your medications on this plan' });
  for (const drug of best.drugs) {
    const row = drugs.getByRole('row', { name: new RegExp(`^${drug.name}`) });
    await expect(row.getByRole('cell').last()).toHaveText(formatMoney(drug.annualCost));
  }
  const doctors = page.getByRole('region', { name: 'Your doctors on this plan' });
  await expect(doctors.getByRole('rowheader', { name: doctorName })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('link', { name: 'Back to Results' }).click();
  await expect(page).toHaveURL(`/results/${userId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Top 10/ })).toBeVisible();
});
