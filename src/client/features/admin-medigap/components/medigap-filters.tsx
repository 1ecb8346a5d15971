import { type FormEvent, useId, useState } from 'react';
import { MEDIGAP_PLANS } from '../../../../shared/medigap-contracts';
import { US_STATES } from '../../../../shared/service-area';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { type MedigapFilters as Filters, NO_FILTERS } from '../api/medigap-queries';

/** Applied with "Show rates", so the table never changes under the keyboard. */
export function MedigapFilters({
  applied,
  years,
  onApply,
}: {
  applied: Filters;
  years: number[];
  onApply: (filters: Filters) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const set = (key: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const selects: [keyof Filters, string, string, string, (readonly [string, string])[]][] = [
    ['year', 'w-40', 'Plan year', 'All years', years.map((y) => [String(y), String(y)])],
    ['state', 'w-52', 'State', 'All states', Object.entries(US_STATES)],
    ['letter', 'w-56', 'Plan letter', 'All letters', MEDIGAP_PLANS.map((p) => [p.letter, p.name])],
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form
      aria-label="Filter Medigap rates"
      onSubmit={submit}
      className="mb-6 flex flex-wrap items-end gap-4 rounded-lg border-2 border-slate-300 bg-white p-4"
    >
      {selects.map(([key, width, label, all, options]) => (
        <SelectField
          key={key}
          id={`${id}-${key}`}
          className={width}
          label={label}
          value={draft[key]}
          onChange={(e) => set(key)(e.target.value)}
        >
          <option value="">{all}</option>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </SelectField>
      ))}
      <TextField
        id={`${id}-carrier`}
        className="w-64"
        label="Carrier"
        value={draft.carrier}
        onChange={(e) => set('carrier')(e.target.value)}
        placeholder="Full name"
        autoComplete="off"
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit">Show rates</Button>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
