/**
 * The one-sentence account of the order (issue 36, item 4) on the results page
 * (`results:resultsHeader.compared`) and the PDF (`pdf:plansIntro`), in English and Spanish, says
 * what the ranking does: a match score out of 100 of which the yearly cost is at most
 * YEARLY_COST_MAX_POINTS (so a dearer plan can come first), and drug coverage first without other
 * coverage (ranking.ts) — as docs/how-we-rank.md and its Spanish translation (the Help page) say.
 * It never says "first by cost, then by fit" again. The rendered page and PDF are checked in
 * results-page.test.tsx and src/server/routes/medicare/yearly-cost-surfaces.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { YEARLY_COST_MAX_POINTS } from '../../engine/weights.ts';
import { resources } from './resources.ts';

const DOCS = path.resolve(import.meta.dirname, '../../../docs');
const doc = (name: string) => fs.readFileSync(path.join(DOCS, name), 'utf8').replace(/\s+/g, ' ');

type Catalogue = Record<string, unknown>;
const find = (tree: Catalogue, key: string): string | undefined => {
  for (const [k, v] of Object.entries(tree)) {
    if (k === key && typeof v === 'string') return v;
    if (v && typeof v === 'object') {
      const found = find(v as Catalogue, key);
      if (found) return found;
    }
  }
  return undefined;
};

describe.each([
  [
    'en',
    'how-we-rank.md',
    /first by|then by how well/i,
    /match score out of 100/,
    /with drug coverage rank ahead/,
  ],
  [
    'es',
    'how-we-rank.es.md',
    /primero por lo que|primero según|luego por|luego según/i,
    /puntuación de coincidencia sobre 100/,
    /primero van los planes con cobertura de medicamentos/,
  ],
] as const)('the order in one sentence, in %s', (language, docName, old, score, drugsFirst) => {
  const texts = {
    'results page': find(resources[language].results as Catalogue, 'compared_other'),
    PDF: find(resources[language].pdf as Catalogue, 'plansIntro_other'),
  };
  it.each(Object.entries(texts))(
    '%s: a match score, cost at most its share, drug coverage first',
    (_surface, text) => {
      expect(text).toBeDefined();
      expect(text).not.toMatch(old);
      expect(text).toMatch(score);
      expect(text).toContain(`${YEARLY_COST_MAX_POINTS} `);
      expect(text).toMatch(drugsFirst);
    },
  );

  it('matches the How we rank page', () => {
    const page = doc(docName);
    expect(page).not.toMatch(old);
    expect(page).toMatch(score);
    expect(page).toContain(`${YEARLY_COST_MAX_POINTS} `);
  });
});
