import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { incomeBands } from '../../../../shared/income-adjustments';
import { eligibleBefore2020 } from '../../../../shared/medigap-contracts';
import type { RoadsRequest } from '../../../../shared/roads-contracts';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { describedBy, FieldError } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { LoadingState } from '../../../components/ui/loading-state';
import { Select } from '../../../components/ui/select';
import { useRoadsComparison } from '../api/results-queries';
import { useCostStart } from '../lib/cost-start';
import { useResultsText } from '../lib/results-text';
import { ROAD_CHOICES, type RoadChoice } from '../lib/results-url';
import { incomeBandText } from '../lib/roads';
import { RoadsComparisonView } from './roads-comparison';

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
      id="roads-panel"
      aria-labelledby="roads-heading"
      className="mb-6 rounded-lg border-2 border-slate-300 bg-white p-5 text-slate-900"
    >
      <h2 id="roads-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {t('roads.heading')}
      </h2>
      <fieldset className="mt-3" data-print-hide="">
        <legend className="mb-1 text-lg font-bold">{t('roads.whichWays')}</legend>
        <div className="flex flex-wrap gap-x-8">
          {ROAD_CHOICES.map((choice) => (
            <label
              key={choice}
              className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-lg font-semibold"
            >
              <input
                type="radio"
                name={`${id}-roads`}
                checked={roads === choice}
                onChange={() => onRoadsChange(choice)}
                className="size-6 shrink-0 cursor-pointer accent-primary"
              />
              {t(`roads.choices.${choice}`)}
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

/** Sex and tobacco may be unanswered until submit; income band (0: the first) and before-2020 (no) have defaults. */
export type RoadsDraft = {
  sex: RoadsRequest['sex'] | null;
  tobacco: boolean | null;
  incomeBand: number;
  medicareBefore2020: boolean;
};

export const EMPTY_ROADS_DRAFT: RoadsDraft = {
  sex: null,
  tobacco: null,
  incomeBand: 0,
  medicareBefore2020: false,
};

/** Only people under 65 on January 1, 2020 could have had Medicare then other than by age. Unknown birth date: ask. */
export const asksBefore2020 = (birthDate: string | undefined) =>
  birthDate === undefined || !eligibleBefore2020(birthDate);

type Question = 'sex' | 'tobacco' | 'before2020';

const MISSING = {
  sex: 'roads.questions.missingSex',
  tobacco: 'roads.questions.missingTobacco',
} as const;

/** The questions Medigap premiums depend on; nothing is sent until both required ones are answered. */
export function RoadsQuestions({
  initial,
  onSubmit,
  planYear,
  askBefore2020,
  submitLabel,
  focusOnOpen = false,
}: {
  initial: RoadsDraft;
  onSubmit: (answers: RoadsRequest) => void;
  planYear: number;
  askBefore2020: boolean;
  submitLabel?: string;
  focusOnOpen?: boolean;
}) {
  const tx = useResultsText();
  const { t } = tx;
  const id = useId();
  const bands = incomeBands(planYear);
  const [draft, setDraft] = useState<RoadsDraft>(initial);
  const [missing, setMissing] = useState<Question[]>([]);
  const firstRadio = useRef<Record<Question, HTMLInputElement | null>>({
    sex: null,
    tobacco: null,
    before2020: null,
  });

  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnOpen) form.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [focusOnOpen]);

  const answer = (change: Partial<RoadsDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setMissing((current) => current.filter((question) => !(question in change)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { sex, tobacco } = draft;
    if (sex === null || tobacco === null) {
      const unanswered = (['sex', 'tobacco'] as const).filter((question) => draft[question] === null);
      setMissing(unanswered);
      if (unanswered[0]) firstRadio.current[unanswered[0]]?.focus();
      return;
    }
    onSubmit({
      sex,
      tobacco,
      incomeBand: draft.incomeBand,
      medicareBefore2020: askBefore2020 && draft.medicareBefore2020,
    });
  };

  const group = (
    question: Question,
    legend: string,
    choices: { label: string; checked: boolean }[],
    choose: (index: number) => void,
  ) => {
    const errorId = `${id}-${question}-error`;
    return (
      <fieldset aria-describedby={describedBy(missing.includes(question) && errorId)}>
        <legend className="mb-1 text-lg font-bold">{legend}</legend>
        <div className="flex flex-wrap gap-x-8">
          {choices.map((choice, index) => (
            <label
              key={choice.label}
              className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-slate-900"
            >
              <input
                ref={
                  index === 0
                    ? (node) => {
                        firstRadio.current[question] = node;
                      }
                    : undefined
                }
                type="radio"
                name={`${id}-${question}`}
                checked={choice.checked}
                onChange={() => choose(index)}
                className="size-6 shrink-0 cursor-pointer accent-primary"
              />
              {choice.label}
            </label>
          ))}
        </div>
        <FieldError
          id={errorId}
          message={missing.includes(question) && question !== 'before2020' ? t(MISSING[question]) : undefined}
        />
      </fieldset>
    );
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="mt-3 flex flex-col gap-5 text-lg">
      <p>{t('roads.questions.intro')}</p>
      {group(
        'sex',
        t('roads.questions.sex'),
        [
          { label: t('roads.questions.female'), checked: draft.sex === 'female' },
          { label: t('roads.questions.male'), checked: draft.sex === 'male' },
        ],
        (index) => answer({ sex: index === 0 ? 'female' : 'male' }),
      )}
      {group(
        'tobacco',
        t('roads.questions.tobacco'),
        [
          { label: t('roads.questions.yes'), checked: draft.tobacco === true },
          { label: t('roads.questions.no'), checked: draft.tobacco === false },
        ],
        (index) => answer({ tobacco: index === 0 }),
      )}
      {askBefore2020
        ? group(
            'before2020',
            t('roads.questions.before2020'),
            [
              { label: t('roads.questions.before2020Yes'), checked: draft.medicareBefore2020 },
              { label: t('roads.questions.before2020No'), checked: !draft.medicareBefore2020 },
            ],
            (index) => answer({ medicareBefore2020: index === 0 }),
          )
        : null}
      <div>
        <Label htmlFor={`${id}-income`} className="text-lg font-bold">
          {t('roads.questions.income', { year: bands.incomeYear })}
        </Label>
        <p id={`${id}-income-hint`} className="text-base text-slate-700">
          {t('roads.questions.incomeHint')}
        </p>
        <Select
          id={`${id}-income`}
          aria-describedby={`${id}-income-hint`}
          value={String(draft.incomeBand)}
          onChange={(event) => answer({ incomeBand: Number(event.target.value) })}
          className="mt-1 max-w-xl text-lg"
        >
          {bands.bands.map((_, band) => (
            <option key={incomeBandText(bands.bands, band, tx)} value={band}>
              {incomeBandText(bands.bands, band, tx)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Button type="submit" className="text-lg">
          {submitLabel ?? t('roads.compareBoth')}
        </Button>
      </div>
    </form>
  );
}
