import { describe, expect, it } from 'vitest';
import howWeRankEs from '../../../../../docs/how-we-rank.es.md?raw';
import howWeRank from '../../../../../docs/how-we-rank.md?raw';
import { KNOWN_PLAN_YEARS, PLAN_YEARS, type PlanYearParameters } from '../../../../engine/plan-year';
import { createFormatters } from '../../../../shared/i18n/formatters';
import { resources } from '../../../../shared/i18n/resources';
import { createPageI18n } from '../../../i18n/client-i18n';
import { figureInYear, fillYearFigures } from './year-figures';

function words(language: 'en' | 'es') {
  const i18n = createPageI18n(language);
  return { t: i18n.getFixedT(language, 'help'), f: createFormatters(i18n) };
}

const year = (y: number) => PLAN_YEARS[y] as PlanYearParameters;

describe('the plan years’ figures on the Help page (issue 36)', () => {
  it('offers the figures of 2026 and 2027, the years the finder prices', () => {
    expect(KNOWN_PLAN_YEARS).toEqual([2026, 2027]);
  });

  it('fills each figure with every priced year’s own, and says which are carried', () => {
    const { t, f } = words('en');
    // engine/plan-year.ts: cap $2,100 (2026), $2,400 (2027, CMS); Part B $202.90 and $283 for 2026,
    // carried into 2027 until 2027's are published; insulin $35 a month in both (set by law).
    expect(year(2026).drugOutOfPocketCap).toBe(2100);
    expect(year(2027).drugOutOfPocketCap).toBe(2400);
    expect(fillYearFigures('the yearly cap on drug costs ({drugCap}; {insulinCap} a month)', t, f)).toBe(
      'the yearly cap on drug costs ($2,100 in 2026; $2,400 in 2027; $35 a month)',
    );
    expect(fillYearFigures('The Part B premium itself ({partBPremium})', t, f)).toBe(
      'The Part B premium itself ($202.90 a month in 2026; $202.90 in 2027 (2026 figure; 2027 not yet published))',
    );
    expect(fillYearFigures('deductible ({partBDeductible}).', t, f)).toBe(
      'deductible ($283 in 2026; $283 in 2027 (2026 figure; 2027 not yet published)).',
    );
    // shared/income-adjustments.ts: 2026's bands by 2024 income ($109,000 / $218,000; Part B $81.20 to
    // $487.00, drug coverage $14.50 to $91.00), carried into 2027 (by 2025 income) until entered.
    expect(fillYearFigures('drug coverage: {incomeAdjustment}.', t, f)).toBe(
      'drug coverage: for 2026, a 2024 income above $109,000 ($218,000 filing jointly) adds $81.20 to $487.00 a month to Part B and $14.50 to $91.00 a month to drug coverage; ' +
        'for 2027, a 2025 income above $109,000 ($218,000 filing jointly) adds $81.20 to $487.00 a month to Part B and $14.50 to $91.00 a month to drug coverage (2026 amounts; 2027 not yet published).',
    );
    const es = words('es');
    expect(fillYearFigures('({drugCap})', es.t, es.f)).toBe('($2,100 en 2026; $2,400 en 2027)');
    expect(fillYearFigures('{incomeAdjustment}', es.t, es.f)).toContain(
      'para 2027, con ingresos en 2025 de más de $109,000',
    );
    expect(fillYearFigures('{unknown}', t, f)).toBe('{unknown}');
  });

  it('names each year’s Extra Help copays from engine/plan-year.ts, 2027’s as 2026’s carried', () => {
    const { f } = words('en');
    for (const y of KNOWN_PLAN_YEARS) {
      const copays = year(y).extraHelpCopays;
      expect(figureInYear('extraHelpGeneric', y, f).amount).toBe(`$${copays.full.generic.toFixed(2)}`);
      expect(figureInYear('extraHelpBrand', y, f).amount).toBe(`$${copays.full.brand.toFixed(2)}`);
      expect(figureInYear('extraHelpDualGeneric', y, f).amount).toBe(
        `$${copays.fullDual.generic.toFixed(2)}`,
      );
      expect(figureInYear('extraHelpDualBrand', y, f).amount).toBe(`$${copays.fullDual.brand.toFixed(2)}`);
    }
    expect(figureInYear('extraHelpGeneric', 2026, f)).toEqual({
      amount: '$5.10',
      carried: false,
      from: 2026,
    });
    // plan-year.ts lists Extra Help copays among 2027's carried figures.
    expect(year(2027).carriedForward).toContain('extraHelpCopays');
    expect(figureInYear('extraHelpBrand', 2027, f)).toEqual({ amount: '$12.65', carried: true, from: 2026 });
    expect(figureInYear('insulinCap', 2027, f)).toEqual({ amount: '$35', carried: false, from: 2027 });
  });

  it('no catalogue or How-we-rank text writes out a plan-year figure: each comes from engine/plan-year.ts', () => {
    // Every dollar amount of every plan year's entry (cap, deductibles, insulin cap, MOOP, Extra Help
    // copays, Part A and B amounts, high-deductible Medigap), written as the pages write money:
    // "$2,100", "$2100", "$2,100.00", "$5.10". $0 (Extra Help's institutional level) is every free
    // thing's amount and is left out.
    const amounts = new Set<number>();
    for (const entry of Object.values(PLAN_YEARS)) {
      const { maxRxDeductible, drugOutOfPocketCap, insulinMonthlyCap, maxInNetworkMoop } = entry;
      for (const value of [maxRxDeductible, drugOutOfPocketCap, insulinMonthlyCap, maxInNetworkMoop])
        if (value) amounts.add(value);
      for (const level of Object.values(entry.extraHelpCopays))
        for (const value of Object.values(level)) if (value) amounts.add(value);
      for (const value of Object.values(entry.medicare)) if (value) amounts.add(value);
    }
    expect(amounts.size).toBeGreaterThanOrEqual(10);
    const written = [...amounts].flatMap((value) => {
      const whole = Number.isInteger(value);
      const grouped = value.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2 });
      return [`$${grouped}`, `$${grouped.replace(/,/g, '')}`, ...(whole ? [`$${grouped}.00`] : [])];
    });
    // A figure followed by another digit ($2,1000) is not that figure.
    const names = (text: string, figure: string) =>
      new RegExp(`${figure.replace(/[$.]/g, '\\$&')}(?![\\d,]\\d)`).test(text);
    const texts: [string, string][] = [
      ...Object.entries(resources).map(([language, namespaces]): [string, string] => [
        `locale ${language}`,
        JSON.stringify(namespaces),
      ]),
      ['docs/how-we-rank.md', howWeRank],
      ['docs/how-we-rank.es.md', howWeRankEs],
    ];
    for (const [where, text] of texts)
      for (const figure of written) expect(names(text, figure), `${where}: ${figure}`).toBe(false);
    // The check can fail: a text that writes the cap out is caught.
    expect(written.some((figure) => names('the yearly $2,100 cap', figure))).toBe(true);
    expect(written.some((figure) => names('$35 a month', figure))).toBe(true);
  });
});
