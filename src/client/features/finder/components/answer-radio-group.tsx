import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { FinderFormValues } from '../lib/form-values';

export type RadioChoice<T extends string> = { value: T; label: string; hint?: string };

/** A form answer, or held by the caller when a choice is not an answer's value ("a specific pharmacy"). */
type Binding<T extends string> =
  | { name: 'answers.extraHelp' | 'answers.health'; value?: never; onChange?: never }
  | { name?: never; value: T; onChange: (value: T) => void };

/** A fieldset of native radios (arrow keys within, Tab out), each choice's hint read with it. */
export function AnswerRadioGroup<T extends string>(
  props: Binding<T> & {
    idPrefix: string;
    legend: string;
    hint?: string;
    choices: RadioChoice<T>[];
    children?: ReactNode;
  },
) {
  const { register } = useFormContext<FinderFormValues>();
  const hintId = `${props.idPrefix}-hint`;
  const radioProps = (value: T) => {
    if (props.name !== undefined) return register(props.name);
    const { onChange } = props;
    return { name: props.idPrefix, checked: props.value === value, onChange: () => onChange(value) };
  };
  return (
    <fieldset aria-describedby={props.hint ? hintId : undefined}>
      <legend className="mb-1 text-lg font-bold">{props.legend}</legend>
      {props.hint ? (
        <p id={hintId} className="mb-2 text-slate-700">
          {props.hint}
        </p>
      ) : null}
      <div className="flex flex-col gap-1">
        {props.choices.map((choice) => {
          const id = `${props.idPrefix}-${choice.value}`;
          return (
            <div key={choice.value}>
              <label
                htmlFor={id}
                className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-slate-900"
              >
                <input
                  id={id}
                  type="radio"
                  value={choice.value}
                  aria-describedby={choice.hint ? `${id}-hint` : undefined}
                  className="size-6 shrink-0 cursor-pointer accent-primary"
                  {...radioProps(choice.value)}
                />
                {choice.label}
              </label>
              {choice.hint ? (
                <p id={`${id}-hint`} className="ml-9 text-slate-700">
                  {choice.hint}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {props.children}
    </fieldset>
  );
}
