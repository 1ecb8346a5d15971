import { type FormEvent, useId, useState } from 'react';
import { MEDIGAP_PLANS } from '../../../../shared/medigap-contracts';
import { US_STATES } from '../../../../shared/service-area';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { type MedigapFilters as Filters, NO_FILTERS } from '../api/medigap-queries';

/**
 * Plan year, state, letter and carrier (the list's filters, also the export's). Applied with
 * "Show rates", so the table does not change under the keyboard while a choice is being made.
 */
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
      <SelectField
        id={`${id}-year`}
        className="w-40"
        label="Plan year"
        value={draft.year}
        onChange={(e) => set('year')(e.target.value)}
      >
        <option value="">All years</option>
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-state`}
        className="w-52"
        label="State"
        value={draft.state}
        onChange={(e) => set('state')(e.target.value)}
      >
        <option value="">All states</option>
        {Object.entries(US_STATES).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-letter`}
        className="w-56"
        label="Plan letter"
        value={draft.letter}
        onChange={(e) => set('letter')(e.target.value)}
      >
        <option value="">All letters</option>
        {MEDIGAP_PLANS.map((p) => (
          <option key={p.letter} value={p.letter}>
            {p.name}
          </option>
        ))}
      </SelectField>
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
