import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatDate,
  formatDateTime,
  formatMoney,
  formatMonthlyPremium,
  formatPremium,
  formatStars,
} from '../format';
import { createI18n } from './create-i18n';
import { createFormatters } from './formatters';

const english = createFormatters(createI18n('en'));
const spanish = createFormatters(createI18n('es'));

const AMOUNTS = [3900, 0, 1234567, 29.4, 29.5, -50, 202.9, null, undefined, Number.NaN];

describe('English reads exactly as src/shared/format.ts', () => {
  it.each(AMOUNTS.map((value) => [value]))('amount %s', (value) => {
    expect(english.money(value)).toBe(formatMoney(value));
    expect(english.cents(value)).toBe(formatCents(value));
    expect(english.premium(value)).toBe(formatPremium(value));
    expect(english.monthlyPremium(value)).toBe(formatMonthlyPremium(value));
  });

  it.each([[4.5], [4], [null], [undefined]])('stars %s', (rating) => {
    expect(english.stars(rating)).toBe(formatStars(rating));
  });

  it.each([
    ['1955-04-12', undefined],
    ['1955-01-01', 'Pacific/Kiritimati'],
    ['2026-03-02T02:30:00.000Z', 'America/Chicago'],
    ['2026-03-02T15:04:00.000Z', 'UTC'],
    ['not a date', undefined],
  ])('dates %s in %s', (value, timeZone) => {
    expect(english.date(value, timeZone)).toBe(formatDate(value, timeZone));
    expect(english.dateTime(value, timeZone)).toBe(formatDateTime(value, timeZone));
  });
});

describe('Spanish (es-US)', () => {
  it('keeps dollar amounts as seniors see them on their Medicare papers', () => {
    expect(spanish.money(3900)).toBe('$3,900');
    expect(spanish.cents(202.9)).toBe('$202.90');
    expect(spanish.money(null)).toBe('No disponible');
    expect(spanish.premium(0)).toBe('Gratis');
    expect(spanish.monthlyPremium(29)).toBe('$29 al mes');
    expect(spanish.monthlyPremium(0)).toBe('Gratis');
    expect(spanish.number(12345)).toBe('12,345');
  });

  it('writes dates and times in Spanish', () => {
    expect(spanish.date('2026-11-27')).toBe('27 de noviembre de 2026');
    expect(spanish.date('1955-04-12', 'America/Los_Angeles')).toBe('12 de abril de 1955');
    expect(spanish.dateTime('2026-03-02T15:04:00.000Z', 'UTC')).toBe('2 de marzo de 2026, 3:04 p.m.');
    expect(spanish.dateTime('pronto')).toBe('pronto');
  });

  it('rates plans in Spanish', () => {
    expect(spanish.stars(4.5)).toBe('4.5 de 5 estrellas');
    expect(spanish.stars(null)).toBe('Plan demasiado nuevo para tener calificación');
  });
});

describe('createI18n', () => {
  it('is ready when it returns, in the language asked, with English as the fallback', () => {
    const i18n = createI18n('es');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('es');
    expect(i18n.t('notFound.title')).toBe('No encontramos la página');
    expect(createI18n('en').t('notFound.title')).toBe('Page Not Found');
  });

  it('offers money, cents and long dates inside texts, in the text language', () => {
    const es = createI18n('es');
    es.addResource('es', 'common', 'sample', '{{amount, money}} · {{part, cents}} · {{day, longDate}}');
    // biome-ignore lint/suspicious/noExplicitAny: a key added at run time for this test only
    expect(es.t('sample' as any, { amount: 3900, part: 202.9, day: '2026-11-27' })).toBe(
      '$3,900 · $202.90 · 27 de noviembre de 2026',
    );
  });

  it('keeps instances apart: one in Spanish does not change another', async () => {
    const a = createI18n('en');
    const b = createI18n('en');
    await b.changeLanguage('es');
    expect(a.language).toBe('en');
    expect(b.t('gate.enter')).toBe('Entrar');
  });
});

describe('county names', () => {
  it.each([
    ['Texas', 'Texas County', 'Condado de Texas'],
    ['Canadian County', 'Canadian County', 'Condado de Canadian'],
    ['  Tulsa ', 'Tulsa County', 'Condado de Tulsa'],
    ['', '', ''],
  ])('%j → %j / %j', (name, inEnglish, inSpanish) => {
    expect(english.county(name)).toBe(inEnglish);
    expect(spanish.county(name)).toBe(inSpanish);
  });
});
