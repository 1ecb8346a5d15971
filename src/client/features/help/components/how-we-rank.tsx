import howWeRank from '../../../../../docs/how-we-rank.md?raw';
import { parsePlainMarkdown } from '../lib/plain-markdown';

const BLOCKS = parsePlainMarkdown(howWeRank);

/**
 * "How we rank plans" (docs/how-we-rank.md, shown as written there): the results page links to it
 * at /help#how-we-rank.
 */
export function HowWeRank() {
  return (
    <section id="how-we-rank" aria-labelledby="how-we-rank-heading" className="mb-8 scroll-mt-4">
      {BLOCKS.map((block, i) => {
        const key = `${block.kind}-${i}`;
        if (block.kind === 'h2')
          return (
            <h2 key={key} id="how-we-rank-heading" className="mb-2 text-2xl font-bold">
              {block.text}
            </h2>
          );
        if (block.kind === 'h3')
          return (
            <h3 key={key} className="mt-4 mb-1 text-xl font-bold">
              {block.text}
            </h3>
          );
        if (block.kind === 'ul')
          return (
            <ul key={key} className="mb-3 list-disc pl-6">
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          );
        return (
          <p key={key} className="mb-3">
            {block.text}
          </p>
        );
      })}
    </section>
  );
}
