import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { RoadsRequest } from '../../../../shared/roads-contracts';
import { Button } from '../../../components/ui/button';
import { describedBy, FieldError } from '../../../components/ui/field-message';

/** The answers as the questions hold them: either may be unanswered until "Compare both ways". */
export type RoadsDraft = { sex: RoadsRequest['sex'] | null; tobacco: boolean | null };

type Question = 'sex' | 'tobacco';

const MISSING: Record<Question, string> = {
  sex: 'Please answer "Female or male?": Medigap premiums depend on it.',
  tobacco: 'Please answer "Do you use tobacco?": Medigap premiums depend on it.',
};

/**
 * The two questions Medigap premiums depend on (issue 19), asked only for this comparison. Native
 * radios in a fieldset named by its legend; an unanswered question is named beside it, its first
 * radio takes focus, and nothing is sent until both are answered.
 */
export function RoadsQuestions({
  initial,
  onSubmit,
  focusOnOpen = false,
}: {
  initial: RoadsDraft;
  onSubmit: (answers: RoadsRequest) => void;
  /** Back from the comparison ("Change answers"): focus the first answer chosen. */
  focusOnOpen?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState<RoadsDraft>(initial);
  const [missing, setMissing] = useState<Question[]>([]);
  const firstRadio = useRef<Record<Question, HTMLInputElement | null>>({ sex: null, tobacco: null });

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
    onSubmit({ sex, tobacco });
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
        <FieldError id={errorId} message={missing.includes(question) ? MISSING[question] : undefined} />
      </fieldset>
    );
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="mt-3 flex flex-col gap-5 text-lg">
      <p>
        ClearPlan can compare the two ways to get Medicare for you, by what each would cost you in a year.
        Medigap premiums depend on two more answers, which we use for this comparison only and do not keep.
      </p>
      {group(
        'sex',
        'Female or male?',
        [
          { label: 'Female', checked: draft.sex === 'female' },
          { label: 'Male', checked: draft.sex === 'male' },
        ],
        (index) => answer({ sex: index === 0 ? 'female' : 'male' }),
      )}
      {group(
        'tobacco',
        'Do you use tobacco?',
        [
          { label: 'Yes', checked: draft.tobacco === true },
          { label: 'No', checked: draft.tobacco === false },
        ],
        (index) => answer({ tobacco: index === 0 }),
      )}
      <div>
        <Button type="submit" className="text-lg">
          Compare both ways
        </Button>
      </div>
    </form>
  );
}
