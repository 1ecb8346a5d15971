import { describe, expect, it } from 'vitest';
import { summaryText, summaryWords } from './summary-text.ts';

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
    const { format } = summaryWords('es');
    expect(format.date('2026-11-27')).toBe('27 de noviembre de 2026');
    expect(format.money(3900)).toBe('$3,900');
  });
});
