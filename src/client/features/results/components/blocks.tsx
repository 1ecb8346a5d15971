/** Small pieces the results screens share: lists, bold sentences, titled sections, plan words and notes, links. */
import { ChevronDown, ChevronUp, ExternalLink, Info } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { MEDICARE_PLAN_FINDER_ORIGIN } from '../../../../shared/medicare-links';
import { Button } from '../../../components/ui/button';
import type { Shown } from '../lib/plan-facts';
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

type BoldKey =
  | `roads.${'summaryTotal' | 'typicalYearAbout' | 'badYearAbout'}`
  | `currentPlan.${'yourPlan' | 'wouldCostThen' | 'wouldCost'}`;

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

/** A plan's own published words stay English: marked lang="en" on other-language pages so screen readers read them right. */
export function PlanWords({ children }: { children: ReactNode }) {
  const { format } = useResultsText();
  return format.language === 'en' ? children : <span lang="en">{children}</span>;
}

export function ShownValue({ shown }: { shown: Shown }) {
  return shown.planWords ? <PlanWords>{shown.value}</PlanWords> : shown.value;
}

export function PlanWordsNote() {
  const { t, format } = useResultsText();
  if (format.language === 'en') return null;
  return <p className="text-slate-800">{t('planWords.note')}</p>;
}

export function PlanNotes({
  isSampleData,
  eligibilityNote,
}: {
  isSampleData: boolean;
  eligibilityNote: string | null;
}) {
  const { t } = useTranslation('results');
  if (!isSampleData && !eligibilityNote) return null;
  return (
    <div className="flex flex-col gap-2">
      {eligibilityNote ? (
        <p className="flex gap-2 rounded-md border-l-4 border-amber-700 bg-amber-50 px-3 py-2 text-amber-950">
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>{eligibilityNote}</span>
        </p>
      ) : null}
      {isSampleData ? (
        <p className="flex gap-2 rounded-md border-l-4 border-slate-500 bg-slate-100 px-3 py-2 text-slate-900">
          <Info aria-hidden="true" className="mt-1 size-5 shrink-0" />
          <span>{t('planCard.sampleData')}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Enroll, in a new tab (the name says so), on the plan's Medicare.gov Plan Finder page when we have it. */
export function EnrollLink({ url, planName }: { url: string; planName: string }) {
  const { t } = useTranslation('results');
  const onMedicare = url.startsWith(`${MEDICARE_PLAN_FINDER_ORIGIN}/`);
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={
        onMedicare ? t('enroll.labelOnMedicare', { plan: planName }) : t('enroll.label', { plan: planName })
      }
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-green-800 px-5 py-2 font-semibold text-white no-underline hover:bg-green-900 hover:text-white"
    >
      {onMedicare ? t('enroll.onMedicare') : t('enroll.enroll')}
      <ExternalLink aria-hidden="true" className="size-5" />
    </a>
  );
}

/** A button that opens and closes the part it controls (aria-expanded); not on paper. */
export function DisclosureButton({
  open,
  controls,
  onToggle,
  className,
  children,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      className={className}
      data-print-hide=""
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {open ? (
        <ChevronUp aria-hidden="true" className="size-5" />
      ) : (
        <ChevronDown aria-hidden="true" className="size-5" />
      )}
      {children}
    </Button>
  );
}
