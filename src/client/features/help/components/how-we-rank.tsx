import { useTranslation } from 'react-i18next';
import howWeRankEs from '../../../../../docs/how-we-rank.es.md?raw';
import howWeRank from '../../../../../docs/how-we-rank.md?raw';
import { asLanguage, type Language } from '../../../../shared/i18n/languages';
import { useFormatters } from '../../../i18n/use-formatters';
import { parsePlainMarkdown } from '../lib/plain-markdown';
import { fillYearFigures } from '../lib/year-figures';

/** Translated as a whole (how-we-rank-translation.test.ts keeps the two the same shape). */
const DOCUMENTS: Readonly<Record<Language, ReturnType<typeof parsePlainMarkdown>>> = {
  en: parsePlainMarkdown(howWeRank),
  es: parsePlainMarkdown(howWeRankEs),
};

export function howWeRankHeading(language: string): string {
  const heading = DOCUMENTS[asLanguage(language)].find((block) => block.kind === 'h2');
  return heading && 'text' in heading ? heading.text : '';
}

/** docs/how-we-rank.md (and .es.md) as written, at /help#how-we-rank. */
export function HowWeRank() {
  const { i18n } = useTranslation();
  const { t } = useTranslation('help');
  const format = useFormatters();
  const fill = (text: string) => fillYearFigures(text, t, format);
  const blocks = DOCUMENTS[asLanguage(i18n.language)];
  return (
    <section id="how-we-rank" aria-labelledby="how-we-rank-heading" className="mb-8 scroll-mt-4">
      {blocks.map((block, i) => {
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
                <li key={item}>{fill(item)}</li>
              ))}
            </ul>
          );
        return (
          <p key={key} className="mb-3">
            {fill(block.text)}
          </p>
        );
      })}
    </section>
  );
}
