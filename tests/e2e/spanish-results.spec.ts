/**
 * The results in Spanish (issue 20), in the browser: Español chosen from the header, a search
 * submitted, then the results, the comparison of ticked plans, a plan's detail and the two ways to
 * get Medicare all read in Spanish, with money and dates in the Spanish formats; axe finds nothing
 * at each step.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectNoViolations, passGateThroughApi, submitThroughApi } from './support';

const planCards = (page: Page) =>
  page.getByRole('list', { name: 'Planes recomendados' }).getByRole('article');

test.describe('Results in Spanish', () => {
  test('shows the results, the comparison, a plan and both ways in Spanish', async ({ page }) => {
    await passGateThroughApi(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    const userId = await submitThroughApi(page, {
      noMedications: false,
      medications: [{ name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' }],
    });
    await page.goto(`/results/${userId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sus 10 mejores planes de Medicare' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByText(/^Hola, Test\. Según 1 medicamento y ningún médico cerca de 73099\./),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Mostrando 3 de' })).toBeVisible();
    const first = planCards(page).first();
    await expect(first).toContainText(/Costo anual estimado: \$[\d,]+/);
    await expect(first).toContainText('Medicamentos cubiertos:');
    await expect(first.getByText('Prima mensual', { exact: true })).toBeVisible();
    await expectNoViolations(page);

    // Two plans side by side.
    await planCards(page).nth(0).getByRole('checkbox').check();
    await planCards(page).nth(1).getByRole('checkbox').check();
    await expect(page.getByRole('region', { name: 'Su comparación' })).toContainText(
      '2 de 3 planes marcados para comparar',
    );
    const table = page.getByRole('table', { name: 'Los planes que eligió comparar, uno al lado del otro' });
    await expect(table.getByRole('rowheader', { name: 'Desembolso máximo' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Costo anual estimado' })).toBeVisible();
    await expect(table).toContainText(/de 5 estrellas|calificación/);
    await expect(table).not.toContainText(/out of|Estimated|Deductible/);
    await expectNoViolations(page);

    // One plan's detail.
    await planCards(page)
      .first()
      .getByRole('link', { name: /^Ver los detalles del plan/ })
      .click();
    await expect(page.getByRole('link', { name: 'Volver a los resultados' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Costos' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sus medicamentos', exact: true })).toBeVisible();
    await expect(
      page.getByText(/^Información del plan actualizada el \d{1,2} de [a-z]+ de \d{4}\.$/),
    ).toBeVisible();
    await expect(page.locator('main')).not.toContainText(
      /Back to Results|Doctor visits|Extra benefits|Your medications/,
    );
    await expectNoViolations(page);

    // Back to the results, and both ways to get Medicare.
    await page.getByRole('link', { name: 'Volver a los resultados' }).click();
    const panel = page.getByRole('region', { name: '¿Medicare Advantage o Medicare Original?' });
    await panel.getByRole('radio', { name: 'Mujer' }).check();
    await panel.getByRole('radio', { name: 'No uso tabaco' }).check();
    await panel.getByRole('button', { name: 'Comparar las dos formas' }).click();
    // The totals and the verdict first; the two ways' cards open with "Vea cómo lo calculamos".
    await panel.getByRole('button', { name: 'Vea cómo lo calculamos' }).click();
    await expect(panel.getByRole('article', { name: 'Medicare Advantage (Parte C)' })).toContainText(
      /En un año típico: unos \$[\d,]+/,
    );
    await expect(panel.getByRole('heading', { name: 'Lo que muchas personas no saben' })).toBeVisible();
    await expect(panel).not.toContainText(/In a typical year|What people often miss|Medigap’s best time/);
    await expectNoViolations(page);
  });
});
