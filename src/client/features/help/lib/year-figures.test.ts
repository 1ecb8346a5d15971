import { describe, expect, it } from 'vitest';
import { createFormatters } from '../../../../shared/i18n/formatters';
import { resources } from '../../../../shared/i18n/resources';
import { createPageI18n } from '../../../i18n/client-i18n';
import { fillYearFigures } from './year-figures';

function words(language: 'en' | 'es') {
  const i18n = createPageI18n(language);
  return { t: i18n.getFixedT(language, 'help'), f: createFormatters(i18n) };
}

describe('the plan years’ figures in How we rank plans (issue 36)', () => {
  it('fills each figure with every priced year’s own, and says which are carried', () => {
    const { t, f } = words('en');
    // engine/plan-year.ts: cap $2,100 (2026), $2,400 (2027, CMS); Part B $202.90 and $283 for 2026,
    // carried into 2027 until 2027's are published.
    expect(fillYearFigures('the yearly cap on drug costs ({drugCap})', t, f)).toBe(
      'the yearly cap on drug costs ($2,100 in 2026; $2,400 in 2027)',
    );
    expect(fillYearFigures('The Part B premium itself ({partBPremium})', t, f)).toBe(
      'The Part B premium itself ($202.90 a month in 2026; $202.90 in 2027 (2026 figure; 2027 not yet published))',
    );
    expect(fillYearFigures('deductible ({partBDeductible}).', t, f)).toBe(
      'deductible ($283 in 2026; $283 in 2027 (2026 figure; 2027 not yet published)).',
    );
    const es = words('es');
    expect(fillYearFigures('({drugCap})', es.t, es.f)).toBe('($2,100 en 2026; $2,400 en 2027)');
    expect(fillYearFigures('{unknown}', t, f)).toBe('{unknown}');
  });

  it('no catalogue quotes a plan year’s figure as written text: each comes from engine/plan-year.ts', () => {
    // The cap, deductibles, Part B premium and Extra Help copays of 2026 and 2027.
    const figures = [
      '$2,100',
      '$2,400',
      '$615',
      '$202.90',
      '$283',
      '$1,736',
      '$2,950',
      '$5.10',
      '$12.65',
      '$1.60',
      '$4.80',
    ];
    for (const [language, namespaces] of Object.entries(resources)) {
      const text = JSON.stringify(namespaces);
      for (const figure of figures) expect(text, `${language}: ${figure}`).not.toContain(figure);
    }
  });
});
