/**
 * "How we rank plans" is translated as a whole document (docs/how-we-rank.es.md), outside the
 * catalogues: this keeps the Spanish one the same shape as the English source, so a section added
 * in English alone fails here, as a missing catalogue key fails catalogues.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePlainMarkdown } from './plain-markdown';

const DOCS = path.resolve(import.meta.dirname, '../../../../../docs');
const read = (name: string) => parsePlainMarkdown(fs.readFileSync(path.join(DOCS, name), 'utf8'));

/** Each block's kind, with a list's length: the document's shape without its words. */
const shape = (blocks: ReturnType<typeof parsePlainMarkdown>) =>
  blocks.map((block) => (block.kind === 'ul' ? `ul×${block.items.length}` : block.kind));

/** The amounts and years quoted, which a translation must keep. */
const figures = (blocks: ReturnType<typeof parsePlainMarkdown>) =>
  blocks
    .flatMap((block) => (block.kind === 'ul' ? block.items : [block.text]))
    .flatMap((text) => text.match(/\$[\d,.]+|\b(19|20)\d\d\b|\b\d+\b/g) ?? []);

describe('How we rank plans, in Spanish', () => {
  const english = read('how-we-rank.md');
  const spanish = read('how-we-rank.es.md');

  it('has the same headings, paragraphs and lists as the English source', () => {
    expect(shape(spanish)).toEqual(shape(english));
  });

  it('quotes the same figures in the same order', () => {
    expect(figures(spanish)).toEqual(figures(english));
  });

  it('is not the English text', () => {
    expect(spanish.filter((block, i) => JSON.stringify(block) === JSON.stringify(english[i]))).toEqual([]);
  });
});
