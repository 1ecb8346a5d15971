/**
 * A real doctor's network status is never invented (ADR 0014): a doctor imported from an NPPES
 * file (tests/e2e/start-server.ts loads tests/fixtures/nppes/e2e-real-doctor.csv into the journeys'
 * database), for whom no plan has network data, reads "not verified" on the cards and the plan page,
 * never "in network".
 */
import { expect, test } from '@playwright/test';
import { expectNoViolations, passGateThroughApi, planCards, submitThroughApi } from './support';

test('an imported doctor with no network data reads "not verified for this plan: call the plan"', async ({
  page,
}) => {
  await passGateThroughApi(page);
  const search = await page.request.post('/api/providers/search', { data: { q: 'xanthopoulos' } });
  expect(search.ok()).toBe(true);
  const found = (await search.json()) as {
    id: number;
    lastNameOrOrgName: string;
    primarySpecialty: string;
  }[];
  expect(found).toHaveLength(1);
  const doctor = found[0] as (typeof found)[number];
  const userId = await submitThroughApi(page, {
    zipCode: '73102',
    county: 'Oklahoma',
    noDoctors: false,
    doctors: [{ name: 'Xanthopoulos, Imogen', specialty: doctor.primarySpecialty, providerId: doctor.id }],
  });

  await page.goto(`/results/${userId}`);
  const first = planCards(page).first();
  await expect(first.getByText('Doctors in network: 0 of 1')).toBeVisible();
  await expect(first.getByText('Not verified for this plan: 1 doctor')).toBeVisible();
  await expect(first.getByText('Xanthopoulos, Imogen: call the plan to check')).toBeVisible();
  await expect(page.getByText(/Xanthopoulos, Imogen: in network/i)).toHaveCount(0);
  await expectNoViolations(page);

  await first.getByRole('link', { name: /^View plan details for / }).click();
  const doctors = page.getByRole('region', { name: 'Your doctors' });
  await expect(doctors.getByRole('row', { name: /Xanthopoulos, Imogen/ })).toContainText(
    'Not verified for this plan: call the plan',
  );
  await expectNoViolations(page);
});
