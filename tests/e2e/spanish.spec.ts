import { expect, type Page, test } from '@playwright/test';
import { downloadedText } from './pdf-text';
import { DEMO_ACCESS_PASSWORD, expectNoViolations, HOME_HEADING } from './support';

const DRUGS = [
  { search: 'ator', name: 'Atorvastatin' },
  { search: 'metf', name: 'Metformin' },
] as const;

const SPANISH_HOME = 'Encuentre el plan de Medicare que le conviene';
const OPT_OUT = 'Marque la casilla de que no tiene ninguno, o agregue al menos uno';

const html = (page: Page) => page.locator('html');
const planCards = (page: Page) =>
  page.getByRole('list', { name: 'Planes recomendados' }).getByRole('article');

/** Words no Spanish sentence has (src/client/testing/no-english.ts holds the full list). */
async function englishWordsOnPage(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text.match(/\b(the|your|you|please|with|and|enter|select|find|medications|doctors)\b/gi) ?? [];
}

/** A drug from the demo catalogue, picked from the Spanish look-up (finder-steps.ts in Spanish). */
async function addMedicationInSpanish(page: Page, search: string, name: string) {
  const section = page.getByRole('region', { name: 'Sus medicamentos' });
  await section.getByLabel('Nombre del medicamento').fill(search);
  await page
    .getByRole('listbox', { name: 'Medicamentos sugeridos' })
    .getByRole('option')
    .filter({ has: page.getByText(new RegExp(`^${name}( \\(.*\\))?$`)) })
    .click();
  await section.getByLabel('Dosis').selectOption({ index: 1 });
  await section.getByRole('button', { name: /^30 / }).click();
  await section.getByRole('button', { name: 'Agregar a la lista' }).click();
  await expect(section.getByText(name, { exact: false }).first()).toBeVisible();
}

