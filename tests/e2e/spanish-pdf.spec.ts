/**
 * Issue 20, "a browser journey in Spanish from the gate to the PDF": a person chooses Español on the
 * gate, fills the finder in Spanish, reads the results in Spanish (the server words the reasons in
 * the language the page asks for) and downloads the PDF, read back with pdftotext: their drugs, the
 * plan the page shows first, and the PDF's headings in Spanish. Axe on the Spanish finder with its
 * errors shown and on the Spanish results.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Download, expect, type Page, test } from '@playwright/test';
import { DEMO_ACCESS_PASSWORD, expectNoViolations } from './support';

const run = promisify(execFile);
const DRUGS = [
  { search: 'ator', name: 'Atorvastatin' },
  { search: 'metf', name: 'Metformin' },
] as const;

/** The downloaded PDF's text in reading order, white space made single spaces. */
async function downloadedText(download: Download): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'spanish-pdf-'));
  try {
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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

test('from the gate to the PDF in Spanish', async ({ browser }) => {
  // A fresh browser: no saved language, no gate cookie.
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Se requiere acceso seguro' })).toBeVisible();
    await page.getByLabel('Contraseña de acceso').fill(DEMO_ACCESS_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Encuentre el plan de Medicare que le conviene' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // The finder's errors in Spanish, and axe on them.
    await page.getByRole('button', { name: 'Siguiente: medicamentos y médicos' }).click();
    await expect(page.getByText('Escriba su nombre', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Nombre', { exact: true })).toBeFocused();
    await expectNoViolations(page);

    await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
    await page.getByLabel('Apellido').fill('Parks');
    await page.getByLabel('Fecha de nacimiento').fill('1950-12-10');
    await page.getByLabel('Código postal').fill('74012');
    await expect(page.getByLabel('Condado', { exact: true })).toHaveValue('Tulsa');
    await page.getByRole('button', { name: 'Siguiente: medicamentos y médicos' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Paso 2 de 3: Medicamentos y médicos' }),
    ).toBeFocused();
    for (const drug of DRUGS) await addMedicationInSpanish(page, drug.search, drug.name);
    await page.getByLabel('No tengo médicos en este momento').check();
    await page.getByRole('button', { name: 'Buscar mis planes' }).click();

    // The results in Spanish, the server's reasons too.
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
  } finally {
    await context.close();
  }
});
