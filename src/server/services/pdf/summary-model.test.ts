/**
 * The PDF summary names the plan year's own figures (issue 36): the Part B premium beside every
 * plan is the year's from engine/plan-year.ts, and one carried from the year before says so beside
 * the number; a part of the year is named by its months.
 */
import { describe, expect, it } from 'vitest';
import { type SummaryInput, summaryModel } from './summary-model.ts';

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
});
