/**
 * The test that fails when a string is missing in Spanish (ADR 0019): every namespace, read from
 * the JSON files on disk, must have the same keys in each language as in English, with the plural
 * forms each language needs, no empty text, the same {{placeholders}} and <tags>, and no Spanish
 * text left as its English original (outside a short allow-list of words that are the same).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from './languages';
import { NAMESPACES } from './resources';

const LOCALES = path.join(import.meta.dirname, 'locales');

/** Texts that read the same in both languages (brand names, codes); "namespace:key" → why. */
const SAME_IN_BOTH: Readonly<Record<string, string>> = {
  'finder:extraHelp.none': '"No" is Spanish too',
  'finder:actions.error': '"Error" is Spanish too',
  'finder:health.conditions.diabetes': '"Diabetes" is Spanish too',
  'finder:currentPlan.planFallback': '"Plan" is Spanish too; the rest is the plan ID',
  'reasons:extraDental': 'dental is dental in Spanish too',
  'reasons:join.comma': 'a list separator',
};

/** Words that may stand alone as the same in both languages, wherever they appear. */
const SAME_WORDS = new Set([
  'OK',
  'ClearPlan',
  'Medicare',
  'Medicare.gov',
  'Medigap',
  'TTY',
  'ZIP',
  'HMO',
  'PPO',
]);

type Catalogue = Record<string, unknown>;

function readCatalogue(language: Language, namespace: string): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Catalogue;
}

/** Flattens nested keys to "a.b.c" → value. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Catalogue, full)) flat.set(k, v);
    } else flat.set(full, value);
  }
  return flat;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The plural forms Intl says a language needs ("es" lists one, many and other). */
const pluralForms = (language: Language) =>
  [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();

/** Keys with their plural suffix taken off: "doctors_one" → "doctors", each with its forms. */
function baseKeys(flat: Map<string, unknown>): Map<string, string[]> {
  const bases = new Map<string, string[]>();
  for (const key of flat.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const forms = bases.get(base) ?? [];
    if (match?.[1]) forms.push(match[1]);
    bases.set(base, forms);
  }
  return bases;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)\s*\/?>/g)].map((m) => m[0]).sort();

const english = new Map(NAMESPACES.map((ns) => [ns, flatten(readCatalogue('en', ns))]));
const translations = LANGUAGES.filter((language) => language !== 'en');

describe('catalogues', () => {
  it('has a file per language and namespace, and nothing else', () => {
    for (const language of LANGUAGES) {
      const files = fs.readdirSync(path.join(LOCALES, language)).sort();
      expect(files).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  it.each(NAMESPACES)('English %s has every plural form English needs, and no empty text', (ns) => {
    const flat = english.get(ns) ?? new Map();
    for (const [base, forms] of baseKeys(flat)) {
      if (forms.length > 0) expect(forms.sort(), `en ${ns}:${base}`).toEqual(pluralForms('en'));
    }
    for (const [key, value] of flat) {
      expect(typeof value, `en ${ns}:${key}`).toBe('string');
      expect(String(value).trim(), `en ${ns}:${key} is empty`).not.toBe('');
    }
  });

  describe.each(translations)('%s', (language) => {
    it.each(NAMESPACES)('%s has every English key, with the plural forms the language needs', (ns) => {
      const source = baseKeys(english.get(ns) ?? new Map());
      const target = baseKeys(flatten(readCatalogue(language, ns)));
      const missing = [...source.keys()].filter((key) => !target.has(key));
      const extra = [...target.keys()].filter((key) => !source.has(key));
      expect(missing, `keys missing from ${language}/${ns}.json`).toEqual([]);
      expect(extra, `keys in ${language}/${ns}.json that English does not have`).toEqual([]);
      for (const [base, forms] of source) {
        const translated = target.get(base) ?? [];
        if (forms.length === 0) expect(translated, `${language} ${ns}:${base} is not plural`).toEqual([]);
        else
          expect(translated.sort(), `${language} ${ns}:${base} plural forms`).toEqual(pluralForms(language));
      }
    });

    it.each(NAMESPACES)(
      '%s: no empty text, the same placeholders and tags, nothing left in English',
      (ns) => {
        const source = english.get(ns) ?? new Map();
        const target = flatten(readCatalogue(language, ns));
        const untranslated: string[] = [];
        for (const [key, value] of target) {
          const where = `${language} ${ns}:${key}`;
          expect(typeof value, where).toBe('string');
          const text = String(value);
          expect(text.trim(), `${where} is empty`).not.toBe('');
          const match = PLURAL_SUFFIX.exec(key);
          // A form English lacks ("many") is checked against English's "other".
          const englishText = String(
            source.get(key) ?? (match ? source.get(`${key.slice(0, match.index)}_other`) : ''),
          );
          expect(placeholders(text), `${where} placeholders`).toEqual(placeholders(englishText));
          expect(tags(text), `${where} tags`).toEqual(tags(englishText));
          // A text of placeholders and punctuation alone ("{{count}} {{unit}}") has no language.
          const words = text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, '');
          const allowed = SAME_WORDS.has(text) || `${ns}:${key}` in SAME_IN_BOTH || !/\p{L}/u.test(words);
          if (text === englishText && !allowed) untranslated.push(`${ns}:${key} "${text}"`);
        }
        expect(untranslated, `${language} texts still in English`).toEqual([]);
      },
    );
  });
});

describe('the check itself', () => {
  it('sees a key missing, a plural form missing and a placeholder changed', () => {
    const source = baseKeys(
      new Map([
        ['a', 'x'],
        ['n_one', '1'],
        ['n_other', '{{count}}'],
      ]),
    );
    const missing = baseKeys(
      new Map([
        ['n_one', '1'],
        ['n_other', '{{count}}'],
      ]),
    );
    expect([...missing.keys()]).not.toEqual([...source.keys()]);
    const noMany = baseKeys(
      new Map([
        ['a', 'y'],
        ['n_one', '1'],
        ['n_other', '{{count}}'],
      ]),
    );
    expect(noMany.get('n')?.sort()).not.toEqual(pluralForms('es'));
    expect(placeholders('{{count}} médicos')).not.toEqual(placeholders('{{total}} doctors'));
    expect(tags('visite <medicare>Medicare.gov</medicare>')).not.toEqual(tags('visit Medicare.gov'));
  });
});
