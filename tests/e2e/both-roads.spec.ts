/**
 * Both roads into Medicare for one person (issue 19), in the browser: the results ask the two
 * Medigap answers, then show Medicare Advantage against Original Medicare with a Medigap plan,
 * each in a typical and a bad year, with the demo's sample Medigap rates labelled as samples; the
 * answers never reach the address bar; axe finds nothing at each step.
 */
import { expect, test } from '@playwright/test';
import { expectNoViolations, passGateThroughApi, submitThroughApi } from './support';

test.describe('Medicare Advantage or Original Medicare?', () => {
  test('compares both roads for one profile, from the questions to the two cards and back; Original Medicare only, in detail and printed alone; Medicare Advantage only', async ({
    page,
  }) => {
    await passGateThroughApi(page);
    // A drug, and a doctor typed by hand (not in the directory: never "in network" on any road).
    const userId = await submitThroughApi(page, {
      noMedications: false,
      medications: [{ name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' }],
      noDoctors: false,
      doctors: [{ name: 'Dr. Typed By Hand', specialty: 'Cardiology' }],
    });
    await page.goto(`/results/${userId}`);
    const panel = page.getByRole('region', { name: 'Medicare Advantage or Original Medicare?' });
    const plans = page.getByRole('list', { name: 'Recommended plans' });
    await expect(panel).toBeVisible();
    await expect(plans).toBeVisible();
    await expectNoViolations(page);

    // Nothing is sent until both questions are answered; the missing one is named.
    await panel.getByRole('button', { name: 'Compare both ways' }).click();
    await expect(
      panel.getByText('Please answer "Female or male?": Medigap premiums depend on it.'),
    ).toBeVisible();
    await expect(
      panel.getByText('Please answer "Do you use tobacco?": Medigap premiums depend on it.'),
    ).toBeVisible();

    // By keyboard: Space on a radio answers it, Enter on the button sends.
    await panel.getByRole('radio', { name: 'Female' }).focus();
    await page.keyboard.press('Space');
    await panel.getByRole('radio', { name: 'No', exact: true }).focus();
    await page.keyboard.press('Space');
    const roads = page.waitForRequest((r) =>
      r.url().endsWith(`/api/medicare/recommendations/${userId}/roads`),
    );
    await panel.getByRole('button', { name: 'Compare both ways' }).press('Enter');
    const request = await roads;
    expect(request.method()).toBe('POST');
    expect(request.postDataJSON()).toEqual({
      sex: 'female',
      tobacco: false,
      incomeBand: 0,
      medicareBefore2020: false,
    });
    expect(page.url()).not.toMatch(/female|tobacco|income|2020/);

    // The two totals and the verdict first; the cards open with "See how we worked it out".
    await expect(panel.getByText(/^Medicare Advantage: about \$[\d,]+ in a typical year$/)).toBeVisible();
    await panel.getByRole('button', { name: 'See how we worked it out' }).click();
    const advantage = panel.getByRole('article', { name: 'Medicare Advantage' });
    const original = panel.getByRole('article', { name: 'Original Medicare + Medigap + drug plan' });
    await expect(advantage).toBeVisible();
    await expect(original).toBeVisible();
    await expect(advantage).toContainText('In a typical year');
    await expect(advantage).toContainText('In a bad year');
    await expect(original).toContainText(
      /Original Medicare \+ Plan [A-Z]( with a yearly deductible \(High-deductible Plan [A-Z]\))? from Sample/,
    );
    // The demo's Medigap rates are samples, and the page says so.
    await expect(panel.getByText('Sample Medigap rates for demonstration: not real offers.')).toBeVisible();
    // So are the demo's plans.
    await expect(panel.getByText('Sample plans for demonstration: not real plan offers.')).toBeVisible();
    await expect(panel.getByText(/In a typical year, .* costs you about \$[\d,]+ less/)).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'What people often miss' })).toBeVisible();
    await expectNoViolations(page);

    // Back to the questions with the answers kept.
    await panel.getByRole('button', { name: 'Change answers' }).click();
    await expect(panel.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: 'No', exact: true })).toBeChecked();

    // Original Medicare only: the plan list gives way; the choice is the page's view, in the address.
    await panel.getByRole('radio', { name: 'Original Medicare with Medigap only' }).check();
    await expect(plans).toBeHidden();
    await expect(page).toHaveURL(/[?&]roads=original/);
    await panel.getByRole('radio', { name: 'Male', exact: true }).check();
    await panel.getByRole('radio', { name: 'No', exact: true }).check();
    await panel.getByRole('combobox', { name: /Your yearly income in \d{4} \(optional\)/ }).selectOption('1');
    const originalRoads = page.waitForRequest((r) =>
      r.url().endsWith(`/api/medicare/recommendations/${userId}/roads`),
    );
    await panel.getByRole('button', { name: 'Show Original Medicare costs' }).click();
    expect((await originalRoads).postDataJSON()).toMatchObject({
      sex: 'male',
      tobacco: false,
      incomeBand: 1,
    });
    await panel.getByRole('button', { name: 'See how we worked it out' }).click();
    await expect(original).toBeVisible();
    await expect(panel.getByRole('article', { name: 'Medicare Advantage' })).toHaveCount(0);
    await expect(original.getByRole('row', { name: /Income-related amounts/ })).toBeVisible();
    // The demo's sample drug plans: the cheapest for the person's drug is in the combination.
    await expect(original).toContainText(/^.*Original Medicare \+ .+ \+ .+ \(PDP\)/);
    await expect(original).not.toContainText('No stand-alone drug plan is on file');

    await expect(
      panel
        .getByRole('table', { name: 'Your doctors on each way to get Medicare' })
        .getByRole('row', { name: /Dr\. Typed By Hand, Cardiology Any doctor who accepts Medicare/ }),
    ).toBeVisible();

    await panel.getByRole('button', { name: 'Show the details' }).click();
    const medigap = panel.getByRole('table', { name: /The cheapest policy of each Medigap plan for you/ });
    await expect(medigap.getByRole('row', { name: /^Plan G from Sample .*\(sample rate\)/ })).toBeVisible();
    await expect(
      panel.getByRole('heading', { name: /What Original Medicare leaves you to pay in \d{4}/ }),
    ).toBeVisible();
    const drugPlans = panel.getByRole('table', { name: /The drug plans that cost you least/ });
    await expect(drugPlans.getByRole('row', { name: /\(PDP\), .*\(sample plan\)/ })).toHaveCount(5);
    await expectNoViolations(page);

    // "Print this comparison" prints the panel alone: on paper the rest of the page is gone. The
    // browser's own Print keeps the page's heading.
    const pageHeading = page.getByRole('heading', { level: 1 });
    await page.emulateMedia({ media: 'print' });
    await expect(pageHeading).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await panel.getByRole('button', { name: 'Print this comparison' }).click();
    await page.emulateMedia({ media: 'print' });
    await expect(
      page.getByRole('heading', { level: 2, name: 'Medicare Advantage or Original Medicare?' }),
    ).toBeVisible();
    await expect(medigap).toBeVisible();
    await expect(pageHeading).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });
    await expect(pageHeading).toBeVisible();

    // Medicare Advantage only: nothing asked, the plans listed again.
    await panel.getByRole('radio', { name: 'Medicare Advantage plans only' }).check();
    await expect(plans).toBeVisible();
    await expect(original).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]roads=advantage/);
    await expectNoViolations(page);
  });
});
