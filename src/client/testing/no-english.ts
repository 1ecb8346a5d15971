import { expect } from 'vitest';

/**
 * English words that no Spanish sentence contains, while nearly every English sentence, label or
 * button has one: finding one on a page shown in Spanish means some text was left out of the
 * catalogues (ADR 0019). Names (ClearPlan, Medicare Advantage, plan and drug names) have none.
 */
const ENGLISH_WORDS = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'for',
  'of',
  'is',
  'are',
  'this',
  'that',
  'please',
  'what',
  'which',
  'how',
  'we',
  'our',
  'from',
  'will',
  'can',
  'have',
  'has',
  'be',
  'an',
  'it',
  'to',
  'or',
  'at',
  'on',
  'not',
  'any',
  'all',
  'each',
  'if',
  'who',
  'when',
  'find',
  'search',
  'enter',
  'add',
  'select',
  'choose',
  'remove',
  'delete',
  'back',
  'next',
  'previous',
  'save',
  'submit',
  'loading',
  'help',
  'history',
  'results',
  'doctor',
  'doctors',
  'medication',
  'medications',
  'pharmacy',
  'month',
  'year',
  'free',
  'none',
  'yes',
  'step',
  'name',
  'notifications',
  'date',
  'birth',
  'county',
  'zip',
  'code',
  'cost',
  'costs',
  'plans',
  'drug',
  'drugs',
  'try',
  'again',
  'cancel',
  'close',
  'menu',
  'main',
  'skip',
  'page',
  'found',
  'type',
  'characters',
  'required',
  'must',
  'invalid',
  'optional',
];
const WORDS = `(?<![\\p{L}\\d])(${ENGLISH_WORDS.join('|')})(?![\\p{L}\\d])`;
const HAS_ENGLISH = new RegExp(WORDS, 'iu');
const EACH_ENGLISH = new RegExp(WORDS, 'giu');

/** Attributes whose words a person hears or sees. */
const SPOKEN_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-valuetext', 'placeholder', 'title', 'alt'];

/** Text that is English on purpose: the words allowed, with where they may stand. */
export type EnglishAllowance = RegExp;

/**
 * True for an element inside text marked English (`lang="en"` on it or an ancestor in the page).
 * `<html lang>` is not such a mark: it is the page's language, which these checks are about, and
 * was left by whatever ran before (an admin page sets it to English while it is shown).
 */
function markedEnglish(element: Element | null): boolean {
  const marked = element?.closest('[lang]');
  return !!marked && marked !== document.documentElement && marked.getAttribute('lang') === 'en';
}

/** Every text a person reads or hears on the page: visible text, spoken attributes and the tab title. */
export function pageTexts(root: ParentNode = document.body): string[] {
  const texts: string[] = [document.title];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style') || markedEnglish(parent)) continue;
    const text = node.textContent?.trim();
    if (text) texts.push(text);
  }
  for (const element of (root as ParentNode).querySelectorAll<HTMLElement>('*')) {
    if (markedEnglish(element)) continue;
    for (const name of SPOKEN_ATTRIBUTES) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  return texts;
}

/** The texts on the page with an English word, the words marked [like this]. */
export function englishLeft(root: ParentNode = document.body, allowed: EnglishAllowance[] = []): string[] {
  return pageTexts(root)
    .map((text) => allowed.reduce((rest, allow) => rest.replace(allow, ''), text))
    .filter((text) => HAS_ENGLISH.test(text.replace(/https?:\/\/\S+/g, '')))
    .map((text) => text.replace(EACH_ENGLISH, '[$1]'));
}

/** Fails, listing them, when texts with English words are left on a page shown in Spanish. */
export function expectNoEnglish(root: ParentNode = document.body, allowed: EnglishAllowance[] = []): void {
  expect(englishLeft(root, allowed)).toEqual([]);
}
