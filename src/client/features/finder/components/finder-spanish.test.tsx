import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORM_PROGRESS_KEY } from '../../../../shared/constants';
import { requestsTo } from '../../../testing/fetch-mock';
import { expectNoEnglish } from '../../../testing/no-english';
import { renderRoute } from '../../../testing/render';
import { mockFinderServer, planData, saveOnStepTwo } from '../testing/finder-server';

/** What the drug catalogue and the directory hold, shown as they are in either language. */
const DATA = [/\d+ mg tablet/g, /Statin \(cholesterol\)|atorvastatin calcium/g];

async function renderSpanishHome(path = '/') {
  const user = userEvent.setup({ delay: null });
  const view = renderRoute(path, { language: 'es' });
  await screen.findByRole('heading', { level: 1, name: 'Encuentre el plan de Medicare que le conviene' });
  return { user, ...view };
}

const NEXT = 'Siguiente: medicamentos y médicos';

/** Step 1's name and birth date, then Next once the county is in: step 2 opens. */
async function finishStepOne(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nombre'), 'Ada');
  await user.type(screen.getByLabelText('Apellido'), 'Lovelace');
  await user.type(screen.getByLabelText('Fecha de nacimiento'), '1950-12-10');
  await waitFor(() => expect(screen.getByLabelText('Condado', { selector: 'select' })).not.toHaveValue(''));
  await user.click(screen.getByRole('button', { name: NEXT }));
  const heading = await screen.findByRole('heading', {
    level: 2,
    name: 'Paso 2 de 3: Medicamentos y médicos',
  });
  await waitFor(() => expect(heading).toHaveFocus());
}