test.describe('Spanish', () => {
  /**
   * Issue 20, "a browser journey in Spanish from the gate to the PDF": Español chosen on the gate,
   * the finder and its messages in Spanish, filled in Spanish, the results in Spanish (the server
   * words the reasons in the language the page asks for) and the PDF, read back with pdftotext:
   * the drugs, the plan the page shows first, and the PDF's headings in Spanish; then the
   * comparison of ticked plans, a plan's detail and the two ways to get Medicare, in Spanish, with
   * money and dates in the Spanish formats.
   */
  test('from the gate to the PDF: Español is remembered; the finder, its messages, the results, the comparison, a plan, both ways and the PDF are in Spanish; axe finds nothing', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Español' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Se requiere acceso seguro' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Se requiere acceso seguro | ClearPlan');
    await expectNoViolations(page);

    // The choice survives a reload (and the browser's own language, English here, does not win).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Se requiere acceso seguro' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'es');
    await page.getByLabel('Contraseña de acceso').fill(DEMO_ACCESS_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect(page.getByRole('heading', { level: 1, name: SPANISH_HOME })).toBeVisible();
    await expect(page.getByText('Acceso concedido')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principal' })).toContainText('Buscar planes');
    await expect(page.getByText('Paso 1 de 3: Información personal')).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('button', { name: 'Siguiente: medicamentos y médicos' }).click();
    for (const message of [
      'Escriba su nombre',
      'Escriba su apellido',
      'Escriba su fecha de nacimiento',
      'El código postal debe tener 5 dígitos',
      'Elija su condado',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // Next checks step 1 only: the lists of step 2 are not spoken of yet.
    await expect(page.getByText(OPT_OUT, { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoViolations(page);

    await page.getByLabel('Código postal').fill('74012');
    await expect(page.getByText('El código postal debe tener 5 dígitos')).toBeHidden();
    await expect(page.getByLabel('Condado', { exact: true })).toHaveValue('Tulsa');
    await page.getByLabel('Fecha de nacimiento').fill('1850-01-01');
    await expect(page.getByText('Escriba una fecha de nacimiento válida')).toBeVisible();
    await page.getByLabel('Otra distancia', { exact: true }).check();
    await page.getByLabel('Otra distancia en millas').fill('0');
    await expect(page.getByText('La distancia debe ser de al menos 1 milla')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aplicar' })).toBeDisabled();

    expect(await englishWordsOnPage(page)).toEqual([]);
    await expectNoViolations(page);

    // Filled in Spanish, then the results in Spanish, the server's reasons too.
    await page.getByRole('radio', { name: '20 millas' }).check();
    await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
    await page.getByLabel('Apellido').fill('Parks');
    await page.getByLabel('Fecha de nacimiento').fill('1950-12-10');
    await expect(page.getByLabel('Condado', { exact: true })).toHaveValue('Tulsa');
    await page.getByRole('button', { name: 'Siguiente: medicamentos y médicos' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Paso 2 de 3: Medicamentos y médicos' }),
    ).toBeFocused();
    for (const drug of DRUGS) await addMedicationInSpanish(page, drug.search, drug.name);
    await page.getByLabel('No tengo médicos en este momento').check();
    await page.getByRole('button', { name: 'Buscar mis planes' }).click();
    await expect(page).toHaveURL(/\/results\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sus 10 mejores planes de Medicare' }),
    ).toBeVisible();
    const first = page.getByRole('list', { name: 'Planes recomendados' }).getByRole('article').first();
    await expect(first.getByRole('heading', { name: 'Por qué este plan' })).toBeVisible();
    await expect(
      first
        .getByRole('listitem')
        .filter({ hasText: /^(Costo anual estimado|Usted paga \$[\d,]+ en el año)/ })
        .first(),
    ).toBeVisible();
    const planName = (await first.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    expect(planName).not.toBe('');
    await expectNoViolations(page);

    // The PDF, in Spanish.
    const link = page.getByRole('link', { name: 'Descargar PDF' });
    await expect(link).toHaveAttribute('href', /\/summary\.pdf\?lang=es$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const text = await downloadedText(download);
    for (const drug of DRUGS) expect(text).toContain(drug.name);
    expect(text).toContain(planName);
    for (const heading of ['Sus medicamentos', 'Los planes comparados', 'Qué hacer ahora']) {
      expect(text).toContain(heading);
    }

    // The results read in Spanish, money and dates in the Spanish formats (issue 20).
    await expect(html(page)).toHaveAttribute('lang', 'es');
    await expect(
      page.getByText(/^Hola, Rosa\. Según 2 medicamentos y ningún médico cerca de 74012\./),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Mostrando 3 de' })).toBeVisible();
    await expect(first).toContainText(/Costo anual estimado: \$[\d,]+/);
    await expect(first).toContainText('Medicamentos cubiertos:');
    await expect(first.getByText('Prima mensual', { exact: true })).toBeVisible();

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

  test('the switch works from the keyboard, both ways, and admin pages stay English', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Access password').fill(DEMO_ACCESS_PASSWORD);
    await page.getByRole('button', { name: 'Enter App' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeVisible();

    const toSpanish = page.getByRole('button', { name: 'Español' });
    await toSpanish.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: SPANISH_HOME })).toBeVisible();
    const toEnglish = page.getByRole('button', { name: 'English' });
    await expect(toEnglish).toBeFocused();
    await expect(toEnglish.locator('[lang="en"]')).toHaveText('English');

    // History and Help in Spanish.
    await page.getByRole('link', { name: 'Historial' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Historial de búsquedas' })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole('link', { name: 'Centro de ayuda' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Cómo ordenamos los planes' })).toBeVisible();
    await expectNoViolations(page);

    // The admin stays English, without the switch, and says so to screen readers.
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main' })).toContainText('Find Plans');
    await expect(page.getByRole('button', { name: 'English' })).toHaveCount(0);

    // Back on a consumer page, Spanish again; then English by keyboard, remembered too.
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'es');
    await page.getByRole('button', { name: 'English' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  });
});
