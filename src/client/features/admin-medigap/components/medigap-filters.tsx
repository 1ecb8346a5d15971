import { type FormEvent, useId, useState } from 'react';
import { MEDIGAP_PLANS } from '../../../../shared/medigap-contracts';
import { US_STATES } from '../../../../shared/service-area';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
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
      <div className="w-40">
        <Label htmlFor={`${id}-year`}>Plan year</Label>
        <Select
          id={`${id}-year`}
          className="mt-1"
          value={draft.year}
          onChange={(e) => set('year')(e.target.value)}
        >
          <option value="">All years</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-52">
        <Label htmlFor={`${id}-state`}>State</Label>
        <Select
          id={`${id}-state`}
          className="mt-1"
          value={draft.state}
          onChange={(e) => set('state')(e.target.value)}
        >
          <option value="">All states</option>
          {Object.entries(US_STATES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
      </div>
      <div className="w-56">
        <Label htmlFor={`${id}-letter`}>Plan letter</Label>
        <Select
          id={`${id}-letter`}
          className="mt-1"
          value={draft.letter}
          onChange={(e) => set('letter')(e.target.value)}
        >
          <option value="">All letters</option>
          {MEDIGAP_PLANS.map((p) => (
            <option key={p.letter} value={p.letter}>
              {p.name}
            </option>
          ))}
        </Select>
      </div>
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
