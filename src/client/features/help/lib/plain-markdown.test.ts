import { describe, expect, it } from 'vitest';
import howWeRank from '../../../../../docs/how-we-rank.md?raw';
import { parsePlainMarkdown } from './plain-markdown';

describe('parsePlainMarkdown', () => {
  it('reads headings, paragraphs of several lines and list items', () => {
    expect(
      parsePlainMarkdown(
        '## Title\n\nOne line\nand the next.\n\n- first item\n  goes on\n- second <b>\n\n### Sub\nEnd.',
      ),
    ).toEqual([
      { kind: 'h2', text: 'Title' },
      { kind: 'p', text: 'One line and the next.' },
      { kind: 'ul', items: ['first item goes on', 'second <b>'] },
      { kind: 'h3', text: 'Sub' },
      { kind: 'p', text: 'End.' },
    ]);
  });

  it('reads the ranking explanation the results page links to', () => {
    const blocks = parsePlainMarkdown(howWeRank);
    expect(blocks[0]).toEqual({ kind: 'h2', text: 'How we rank plans' });
    expect(blocks.filter((b) => b.kind === 'h3').length).toBeGreaterThanOrEqual(6);
    expect(blocks.some((b) => b.kind === 'ul')).toBe(true);
    expect(JSON.stringify(blocks)).not.toMatch(/(^|[^#])#{2,}/);
  });
});