describe('The finder in Spanish', () => {
  it('reads in Spanish from top to bottom before anything is typed', async () => {
    mockFinderServer({
      'GET /api/medicare/plan-years': () =>
        Response.json({
          defaultYear: 2026,
          years: [
            {
              year: 2026,
              label: '2026 plans, this year',
              planData: planData(2026, { medicareUpdatedOn: '2026-10-01', samplePlans: true }),
              startMonths: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
              canStart: true,
            },
          ],
        }),
    });
    await renderSpanishHome();

    expect(document.title).toBe('Buscar planes | ClearPlan');
    expect(screen.getByText('Paso 1 de 3: Información personal')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avance del formulario' })).toHaveAttribute(
      'aria-valuetext',
      '33 % completado, paso 1 de 3',
    );
    expect(await screen.findByText(/Está comparando los planes de/)).toHaveTextContent(
      'Está comparando los planes de 2026.',
    );
    expect(
      screen.getByText(/^Datos de los planes de 2026 de Medicare, actualizados el 1 de octubre de 2026\./),
    ).toBeInTheDocument();
    const start = screen.getByLabelText('¿Cuándo empezaría su nuevo plan?');
    expect(within(start).getByRole('option', { name: 'enero de 2026 (todo el año)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '20 millas' })).toBeChecked();
    expect(screen.getByText('Buscando a menos de', { exact: false })).toHaveTextContent(
      'Buscando a menos de 20 millas',
    );
    expect(screen.getByRole('radio', { name: 'No estoy seguro' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Membresía en un gimnasio' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it('shows every message of the form in Spanish beside its field', async () => {
    const fetchMock = mockFinderServer();
    const { user } = await renderSpanishHome();

    await user.type(screen.getByLabelText('Código postal'), '12');
    await user.click(screen.getByRole('button', { name: NEXT }));

    const stepOne: [string, string][] = [
      ['Nombre', 'Escriba su nombre'],
      ['Apellido', 'Escriba su apellido'],
      ['Fecha de nacimiento', 'Escriba su fecha de nacimiento'],
      ['Código postal', 'El código postal debe tener 5 dígitos'],
      ['Condado', 'Elija su condado'],
    ];
    for (const [label, message] of stepOne) {
      const field = await screen.findByLabelText(label);
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveFocus());
    expectNoEnglish();

    await user.clear(screen.getByLabelText('Código postal'));
    await user.type(screen.getByLabelText('Código postal'), '74012');
    await finishStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Buscar mis planes' }));
    const stepTwo: [string, string][] = [
      ['No tomo ningún medicamento', 'Marque la casilla de que no tiene ninguno, o agregue al menos uno'],
      [
        'No tengo médicos en este momento',
        'Marque la casilla de que no tiene ninguno, o agregue al menos uno',
      ],
    ];
    for (const [label, message] of stepTwo) {
      const field = await screen.findByLabelText(label);
      await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    }
    await waitFor(() => expect(screen.getByLabelText('No tomo ningún medicamento')).toHaveFocus());
    expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(0);
    expectNoEnglish();
  });

  it('adds a medication with Spanish units, frequency and messages, and saves in Spanish', async () => {
    mockFinderServer();
    saveOnStepTwo();
    const { user } = await renderSpanishHome('/?step=2');
    await screen.findByRole('heading', { level: 2, name: 'Paso 2 de 3: Medicamentos y médicos' });
    const medications = within(screen.getByRole('region', { name: 'Sus medicamentos' }));

    await user.type(screen.getByLabelText('Nombre del medicamento'), 'Ator');
    const suggestion = await screen.findByRole('option', { name: /^Atorvastatin/ });
    // What a screen reader hears while the suggestions are open.
    expect(
      screen.getByText('1 sugerencia. Use las flechas hacia arriba y hacia abajo para elegir.'),
    ).toBeInTheDocument();
    expectNoEnglish(document.body, DATA);
    await user.click(suggestion);
    await user.selectOptions(screen.getByLabelText('Dosis'), '20 mg tablet');
    expect(
      screen.getByText('Cuántas unidades (tabletas) recibe cada vez que surte la receta'),
    ).toBeInTheDocument();
    await user.click(medications.getByRole('button', { name: '30 tabletas' }));
    await user.click(medications.getByRole('button', { name: 'Agregar a la lista' }));

    expect(await screen.findByText('¡Medicamento agregado!')).toBeInTheDocument();
    const list = medications.getByRole('list', { name: 'Su lista de medicamentos' });
    expect(list).toHaveTextContent('20 mg tablet · 30 tabletas · Cada mes (para 30 días)');
    expect(medications.getByRole('button', { name: 'Quitar Atorvastatin' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nombre del medicamento'), 'Metf');
    await user.click(screen.getByRole('button', { name: 'Buscar mis planes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Empezó a agregar Metf, pero no lo agregó a su lista.');
    expect(within(alert).getByRole('button', { name: 'Descartarlo' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guardar lo que llevo' }));
    expect(await screen.findByText('¡Se guardó lo que lleva!')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(FORM_PROGRESS_KEY)).not.toBeNull());
    expectNoEnglish(document.body, DATA);
  });

  it('asks in Spanish before emptying the form', async () => {
    mockFinderServer();
    const { user } = await renderSpanishHome();

    await user.click(screen.getByRole('button', { name: 'Empezar una búsqueda nueva' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Empezar una búsqueda nueva?' });
    expect(within(dialog).getByRole('button', { name: 'Conservar mis datos' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Vaciar el formulario' })).toBeInTheDocument();
    expectNoEnglish();
  });

  it("finds the person's own pharmacy in Spanish", async () => {
    mockFinderServer();
    const { user } = await renderSpanishHome();

    await user.click(screen.getByRole('radio', { name: 'Una farmacia específica cerca de mí' }));
    expect(
      screen.getByText('Escriba su código postal arriba para ver las farmacias cercanas.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Código postal'), '74012');

    expect(
      await screen.findByText('Farmacias cerca de 74012, de la más cercana a la más lejana. Elija la suya:'),
    ).toBeInTheDocument();
    expect(screen.getByText('Se encontraron 3 farmacias.')).toBeInTheDocument();
    const nearest = screen.getByRole('button', {
      name: 'Broken Arrow Drug, 101 S Main St, Broken Arrow, En su código postal',
    });
    expect(screen.getByRole('button', { name: /^Walgreens, .*, 1\.2 millas$/ })).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: /^Tulsa Corner Pharmacy, Ficha de muestra, no es una farmacia real, /,
      }),
    ).toHaveTextContent('Muestra');
    await user.click(nearest);
    expect(await screen.findByText('Su farmacia: Broken Arrow Drug, Broken Arrow')).toBeInTheDocument();
    expectNoEnglish(document.body, [
      /Tulsa Corner Pharmacy|Broken Arrow Drug|Walgreens/g,
      /\d+ [NSEW]? ?[\w ]+ St\b/g,
    ]);
  });

  it('finds doctors, counties and the current plan in Spanish', async () => {
    mockFinderServer({
      'POST /api/medicare/plans/search': ({ body }) =>
        Response.json(
          (body as { q: string }).q.toLowerCase().startsWith('gen')
            ? [
                {
                  planId: 'H3706-001',
                  planName: 'GlobalHealth Generations Classic (HMO)',
                  carrier: 'GlobalHealth',
                  planYear: 2026,
                },
              ]
            : [],
        ),
    });
    const { user } = await renderSpanishHome();

    // A ZIP outside Oklahoma, then a county chosen by hand that the ZIP does not have.
    await user.type(screen.getByLabelText('Código postal'), '99999');
    expect(
      await screen.findByText(
        'El código postal 99999 no es un código de Oklahoma que conozcamos. ClearPlan cubre planes de Medicare solo en Oklahoma: revise el código postal.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText('Mi condado no aparece en la lista'));
    await user.selectOptions(await screen.findByLabelText('Condado', { selector: 'select' }), 'Wagoner');
    expect(await screen.findByText('Aviso: el condado no coincide')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Condado de Wagoner no es uno de los condados que conocemos para el código postal 99999. Revise su condado. Si es correcto, puede continuar.',
      ),
    ).toBeInTheDocument();

    // The current plan: typed but not picked stops Next, in Spanish.
    await user.type(screen.getByRole('textbox', { name: 'Su plan actual (opcional)' }), 'Gen');
    const pick = await screen.findByRole('button', {
      name: 'Elegir GlobalHealth Generations Classic (HMO) (H3706-001), GlobalHealth',
    });
    await user.click(screen.getByRole('button', { name: NEXT }));
    expect(await screen.findByText(/^Escribió un plan actual, pero no lo eligió\./)).toBeInTheDocument();
    await user.click(pick);
    expect(screen.getByRole('button', { name: 'Cambiar o quitar mi plan actual' })).toBeInTheDocument();

    await finishStepOne(user);

    // A doctor from the directory, with the suggestions read out in Spanish.
    await user.type(screen.getByLabelText('Nombre del médico'), 'Smi');
    expect(await screen.findByRole('option', { name: /^Smith, Jane/ })).toBeInTheDocument();
    const clinic = screen.getByRole('option', { name: /^Smithson Family Clinic/ });
    expect(clinic).toHaveTextContent('Desconocida');
    expect(screen.getByText(/^2 sugerencias\./)).toBeInTheDocument();
    expectNoEnglish(document.body, [/Smithson Family Clinic|Cardiology/g]);
    await user.click(screen.getByRole('option', { name: /^Smith, Jane/ }));
    await user.click(
      within(screen.getByRole('region', { name: 'Sus médicos' })).getByRole('button', {
        name: 'Agregar a la lista',
      }),
    );
    expect(await screen.findByText('¡Médico agregado!')).toBeInTheDocument();

    expectNoEnglish(document.body, [/Cardiology|GlobalHealth Generations Classic \(HMO\)/g]);
  });
});
