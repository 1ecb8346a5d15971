/**
 * The results screens in Spanish (issue 20): rendered as the person sees them, with the key
 * Spanish texts, money and dates in the Spanish formats, plurals for 1 and 2, and none of a list of
 * distinctive English phrases left (docs/i18n.md: rendering sees what a static scan cannot).
 * Plan reasons and highlights come from the server and are turned into Spanish elsewhere, so the
 * fixtures' English reasons are not in the lists.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import enResults from '../../../../shared/i18n/locales/en/results.json';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import {
  makeDoctor,
  makeDrug,
  makeDrugPricing,
  makePlan,
  makePlanDetail,
  makeRecommendations,
  makeRoadsComparison,
  makeSavedUser,
  USER_ID,
} from '../testing/results-factories';
import { PLANS, RESULTS_PATH, renderResults, shareHandlers } from '../testing/results-page-fixture';
import { resultsText } from '../testing/results-text';

/** Every text a person can see or hear: the page's text and its accessible names and captions. */
function everythingSaid(): string {
  const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((el) =>
    ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
  );
  const options = [...document.querySelectorAll('option')].map((o) => o.textContent ?? '');
  return [document.title, document.body.textContent ?? '', ...labels, ...options].join('\n');
}

/** Fails naming each English phrase still on the page. */
function expectNoEnglish(phrases: readonly string[]) {
  const said = everythingSaid();
  expect(phrases.filter((phrase) => said.includes(phrase))).toEqual([]);
}

const RESULTS_ENGLISH = [
  'Your Top 10',
  'Your Recommended Plans',
  'Hello,',
  'Based on',
  'Prescriptions filled',
  'Plans for 2026',
  'Costs are estimates',
  'We compared',
  'How we rank plans',
  'You also pay',
  'New Search',
  'Sort by',
  'Best match',
  'Lowest',
  'Filter by',
  'All plan types',
  'All companies',
  'Any rating',
  'stars or more',
  'Only show plans with',
  'Drug coverage',
  'Filters:',
  'Showing',
  'Ranked #',
  'Best Match',
  'Monthly premium',
  '/month',
  'Free',
  'Deductible',
  'Out-of-pocket',
  'Star rating',
  'out of 5 stars',
  'Estimated yearly cost',
  'Premiums $',
  'medical care',
  'Match score',
  'out of 100',
  'Medications covered',
  'Doctors in network',
  'Not covered:',
  'Not counted as in network',
  'Key benefits',
  'Why this plan',
  'Add to Compare',
  'View plan details',
  'Enroll',
  'opens in a new tab',
  'More Plans',
  'Compare plans',
  'Tick “Add to Compare”',
  'Save your results',
  'Print or save',
  'Share these results',
  'Create a share link',
  'Is your current plan',
  'Medicare Advantage or Original Medicare?',
  'Which ways',
  'Both ways',
  'Female or male',
  'Do you use tobacco',
  'Your yearly income',
  'filing jointly',
  'Compare both ways',
  'N/A',
  'Loading',
];

