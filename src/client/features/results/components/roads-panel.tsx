import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoadsRequest } from '../../../../shared/roads-contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { useRoadsComparison } from '../api/results-queries';
import { useCostStart } from '../lib/cost-start';
import type { RoadChoice } from '../lib/results-url';
import { RoadsComparisonView } from './roads-comparison';
import { asksBefore2020, EMPTY_ROADS_DRAFT, type RoadsDraft, RoadsQuestions } from './roads-questions';

export const ROADS_PANEL_ID = 'roads-panel';

const CHOICES: { value: RoadChoice; label: `roads.choices.${RoadChoice}` }[] = [
  { value: 'both', label: 'roads.choices.both' },
  { value: 'advantage', label: 'roads.choices.advantage' },
  { value: 'original', label: 'roads.choices.original' },
];

/**
 * "Medicare Advantage or Original Medicare?" (ADR 0017). Answers stay in page memory; the choice of roads is in
 * the address. Ships in the results chunk: a chunk of its own grew the first load by 0.5 KB.
 */
export function RoadsPanel({
  userId,
  basePath,
  birthDate,
  roads,
  onRoadsChange,
}: {
  userId: string;
  basePath: string;
  birthDate: string | undefined;
  roads: RoadChoice;
  onRoadsChange: (roads: RoadChoice) => void;
}) {
  const { t } = useTranslation('results');
  const { planYear } = useCostStart();
  const id = useId();
  const [draft, setDraft] = useState<RoadsDraft>(EMPTY_ROADS_DRAFT);
  const [answers, setAnswers] = useState<RoadsRequest | null>(null);
  const [changing, setChanging] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const comparison = useRoadsComparison(userId, roads === 'advantage' ? null : answers);

  const compare = (next: RoadsRequest) => {
    setDraft(next);
    setAnswers(next);
    heading.current?.focus();
  };

  return (
    <section
      id={ROADS_PANEL_ID}
      aria-labelledby="roads-heading"
      className="mb-6 rounded-lg border-2 border-slate-300 bg-white p-5 text-slate-900"
    >
      <h2 id="roads-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {t('roads.heading')}
      </h2>
      <fieldset className="mt-3" data-print-hide="">
        <legend className="mb-1 text-lg font-bold">{t('roads.whichWays')}</legend>
        <div className="flex flex-wrap gap-x-8">
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-lg font-semibold"
            >
              <input
                type="radio"
                name={`${id}-roads`}
                checked={roads === choice.value}
                onChange={() => onRoadsChange(choice.value)}
                className="size-6 shrink-0 cursor-pointer accent-primary"
              />
              {t(choice.label)}
            </label>
          ))}
        </div>
      </fieldset>
      {roads === 'advantage' ? (
        <p className="mt-3 text-lg">{t('roads.advantageOnly')}</p>
      ) : answers === null ? (
        <RoadsQuestions
          initial={draft}
          onSubmit={compare}
          planYear={planYear}
          askBefore2020={asksBefore2020(birthDate)}
          submitLabel={roads === 'original' ? t('roads.showOriginalCosts') : t('roads.compareBoth')}
          focusOnOpen={changing}
        />
      ) : comparison.isPending ? (
        <LoadingState label={t('roads.comparing')} className="py-4 text-lg" />
      ) : comparison.isError ? (
        <div className="mt-3 text-lg">
          <ErrorState message={t('roads.compareFailed')} onRetry={() => void comparison.refetch()} />
        </div>
      ) : (
        <RoadsComparisonView
          comparison={comparison.data}
          basePath={basePath}
          roads={roads}
          onChangeAnswers={() => {
            setChanging(true);
            setAnswers(null);
          }}
        />
      )}
    </section>
  );
}
