import { describe, expect, it } from 'vitest';
import { type Reason, type ReasonKey, reason } from '../reasons';
import { LANGUAGES } from './languages';
import { forCostMonths, reasonsText, reasonText } from './reasons-text';
import { resources } from './resources';

/** Every reason key: the English catalogue's keys, plural forms once, without its helper words. */
const REASON_KEYS = [
  ...new Set(Object.keys(resources.en.reasons).map((key) => key.replace(/_(one|other)$/, ''))),
].filter((key) => !['notAvailable', 'limit', 'join'].includes(key)) as ReasonKey[];

/** Values that fill every placeholder any reason has. */
const SAMPLE_VALUES = {
  spend: 1077,
  paid: 1077,
  period: 'December 2026',
  premiums: 348,
  drugs: 564,
  medical: 165,
  giveback: 120,
  ahead: 1035,
  total: 957,
  amount: 29,
  full: 29,
  monthly: 11,
  covered: 1,
  count: 2,
  inNetwork: 1,
  name: 'Metformin',
  cost: 1800,
  tier: 3,
  miles: 4.2,
  rating: 4.5,
  limits: ['priorAuthorization', 'stepTherapy'],
  extras: ['extraDental', 'extraVision'],
  year: 2027,
  from: 0,
  to: 26,
  now: 2026,
  next: 2027,
  was: reason('statusInNetwork'),
  is: reason('statusOutOfNetwork'),
};