describe('the results page in Spanish', () => {
  it('says everything in Spanish, with money in dollars and plurals for 1 and 2', async () => {
    renderResults(PLANS, {}, { language: 'es' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sus 10 mejores planes de Medicare' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Sus planes recomendados | ClearPlan');
    // The summary: 2 medications and 1 doctor, the standard pharmacy, the month in Spanish.
    expect(
      await screen.findByText(
        'Hola, Jane. Según 2 medicamentos y 1 médico cerca de 73099. Recetas surtidas en una farmacia estándar, sin Ayuda Adicional, para un plan que empieza en enero de 2026.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Comparamos 42 planes a los que puede inscribirse en su zona/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Con cualquier plan, usted también paga la prima de la Parte B ($202.90 al mes en 2026); no está incluida en estos costos.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Mostrando 3 de 10 planes');
    expect(screen.getByRole('button', { name: /Ver 7 planes más/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveDisplayValue(
      'El que mejor le conviene',
    );

    const best = screen.getByRole('article', { name: 'Alpha Care (HMO)' });
    const inBest = within(best);
    expect(inBest.getByText('Mejor opción para usted')).toBeInTheDocument();
    expect(inBest.getByText('Puesto n.º 1')).toBeInTheDocument();
    expect(inBest.getByText('Prima mensual').nextElementSibling).toHaveTextContent('Gratis');
    expect(inBest.getByText('Desembolso máximo').nextElementSibling).toHaveTextContent('$3,900');
    expect(inBest.getByText('Calificación por estrellas').nextElementSibling).toHaveTextContent(
      '4.5 de 5 estrellas',
    );
    expect(best).toHaveTextContent('Costo anual estimado: $1,500');
    expect(best).toHaveTextContent('Primas $0 + medicamentos $300 + atención médica $1,200');
    expect(best).toHaveTextContent('Medicamentos cubiertos: 1 de 2');
    expect(inBest.getByText('No cubiertos:')).toBeInTheDocument();
    expect(
      inBest.getByRole('checkbox', { name: 'Agregar a la comparación: Alpha Care (HMO)' }),
    ).toBeInTheDocument();
    expect(
      inBest.getByRole('link', { name: 'Ver los detalles del plan Alpha Care (HMO)' }),
    ).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Beta Plus (PPO)' });
    expect(second).toHaveTextContent('$29 al mes');
    expect(second).toHaveTextContent('Plan demasiado nuevo para tener calificación');

    expect(
      screen.getByRole('heading', { name: '¿Medicare Advantage o Medicare Original?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Las dos formas' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Comparar planes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Guarde sus resultados' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Crear un enlace para compartir' })).toBeInTheDocument();
    expectNoEnglish(RESULTS_ENGLISH);
  });

  it('compares ticked plans in Spanish', async () => {
    const { user } = renderResults(PLANS, {}, { language: 'es' });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Agregar a la comparación: Alpha Care (HMO)' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Agregar a la comparación: Beta Plus (PPO)' }));
    expect(
      screen.getByText('En su comparación (2 de 3)', { selector: '#compare-note-H1001-001' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la comparación (2 elegidos)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Su comparación' })).toHaveTextContent(
      '2 de 3 planes marcados para comparar',
    );
    const table = screen.getByRole('table', { name: 'Los planes que eligió comparar, uno al lado del otro' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Prima mensual', 'Gratis', '$29 al mes'],
      ['Deducible', '$0', '$0'],
      ['Desembolso máximo', '$3,900', '$6,700'],
      ['Calificación por estrellas', '4.5 de 5 estrellas', 'Plan demasiado nuevo para tener calificación'],
      ['Costo anual estimado', '$1,500', '$900'],
      ['Medicamentos cubiertos', '1 de 2', '2 de 2'],
      ['Médicos dentro de la red', '1 de 1', '1 de 1'],
      ['Puntuación', '90 de 100', '85 de 100'],
    ]);
    expect(screen.getAllByRole('button', { name: 'Quitar Alpha Care (HMO) de la comparación' })).toHaveLength(
      2,
    );
    expectNoEnglish([...RESULTS_ENGLISH, 'Remove ', 'Clear comparison', 'plans ticked', 'Go to comparison']);
  });

  it('says "no longer opens" for an expired share link in Spanish', async () => {
    mockFetch({
      'GET /api/medicare/shared/expired-token': () =>
        json({ error: 'This link has expired.', code: 'NOT_FOUND' }, { status: 404 }),
      'GET /api/medicare/shared/expired-token/user': () =>
        json({ error: 'This link has expired.', code: 'NOT_FOUND' }, { status: 404 }),
    });
    renderRoute('/shared/expired-token', { language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este enlace ya no abre resultados' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empezar una búsqueda nueva' })).toBeInTheDocument();
    expectNoEnglish(['This link', 'expired', 'Start a new search', 'Shared Medicare']);
  });
});

describe('the plan detail page in Spanish', () => {
  it('names every group, fact and table in Spanish, with dates and money in the Spanish formats', async () => {
    const plan = makePlan({
      drugs: [makeDrug({ tier: 3, priorAuthorization: true, stepTherapy: true, daysSupply: 90 })],
      doctors: [makeDoctor(), makeDoctor({ name: 'Dr. Far', withinRadius: false, distanceMiles: 2 })],
      doctorsInNetwork: 2,
      totalDoctors: 2,
      drugPricing: makeDrugPricing(),
    });
    mockFetch({
      [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations([plan])),
      [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
      'GET /api/medicare/plan/H0001-001': () =>
        json(makePlanDetail({ updatedAt: '2026-03-02T15:04:00.000Z', partBPremiumReduction: 50 })),
    });
    renderRoute(`${RESULTS_PATH}/plan/H0001-001`, { language: 'es' });

    expect(await screen.findByRole('link', { name: 'Volver a los resultados' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Costos' })).toBeInTheDocument();
    expect(screen.getByText('Información del plan actualizada el 2 de marzo de 2026.')).toBeInTheDocument();
    expect(screen.getByText('Reducción de la prima de la Parte B').nextElementSibling).toHaveTextContent(
      '$50 al mes de vuelta en su prima de la Parte B',
    );
    expect(screen.getByRole('heading', { name: 'Visitas al médico' })).toBeInTheDocument();
    expect(screen.getByText('Médico de atención primaria (dentro de la red)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sus medicamentos' })).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'El plan debe aprobarlo antes (Autorización previa), Primero debe probar un medicamento de menor costo (Terapia escalonada)',
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('Suministro para 90 días').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Nivel 3').length).toBeGreaterThan(0);
    // Plurals: 1 mile and 2 miles.
    expect(
      screen.getAllByText('Dentro de la red, a 2 millas (más lejos que su radio de búsqueda)').length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByRole('heading', { name: 'Costo de los medicamentos según la farmacia' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Beneficios adicionales' })).toBeInTheDocument();
    expectNoEnglish([
      'Back to Results',
      'Plan Details',
      'Costs',
      'Doctor visits',
      'Hospital and emergency care',
      'Drugs by tier',
      'Extra benefits',
      'Network status',
      'Your medications',
      'Your doctors',
      'Prior authorization',
      'Step therapy',
      'day supply',
      'In network',
      'miles',
      'last updated',
      'Drug costs',
      'Preferred pharmacy',
      'Standard pharmacy',
      'Mail order',
      'your choice',
      'Primary care',
      'Estimated yearly cost',
      'Monthly premium',
      'a month back',
      'Not listed',
      'Enroll',
    ]);
  });
});

describe('the two ways to get Medicare in Spanish', () => {
  it('asks, compares and explains in Spanish, the facts from the catalogue', async () => {
    const facts = Object.values(enResults.roads.facts);
    mockFetch({
      [`GET /api/medicare/recommendations/${USER_ID}`]: () => json(makeRecommendations([makePlan()])),
      [`GET /api/medicare/user/${USER_ID}`]: () => json(makeSavedUser()),
      [`POST /api/medicare/recommendations/${USER_ID}/roads`]: () =>
        json(makeRoadsComparison({ facts, unconfirmed: ['Part A and Part B amounts'] })),
      ...shareHandlers(),
    });
    renderRoute(RESULTS_PATH, { language: 'es' });
    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: '¿Medicare Advantage o Medicare Original?' });
    const inPanel = within(panel);

    await user.click(inPanel.getByRole('button', { name: 'Comparar las dos formas' }));
    expect(inPanel.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Por favor, conteste "¿Mujer u hombre?": las primas de Medigap dependen de eso.',
      'Por favor, conteste "¿Usa tabaco?": las primas de Medigap dependen de eso.',
    ]);
    expect(
      inPanel.getByRole('combobox', { name: 'Sus ingresos anuales en 2024 (opcional)' }),
    ).toHaveDisplayValue('$109,000 o menos ($218,000 o menos si declara impuestos en conjunto)');
    await user.click(
      within(inPanel.getByRole('group', { name: '¿Mujer u hombre?' })).getByRole('radio', { name: 'Mujer' }),
    );
    await user.click(
      within(inPanel.getByRole('group', { name: '¿Usa tabaco?' })).getByRole('radio', {
        name: 'No uso tabaco',
      }),
    );
    await user.click(inPanel.getByRole('button', { name: 'Comparar las dos formas' }));

    expect(
      await inPanel.findByText('En un año típico, Medicare Advantage (Parte C) le cuesta unos $943 menos.'),
    ).toBeInTheDocument();
    // The bad year's verdict and the two ways' cards are the workings, behind one button.
    await user.click(inPanel.getByRole('button', { name: 'Vea cómo lo calculamos' }));
    expect(
      inPanel.getByText(
        'En un año malo, con una estadía en el hospital y atención de especialistas, Medicare Original con el Plan G le cuesta unos $1,757 menos: lo protege más.',
      ),
    ).toBeInTheDocument();
    const advantage = inPanel.getByRole('article', { name: 'Medicare Advantage (Parte C)' });
    expect(advantage).toHaveTextContent('En un año típico: unos $4,235');
    const costs = within(within(advantage).getByRole('table'))
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(costs).toEqual([
      ['Parte del costo', 'Año típico', 'Año malo'],
      ['Prima de la Parte B', '$2,435', '$2,435'],
      ['Prima del plan', '$0', '$0'],
      ['Medicamentos', '$600', '$600'],
      ['Atención médica y de hospital', '$1,200', '$3,900'],
      ['Total del año', '$4,235', '$6,935'],
    ]);
    const original = inPanel.getByRole('article', {
      name: 'Medicare Original + Medigap + plan de medicamentos',
    });
    expect(original).toHaveTextContent('Medicare Original + Plan G de Acme Life + WellRx Saver (PDP)');
    expect(
      inPanel.getByText(
        'Plan N de Acme Life: $110 al mes; en un año típico le deja unos $463 de su atención por pagar',
      ),
    ).toBeInTheDocument();
    expect(inPanel.getByRole('cell', { name: 'Dentro de la red del plan' })).toBeInTheDocument();
    const missed = inPanel.getByRole('heading', { name: 'Lo que muchas personas no saben' })
      .nextElementSibling as HTMLElement;
    expect(
      within(missed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      Object.values(resultsText('es').t('roads.facts', { returnObjects: true }) as Record<string, string>),
    );
    expect(
      inPanel.getByText(
        'Algunas cantidades de 2026 son las del año pasado hasta que Medicare las confirme: las cantidades de la Parte A y la Parte B.',
      ),
    ).toBeInTheDocument();

    await user.click(inPanel.getByRole('button', { name: 'Ver los detalles' }));
    expect(inPanel.getByRole('heading', { name: 'Comparación de planes Medigap' })).toBeInTheDocument();
    expect(
      inPanel.getByText('Todo lo que paga el Plan F, menos el deducible de la Parte B'),
    ).toBeInTheDocument();
    expect(
      inPanel.getByText(
        /^Médicos, pruebas y atención ambulatoria \(Parte B\): los primeros \$283\.00 del año/,
      ),
    ).toBeInTheDocument();
    expect(inPanel.getByRole('button', { name: 'Ocultar los detalles' })).toBeInTheDocument();
    expectNoEnglish([
      'Medicare Advantage or Original',
      'In a typical year',
      'In a bad year',
      'costs you about',
      'Part B premium',
      'Plan premium',
      'Doctor and hospital care',
      'Typical year',
      'Bad year',
      'Original Medicare',
      'What people often miss',
      'Other Medigap plans',
      ' from Acme',
      'leaves you about',
      'In the plan’s network',
      'Any doctor who accepts',
      'Change answers',
      'Print this comparison',
      'Hide the details',
      'Medigap plans compared',
      'What it pays',
      'Everything Plan F pays',
      'Drug plans for your drugs',
      'What Original Medicare leaves',
      'Lab tests cost nothing',
      'last year',
      'Medigap’s best time',
      '/month',
    ]);
  });
});

describe('plurals in Spanish', () => {
  const { t } = resultsText('es');
  it.each([
    ['resultsView.showMore', 'Ver 1 plan más', 'Ver 2 planes más'],
    ['summary.medications', '1 medicamento', '2 medicamentos'],
    ['summary.doctors', '1 médico', '2 médicos'],
    ['coverage.miles', '1 milla', '2 millas'],
    [
      'planCard.notVerified',
      'No verificado para este plan: 1 médico',
      'No verificados para este plan: 2 médicos',
    ],
  ] as const)('%s reads right for 1 and 2', (key, one, two) => {
    expect(t(key, { count: 1 })).toBe(one);
    expect(t(key, { count: 2 })).toBe(two);
  });
});
