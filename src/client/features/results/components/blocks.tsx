import type { ComponentProps, ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useResultsText } from '../lib/results-text';

/** Lines as a list, bulleted unless a class says otherwise. */
export function Bullets({
  items,
  className = 'list-disc pl-6',
  ...list
}: { items: readonly string[] } & ComponentProps<'ul'>) {
  return (
    <ul className={className} {...list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

type BoldKey = `roads.${'summaryTotal' | 'typicalYearAbout' | 'badYearAbout'}` | `currentPlan.${string}`;

/** A catalogue sentence whose <strong> parts are bold. */
export function Bold({ i18nKey, values }: { i18nKey: BoldKey; values: Record<string, unknown> }) {
  const { t } = useResultsText();
  // The key's union is too wide for Trans to check; BoldKey names the sentences that have <strong>.
  return <Trans t={t} i18nKey={i18nKey as never} values={values} components={{ strong: <strong /> }} />;
}

/** A section named by its h2. */
export function Section({
  headingId,
  title,
  headingClass = 'mb-3 text-2xl font-bold',
  children,
  ...section
}: { headingId: string; title: ReactNode; headingClass?: string } & Omit<
  ComponentProps<'section'>,
  'title'
>) {
  return (
    <section aria-labelledby={headingId} {...section}>
      <h2 id={headingId} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}
