import { describe, expect, it } from 'vitest';
import { SUMMARY_TEXT, summaryText, writtenLanguage } from './summary-text.ts';

describe('the summary dictionary', () => {
  it('fills i18next-style placeholders and leaves unknown ones visible', () => {
    expect(summaryText('en', 'preparedFor', { firstName: 'Ada' })).toBe('Prepared for Ada');
    expect(summaryText('en', 'footer', { page: 1, pages: 3 })).toBe('Page 1 of 3');
    expect(summaryText('en', 'preparedFor')).toBe('Prepared for {{firstName}}');
  });

  it('chooses the plural form by count, as i18next does', () => {
    expect(summaryText('en', 'plansIntro', { count: 1, shown: 1 })).toMatch(
      /^We compared 1 plan you can join/,
    );
    expect(summaryText('en', 'plansIntro', { count: 28, shown: 10 })).toMatch(
      /^We compared 28 plans .* Here are the top 10\.$/,
    );
  });

  it('reads English where Spanish has no string yet, and says the document is in English', () => {
    expect(summaryText('es', 'heading')).toBe(SUMMARY_TEXT.heading);
    expect(writtenLanguage('es')).toBe('en');
    expect(writtenLanguage('en')).toBe('en');
  });

  it('uses keys i18next reads as they are (no dots, no nesting separators)', () => {
    for (const key of Object.keys(SUMMARY_TEXT)) expect(key).toMatch(/^[A-Za-z]+(_one|_other)?$/);
  });
});