describe('plan reasons in words (issue 20)', () => {
  it.each(LANGUAGES)('has words for every reason in %s, with every placeholder filled', (language) => {
    const catalogue = resources[language].reasons as Record<string, unknown>;
    for (const key of REASON_KEYS) {
      const forms = Object.keys(catalogue).filter((k) => k === key || k.startsWith(`${key}_`));
      expect(forms.length, `${language} reasons:${key}`).toBeGreaterThan(0);
      const text = reasonText(reason(key, SAMPLE_VALUES), language);
      expect(text, `${language} ${key}`).not.toMatch(/\{\{|\}\}|undefined|\bextra[A-Z]|\blimit\./);
      expect(text).not.toBe(key);
    }
  });

  it('reads in English exactly as the sentences results stored before reasons were data', () => {
    const reasons: Reason[] = [
      reason('yearlyCost', { spend: 1077, premiums: 348, drugs: 564, medical: 165 }),
      reason('givebackAhead', { giveback: 1200, ahead: 1035 }),
      reason('premium', { amount: 0 }),
      reason('premiumExtraHelpLowerSample', { monthly: 11, full: 29 }),
      reason('drugsCovered', { covered: 0, count: 1 }),
      reason('drugCoveredWithLimitsStandard', {
        name: 'BrandB',
        limits: ['priorAuthorization', 'stepTherapy', 'quantityLimit'],
        tier: 6,
      }),
      reason('doctorsInNetwork', { inNetwork: 1, count: 2 }),
      reason('doctorInNetworkDistance', { name: 'Lee, Anna', miles: 0 }),
      reason('stars', { rating: 4.5 }),
      reason('moop', { amount: 3400 }),
      reason('extras', { extras: ['extraDental', 'extraOtc', 'extraMeals'] }),
      reason('eligibilityOther'),
    ];
    // One change from those sentences (issue 36): with a giveback, $1,077 is what the person pays
    // before it, not the estimated yearly cost the card shows ($0 here, $1,035 ahead).
    expect(reasonsText(reasons, 'en')).toEqual([
      'You pay $1,077 in the year: $348 in premiums, $564 for drugs and $165 for medical care.',
      'Medicare gives you back $1,200 of your Part B premium over the year, more than these costs: you come out $1,035 ahead.',
      '$0 monthly premium.',
      '$11 monthly premium with Extra Help ($29 without it) (sample data).',
      'Covers 0 of 1 of your medications.',
      "BrandB is covered with prior authorization and step therapy and a quantity limit. The plan lists no cost for tier 6, so we used Medicare's standard 25% of the price.",
      "1 of 2 of your doctors are in this plan's network.",
      'Lee, Anna is in network, 0 miles away.',
      '4.5-star Medicare quality rating.',
      'The most you would pay for covered medical care in network is $3,400 a year.',
      'Extras include dental, an over-the-counter allowance, meals after a hospital stay.',
      'Special Needs Plan: only for people who meet the plan’s eligibility rules.',
    ]);
  });

  it('reads in Spanish, names and amounts kept, lists joined in Spanish, plurals by count', () => {
    expect(
      reasonsText(
        [
          reason('yearlyCost', { spend: 1077, premiums: 348, drugs: 564, medical: 165 }),
          reason('drugsCovered', { covered: 1, count: 1 }),
          reason('drugsCovered', { covered: 1, count: 3 }),
          reason('drugCoveredWithLimits', {
            name: 'Eliquis',
            limits: ['priorAuthorization', 'quantityLimit'],
          }),
          reason('extras', { extras: ['extraVision', 'extraTransportation'] }),
        ],
        'es',
      ),
    ).toEqual([
      'Costo anual estimado $1,077: $348 en primas, $564 en medicamentos y $165 en atención médica.',
      'Cubre 1 de su 1 medicamento.',
      'Cubre 1 de sus 3 medicamentos.',
      'Eliquis está cubierto con autorización previa y un límite de cantidad.',
      'Beneficios adicionales: visión, transporte a sus citas.',
    ]);
  });

  it("words a current plan's changes with amounts, tiers and network words of their own", () => {
    const changes = [
      reason('changePremium', { from: 0, to: 26 }),
      reason('changeMoop', { from: 3400, to: null }),
      reason('changeDrugMovesTier', {
        name: 'Eliquis',
        from: reason('tier', { tier: 3 }),
        to: reason('tierUnknown'),
      }),
      reason('changeDoctor', {
        name: 'Lee, Anna',
        was: reason('statusInNetwork'),
        is: reason('statusNotVerified'),
        year: 2027,
      }),
    ];
    expect(reasonsText(changes, 'en')).toEqual([
      'The monthly premium goes from Free to $26.',
      'The most you would pay for covered care in network goes from $3,400 to N/A a year.',
      'Eliquis moves from tier 3 to an unknown tier.',
      'Lee, Anna: in network this year, not verified in 2027.',
    ]);
    expect(reasonsText(changes, 'es')).toEqual([
      'La prima mensual pasa de Gratis a $26.',
      'Lo máximo que pagaría por la atención cubierta dentro de la red pasa de $3,400 a No disponible al año.',
      'Eliquis cambia de nivel: antes nivel 3, ahora un nivel desconocido.',
      'Lee, Anna: en la red este año, sin verificar en 2027.',
    ]);
  });

  it('leaves a reason stored as an English sentence as it was written, in either language', () => {
    expect(reasonsText(['$0 monthly premium.'], 'es')).toEqual(['$0 monthly premium.']);
  });

  it('names the months of a part year in the cost reason, in each language (issue 36)', () => {
    const reasons = [
      reason('yearlyCost', { spend: 64, premiums: 0, drugs: 53, medical: 11 }),
      reason('noRx'),
    ];
    expect(reasonsText(forCostMonths(reasons, 12, 2026, 'en'), 'en')[0]).toBe(
      'Estimated cost for December 2026 $64: $0 in premiums, $53 for drugs and $11 for medical care.',
    );
    expect(reasonsText(forCostMonths(reasons, 7, 2026, 'en'), 'en')[0]).toBe(
      'Estimated cost for July 2026 to December 2026 $64: $0 in premiums, $53 for drugs and $11 for medical care.',
    );
    expect(reasonsText(forCostMonths(reasons, 12, 2026, 'es'), 'es')[0]).toMatch(
      /^Costo estimado de diciembre de 2026 /,
    );
    // With a Part B giveback the paid line and the giveback line name the same months.
    const giveback = [
      reason('yearPaid', { paid: 600, premiums: 0, drugs: 400, medical: 200 }),
      reason('givebackAhead', { giveback: 900, ahead: 300 }),
      reason('givebackTotal', { giveback: 100, total: 500 }),
    ];
    expect(reasonsText(forCostMonths(giveback, 7, 2026, 'en'), 'en')).toEqual([
      'You pay $600 for July 2026 to December 2026: $0 in premiums, $400 for drugs and $200 for medical care.',
      'Medicare gives you back $900 of your Part B premium for July 2026 to December 2026, more than these costs: you come out $300 ahead.',
      'Medicare gives you back $100 of your Part B premium for July 2026 to December 2026, so your estimated cost for July 2026 to December 2026 is $500.',
    ]);
    expect(reasonsText(forCostMonths(giveback, 12, 2026, 'es'), 'es')[1]).toBe(
      'Medicare le devuelve $900 de su prima de la Parte B de diciembre de 2026, más que estos costos: al final le quedan $300 a favor.',
    );
    expect(forCostMonths(giveback, 1, 2026, 'en')).toEqual(giveback);
    // A January start is the whole year: the reason is unchanged.
    expect(forCostMonths(reasons, 1, 2026, 'en')).toEqual(reasons);
  });
});
