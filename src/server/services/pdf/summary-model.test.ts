/**
 * The PDF summary names the plan year's own figures (issue 36): the Part B premium beside every
 * plan is the year's from engine/plan-year.ts, and one carried from the year before says so beside
 * the number; a part of the year is named by its months.
 */
import { describe, expect, it } from 'vitest';
import { makeDrug, makePlan } from '../../../client/features/results/testing/results-factories.ts';
import { serverWords } from '../platform/words.ts';
import { type SummaryInput, summaryModel, summaryText } from './summary-model.ts';

const input = (
  planYear: number,
  coverageStartMonth = 1,
  lang: SummaryInput['lang'] = 'en',
): SummaryInput => ({
  lang,
  user: { firstName: 'Ada', medications: [], doctors: [] },
  shared: false,
  planYear,
  coverageStartMonth,
  planData: { planYear, medicareUpdatedOn: null, samplePlans: true },
  planYearNotice: null,
  totalEligiblePlans: 0,
  plans: [],
  now: new Date('2026-11-26T12:00:00Z'),
});

describe('the PDF summary’s plan-year figures (PDF surface)', () => {
  it('2026: the Part B premium is 2026’s own ($202.90, CMS)', () => {
    expect(summaryModel(input(2026)).about.lines).toContain(
      'You also pay the Part B premium ($202.90 a month in 2026) with every plan; it is not in these costs.',
    );
  });

  it('2027: the 2026 premium stands in, and the line says so beside the number', () => {
    const lines = summaryModel(input(2027)).about.lines;
    expect(lines).toContain(
      'You also pay the Part B premium ($202.90 a month, 2026 figure; 2027 not yet published) with every plan; it is not in these costs.',
    );
    expect(summaryModel(input(2027, 1, 'es')).about.lines).toContain(
      'Con cualquier plan también paga la prima de la Parte B ($202.90 al mes, cifra de 2026; la de 2027 aún no se ha publicado); no está incluida en estos costos.',
    );
  });

  it('a part year: the Part B giveback line names the same months as the cost', () => {
    // $966 paid, $600 back over July–December: $366 to pay, taken off already.
    const plan = makePlan({
      id: 'H0001-001',
      estimatedAnnualCost: 366,
      costBreakdown: { premiums: 0, drugs: 0, medical: 966, partBGiveback: 600 },
    });
    const [july] = summaryModel({ ...input(2026, 7), plans: [plan] }).plans.items;
    expect(july?.costParts).toContain(
      'Medicare gives you back $600 of your Part B premium for July 2026 to December 2026, already taken off the cost above.',
    );
    expect(july?.costParts.join(' ')).not.toMatch(/over the year/);
    const [whole] = summaryModel({ ...input(2026, 1), plans: [plan] }).plans.items;
    expect(whole?.costParts.join(' ')).toContain('of your Part B premium over the year');
  });
});

describe('the PDF summary’s page-1 sample notice (PDF surface, issue 36)', () => {
  const sample = makePlan({ id: 'H0001-001', isSampleData: true });
  const real = makePlan({ id: 'H9999-003', isSampleData: false });

  it('says plainly on page 1 when every plan shown is sample data, in English and Spanish', () => {
    expect(summaryModel({ ...input(2026), plans: [sample] }).sampleNotice).toBe(
      'Sample data: the 2026 plans in this summary are examples for demonstration, not real Medicare plans or prices. Do not choose a plan from them; look plans up on Medicare.gov or call 1-800-MEDICARE.',
    );
    expect(summaryModel({ ...input(2026, 1, 'es'), plans: [sample] }).sampleNotice).toMatch(
      /^Datos de muestra: los planes de 2026 de este resumen son ejemplos para demostración/,
    );
  });

  it('counts the sample plans when only some are, and says nothing when none is', () => {
    expect(summaryModel({ ...input(2026), plans: [sample, real] }).sampleNotice).toMatch(
      /^Sample data: some plans in this summary \(1 of 2\) are examples for demonstration/,
    );
    expect(summaryModel({ ...input(2026), plans: [real] }).sampleNotice).toBeNull();
  });
});

describe('the PDF summary’s drug-line note on a quantity above the usual (PDF surface, issue 36 item 8)', () => {
  // 100 pens a month kept as typed: above the usual 10 (shared/quantity-limits.ts), so the results'
  // drug line says so, and the plan's notes in the summary say the same, named by the drug.
  const plan = makePlan({
    id: 'H0001-001',
    drugs: [
      makeDrug({ name: 'Atorvastatin' }),
      makeDrug({ name: 'Lantus', quantityAboveUsual: { quantity: 100, form: 'pen', usualMax: 10 } }),
    ],
    lateEnrollmentWarning: false,
    isSampleData: false,
  });

  it('names the drug and says what the results say, in English and Spanish', () => {
    const [en] = summaryModel({ ...input(2026), plans: [plan] }).plans.items;
    expect(en?.notes).toEqual([
      'Lantus: You entered 100 pens for each fill, more than people usually take (usually up to 10 pens). This cost counts that amount: if it is a slip, change it in your answers.',
    ]);
    const [es] = summaryModel({ ...input(2026, 1, 'es'), plans: [plan] }).plans.items;
    expect(es?.notes).toEqual([
      'Lantus: Usted indicó 100 plumas cada vez que surte la receta, más de lo que la gente suele usar (por lo general, hasta 10 plumas). Este costo cuenta esa cantidad: si es un error, cámbiela en sus respuestas.',
    ]);
  });

  it('says nothing for quantities within the usual, nor on a shared copy (which leaves out doses)', () => {
    const within = makePlan({ ...plan, drugs: [makeDrug({ name: 'Atorvastatin' })] });
    expect(summaryModel({ ...input(2026), plans: [within] }).plans.items[0]?.notes).toEqual([]);
    expect(summaryModel({ ...input(2026), shared: true, plans: [plan] }).plans.items[0]?.notes).toEqual([]);
  });
});

describe('the summary words', () => {
  it('fills the placeholders', () => {
    expect(summaryText('en', 'preparedFor', { firstName: 'Ada' })).toBe('Prepared for Ada');
    expect(summaryText('en', 'footer', { page: 1, pages: 3 })).toBe('Page 1 of 3');
    expect(summaryText('es', 'footer', { page: 1, pages: 3 })).toBe('Página 1 de 3');
  });

  it('chooses the plural form by count in each language', () => {
    expect(summaryText('en', 'plansIntro', { count: 1, shown: 1 })).toMatch(
      /^We compared 1 plan you can join/,
    );
    expect(summaryText('en', 'plansIntro', { count: 28, shown: 10 })).toMatch(
      /^We compared 28 plans .* Here are the top 10\.$/,
    );
    expect(summaryText('es', 'plansIntro', { count: 1, shown: 1 })).toMatch(/^Comparamos 1 plan al que/);
    expect(summaryText('es', 'plansIntro', { count: 28, shown: 10 })).toMatch(
      /^Comparamos 28 planes .* Estos son los 10 mejores\.$/,
    );
  });

  it('writes Spanish headings, dates and amounts in Spanish', () => {
    expect(summaryText('es', 'medicationsHeading')).toBe('Sus medicamentos');
    const { format } = serverWords('es');
    expect(format.date('2026-11-27')).toBe('27 de noviembre de 2026');
    expect(format.money(3900)).toBe('$3,900');
  });
});
