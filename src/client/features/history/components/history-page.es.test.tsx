import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { DEFAULT_ANSWERS } from '../../../../shared/profile-answers';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { expectNoEnglish } from '../../../testing/no-english';
import { renderRoute } from '../../../testing/render';

const record = (overrides: Partial<SavedUserRecord>): SavedUserRecord => ({
  id: '5b0c7f0e-3a52-4b8e-9a36-2f1d4c6e8a10',
  firstName: 'Rosa',
  lastName: 'Martínez',
  birthDate: '1955-04-12',
  zipCode: '73099',
  county: 'Canadian',
  isCustomCounty: false,
  createdAt: '2026-03-02T15:04:00.000Z',
  doctorSearchRadius: 20,
  answers: DEFAULT_ANSWERS,
  medications: [{ name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' }],
  doctors: [],
  ...overrides,
});

/** Data the person typed or the directory holds, shown as it is in either language. */
const DATA = [/20 mg tablet/g];

describe('History in Spanish', () => {
  it('reads in Spanish: the search, the record with its dates and counts, the shared-computer advice', async () => {
    mockFetch({
      'POST /api/medicare/users/search': () =>
        json([
          record({}),
          record({ id: 'b7d1f0e2-6a1c-4f7e-8d9b-0a1b2c3d4e5f', firstName: 'Luis', medications: [] }),
        ]),
    });
    const user = userEvent.setup();
    renderRoute('/history', { language: 'es' });

    const input = await screen.findByLabelText('Buscar por nombre o fecha de nacimiento');
    expect(screen.getByRole('heading', { level: 1, name: 'Historial de búsquedas' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Sus 2 búsquedas anteriores en este navegador, la más reciente primero.',
      ),
    );
    expect(document.title).toBe('Historial de búsquedas | ClearPlan');
    expectNoEnglish(document.body, DATA);
    await user.type(input, 'M');
    expect(screen.getByRole('status')).toHaveTextContent('Escriba al menos 2 letras o números para buscar.');
    await user.clear(input);

    await user.type(input, 'Mar');
    const rosa = within(await screen.findByRole('article', { name: 'Rosa Martínez' }));
    expect(screen.getByRole('status')).toHaveTextContent('Se encontraron 2 búsquedas anteriores.');
    const value = (label: string) => rosa.getByText(label).nextElementSibling;
    expect(value('Fecha de nacimiento')).toHaveTextContent('12 de abril de 1955');
    expect(value('Código postal y condado')).toHaveTextContent('73099, Condado de Canadian');
    expect(value('Medicamentos')).toHaveTextContent('1 medicamento');
    expect(value('Médicos')).toHaveTextContent('Ninguno');
    expect(value('Enviada')).toHaveTextContent(/^2 de marzo de 2026, \d{1,2}:04 [ap]\.\s?m\.$/);
    expect(rosa.getByRole('button', { name: 'Cargar en el formulario: Rosa Martínez' })).toBeInTheDocument();
    expect(rosa.getByRole('link', { name: 'Ver resultados de Rosa Martínez' })).toBeInTheDocument();
    const luis = within(screen.getByRole('article', { name: 'Luis Martínez' }));
    expect(luis.getByText('Medicamentos').nextElementSibling).toHaveTextContent('Ninguno');
    expectNoEnglish(document.body, DATA);

    await user.click(screen.getByRole('button', { name: 'Olvidar este dispositivo' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Olvidar este dispositivo?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expectNoEnglish(document.body, DATA);
  });

  it('says in Spanish when nothing matches, and when the search fails', async () => {
    let fail = false;
    mockFetch({
      'POST /api/medicare/users/search': () =>
        fail ? json({ error: 'Boom', code: 'INTERNAL' }, { status: 500 }) : json([]),
    });
    const user = userEvent.setup();
    renderRoute('/history', { language: 'es' });
    const input = await screen.findByLabelText('Buscar por nombre o fecha de nacimiento');

    await user.type(input, 'Nadie');
    expect(await screen.findByText(/^No se encontraron búsquedas anteriores\./)).toHaveAttribute(
      'role',
      'status',
    );

    fail = true;
    await user.clear(input);
    await user.type(input, 'Otra');
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo hacer la búsqueda');
    expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('loads a search into the form, which says so in Spanish', async () => {
    mockFetch({
      'POST /api/medicare/users/search': () => json([record({})]),
      'GET /api/medication-lookup': () => json([]),
      'GET /api/counties/by-zip/73099': () => json(['Canadian']),
      'GET /api/medicare/plan-years': () => json({ defaultYear: 2026, years: [] }),
    });
    const user = userEvent.setup();
    renderRoute('/history', { language: 'es' });
    await user.type(await screen.findByLabelText('Buscar por nombre o fecha de nacimiento'), 'Rosa');

    await user.click(await screen.findByRole('button', { name: 'Cargar en el formulario: Rosa Martínez' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Encuentre el plan de Medicare que le conviene' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('¡Se cargó la búsqueda anterior!')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Rosa');
  });
});
