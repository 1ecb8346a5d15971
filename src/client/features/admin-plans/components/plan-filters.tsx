import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { normalizeCarrier } from '../../../../shared/carriers';
import { normalizePlanType } from '../../../../shared/plan-types';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { usePlanYearsOnFile } from '../api/admin-plan-queries';
import { hasFilters, type PlanListFilter, type PlanListState } from '../lib/plan-list-state';
import { type Choice, type PlanChoices, withCurrent } from '../lib/plan-options';

/** Typing waits for a short pause before the list reloads; Enter searches at once. */
const SEARCH_DELAY_MS = 300;

const STATUS_CHOICES: Choice[] = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];
const yearChoice = (year: number): Choice => ({ value: String(year), label: String(year) });

type PlanFiltersProps = {
  state: PlanListState;
  choices: PlanChoices;
  onFilter: (filter: PlanListFilter, value: string) => void;
  onClear: () => void;
};

/** The plan table's filters (spec §2), each sent to the server. */
export function PlanFilters({ state, choices, onFilter, onClear }: PlanFiltersProps) {
  const years = usePlanYearsOnFile();
  const [text, setText] = useState(state.search);
  const searchRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The search this box last sent: any other change of the URL's (Back) is shown in the box. */
  const sent = useRef(state.search);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (state.search === sent.current) return;
    sent.current = state.search;
    clearTimeout(timer.current);
    setText(state.search);
  }, [state.search]);

  function send(value: string) {
    sent.current = value;
    onFilter('search', value);
  }

  function changeSearch(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(value.trim()), SEARCH_DELAY_MS);
  }

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    send(text.trim());
  }

  function clear() {
    clearTimeout(timer.current);
    sent.current = '';
    setText('');
    onClear();
    // The button goes with the filters; keep the keyboard user's place.
    searchRef.current?.focus();
  }

  /** Each select: the filter it sets, its id's last word, label, "all" option, value and choices. */
  const selects: [Exclude<PlanListFilter, 'search'>, string, string, string, string, Choice[]][] = [
    ['carrier', 'carrier', 'Carrier', 'All carriers', normalizeCarrier(state.carrier), choices.carriers],
    ['planType', 'type', 'Plan type', 'All plan types', normalizePlanType(state.planType), choices.planTypes],
    ['region', 'region', 'Region', 'All regions', state.region, choices.regions],
    ['planYear', 'year', 'Plan year', 'All years', state.planYear, (years.data ?? []).map(yearChoice)],
    ['isActive', 'status', 'Status', 'All', state.isActive, STATUS_CHOICES],
  ];

  return (
    <section aria-label="Filter plans" className="mb-6 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {/* Not <search>: Safari before 17 and jsdom do not know the element yet. */}
        {/* biome-ignore lint/a11y/useSemanticElements: see above */}
        <div role="search" className="sm:col-span-2 lg:col-span-3">
          <form onSubmit={submitSearch}>
            <Label htmlFor="plan-search">Search plans</Label>
            <div className="mt-1 flex gap-2">
              <Input
                ref={searchRef}
                id="plan-search"
                type="search"
                placeholder="Plan ID, name or carrier"
                value={text}
                onChange={(event) => changeSearch(event.target.value)}
              />
              <Button type="submit" variant="outline">
                <Search aria-hidden="true" className="size-5" />
                Search
              </Button>
            </div>
          </form>
        </div>
        {selects.map(([filter, name, label, allLabel, value, list]) => (
          <div key={filter}>
            <Label htmlFor={`plan-filter-${name}`}>{label}</Label>
            <Select
              id={`plan-filter-${name}`}
              className="mt-1"
              value={value}
              onChange={(event) => onFilter(filter, event.target.value)}
            >
              <option value="">{allLabel}</option>
              {/* A URL value the lists lack (options still loading) is still shown as chosen. */}
              {withCurrent(list, value).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          </div>
        ))}
      </div>
      {hasFilters(state) || text !== '' ? (
        <Button variant="ghost" className="mt-3" onClick={clear}>
          <X aria-hidden="true" className="size-5" />
          Clear filters
        </Button>
      ) : null}
    </section>
  );
}
