import { expect, type Page, test } from '@playwright/test';
import { DEMO_ACCESS_PASSWORD, expectNoViolations, HOME_HEADING } from './support';

const SPANISH_HOME = 'Encuentre el plan de Medicare que le conviene';
const OPT_OUT = 'Marque la casilla de que no tiene ninguno, o agregue al menos uno';

const html = (page: Page) => page.locator('html');

/** Words no Spanish sentence has (src/client/testing/no-english.ts holds the full list). */
async function englishWordsOnPage(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text.match(/\b(the|your|you|please|with|and|enter|select|find|medications|doctors)\b/gi) ?? [];
}

test.describe('Spanish', () => {
  test('from the gate: Español is remembered, the finder and its messages are in Spanish, axe finds nothing', async ({
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
