import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import type { TableOptions } from '../lib/table-options';

export type TableFilters = {
  search: string;
  carrier: string;
  planType: string;
  /** "2027": one plan year's plans; "" for every year's. */
  planYear: string;
  isActive: '' | 'true' | 'false';
};

export const NO_FILTERS: TableFilters = { search: '', carrier: '', planType: '', planYear: '', isActive: '' };

const SEARCH_DELAY_MS = 300;

type TableToolbarProps = {
  filters: TableFilters;
  options: TableOptions;
  /** The plan years with plans on file, newest first. */
  years: number[];
  onFiltersChange: (change: Partial<TableFilters>) => void;
};

/**
 * The table's filters (spec §2): search, carrier, plan type, plan year (issue 18) and status, each
 * sent to the server.
 * The search text is kept here and sent after a pause (or on Enter), so typing re-renders only this.
 */
export function TableToolbar({ filters, options, years, onFiltersChange }: TableToolbarProps) {
  const id = useId();
  const [search, setSearch] = useState(filters.search);
  const sent = useRef(filters.search);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchRef = useRef<HTMLInputElement>(null);
  useEffect(() => () => clearTimeout(pause.current), []);

  // The search text goes to the server from the timer itself, never from an effect: an effect
  // of a render before "Clear filters" could run after it and send the cleared text again.
  function send(text: string) {
    clearTimeout(pause.current);
    if (text === sent.current) return;
    sent.current = text;
    onFiltersChange({ search: text });
  }

  function type(text: string) {
    setSearch(text);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => send(text.trim()), SEARCH_DELAY_MS);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    send(search.trim());
  }

  function clear() {
    clearTimeout(pause.current);
    setSearch('');
    sent.current = '';
    onFiltersChange(NO_FILTERS);
    // The button turns disabled; keep the keyboard user's place.
    searchRef.current?.focus();
  }

  const filtered =
    search !== '' ||
    filters.carrier !== '' ||
    filters.planType !== '' ||
    filters.planYear !== '' ||
    filters.isActive !== '';
  // A chosen year is listed even before the years are known.
  const yearChoices = [...new Set([...years.map(String), ...(filters.planYear ? [filters.planYear] : [])])];

  return (
    <form
      aria-label="Filter plans"
      onSubmit={submit}
      className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]"
    >
      <div>
        <Label htmlFor={`${id}-search`}>Search plans</Label>
        <Input
          ref={searchRef}
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => type(event.target.value)}
          placeholder="Plan ID, name or carrier"
          className="mt-1"
        />
      </div>
      <FilterSelect
        id={`${id}-carrier`}
        label="Carrier"
        allLabel="All carriers"
        value={filters.carrier}
        options={options.carriers}
        onChange={(carrier) => onFiltersChange({ carrier })}
      />
      <FilterSelect
        id={`${id}-type`}
        label="Plan type"
        allLabel="All plan types"
        value={filters.planType}
        options={options.planTypes}
        onChange={(planType) => onFiltersChange({ planType })}
      />
      <FilterSelect
        id={`${id}-year`}
        label="Plan year"
        allLabel="All years"
        value={filters.planYear}
        options={yearChoices}
        onChange={(planYear) => onFiltersChange({ planYear })}
      />
      <div>
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select
          id={`${id}-status`}
          value={filters.isActive}
          onChange={(event) => onFiltersChange({ isActive: event.target.value as TableFilters['isActive'] })}
          className="mt-1"
        >
          <option value="">All statuses</option>
          <option value="true">Active</option>
          <option value="false">Inactive</option>
        </Select>
      </div>
      <Button variant="secondary" onClick={clear} disabled={!filtered}>
        Clear filters
      </Button>
    </form>
  );
}

type FilterSelectProps = {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: string[];
  onChange: (value: string) => void;
};

function FilterSelect({ id, label, allLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} className="mt-1">
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </div>
  );
}
