import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import {
  ALL_CARRIERS,
  ALL_PLAN_TYPES,
  activeFilterLabels,
  BENEFIT_FILTERS,
  type BenefitFilter,
  benefitFilterLabel,
  isSortKey,
  NO_FILTERS,
  type PlanFilters,
  type SortKey,
} from '../lib/plan-list';
import { useResultsText } from '../lib/results-text';
import { COMPARE_SECTION_ID } from './compare-table';

type ResultsToolbarProps = {
  sortOptions: readonly SortKey[];
  planTypes: string[];
  carriers: string[];
  filters: PlanFilters;
  onFiltersChange: (filters: PlanFilters) => void;
  sort: SortKey;
  onSortChange: (sort: SortKey) => void;
  shownCount: number;
  matchingCount: number;
  totalCount: number;
  compareCount: number;
};

const STAR_CHOICES = [0, 3, 3.5, 4, 4.5] as const;

type Choice = { value: string; label: string };

function ToolbarSelect({
  choices,
  onChange,
  ...field
}: {
  id: string;
  label: string;
  value: string;
  choices: Choice[];
  onChange: (value: string) => void;
}) {
  return (
    <SelectField {...field} onChange={(event) => onChange(event.target.value)}>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}

const same = (values: string[]): Choice[] => values.map((value) => ({ value, label: value }));

/** Sort and filters over every plan (ADR 0012), folded under a line naming those on, with a spoken count. */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const tx = useResultsText();
  const { t } = tx;
  const id = useId();
  const { filters } = props;
  const set = (change: Partial<PlanFilters>) => props.onFiltersChange({ ...filters, ...change });
  const active = activeFilterLabels(filters, tx);
  const [moreOpen, setMoreOpen] = useState(active.length > 0);
  const summary = useRef<HTMLElement>(null);
  const hiddenCount = props.totalCount - props.matchingCount;
  const toggle = (key: BenefitFilter | 'rx', on: boolean) =>
    key === 'rx'
      ? set({ drugCoverageOnly: on })
      : set({ benefits: on ? [...filters.benefits, key] : filters.benefits.filter((b) => b !== key) });
  return (
    <div data-print-hide="" className="mb-4 rounded-lg border border-slate-300 bg-slate-50 p-3">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ToolbarSelect
          id={`${id}-sort`}
          label={t('toolbar.sortBy')}
          value={props.sort}
          choices={props.sortOptions.map((value) => ({ value, label: t(`toolbar.sort.${value}`) }))}
          onChange={(value) => {
            if (isSortKey(value)) props.onSortChange(value);
          }}
        />
      </div>
      <details className="mt-3" open={moreOpen} onToggle={(event) => setMoreOpen(event.currentTarget.open)}>
        <summary ref={summary} className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
          {active.length > 0 ? t('toolbar.filtersOn', { list: active.join(', ') }) : t('toolbar.filtersNone')}
        </summary>
        <div className="mt-1 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <ToolbarSelect
            id={`${id}-type`}
            label={t('toolbar.planType')}
            value={filters.planType}
            choices={[{ value: ALL_PLAN_TYPES, label: t('toolbar.allPlanTypes') }, ...same(props.planTypes)]}
            onChange={(planType) => set({ planType })}
          />
          <ToolbarSelect
            id={`${id}-carrier`}
            label={t('toolbar.company')}
            value={filters.carrier}
            choices={[{ value: ALL_CARRIERS, label: t('toolbar.allCompanies') }, ...same(props.carriers)]}
            onChange={(carrier) => set({ carrier })}
          />
          <ToolbarSelect
            id={`${id}-stars`}
            label={t('fields.starRating')}
            value={String(filters.minStars)}
            choices={STAR_CHOICES.map((stars) => ({
              value: String(stars),
              label:
                stars === 0
                  ? t('toolbar.anyRating')
                  : t('toolbar.starsOrMore', { stars: tx.format.number(stars) }),
            }))}
            onChange={(stars) => set({ minStars: Number(stars) })}
          />
        </div>
        <fieldset className="mt-1">
          <legend className="font-semibold">{t('toolbar.onlyWith')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
            {[
              { key: 'rx' as const, label: t('toolbar.drugCoverage'), checked: filters.drugCoverageOnly },
              ...BENEFIT_FILTERS.map((key) => ({
                key,
                label: benefitFilterLabel(key, tx),
                checked: filters.benefits.includes(key),
              })),
            ].map((box) => (
              <label key={box.key} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5 accent-blue-700"
                  checked={box.checked}
                  onChange={(event) => toggle(box.key, event.target.checked)}
                />
                {box.label}
              </label>
            ))}
          </div>
        </fieldset>
      </details>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <p role="status" className="font-semibold">
          {t('toolbar.showing', { shown: props.shownCount, count: props.matchingCount })}
          {hiddenCount > 0 ? `. ${t('toolbar.hidden', { count: hiddenCount })}.` : ''}
        </p>
        {hiddenCount > 0 ? (
          <Button
            variant="outline"
            onClick={() => {
              props.onFiltersChange(NO_FILTERS);
              summary.current?.focus();
            }}
          >
            {t('toolbar.clearFilters')}
          </Button>
        ) : null}
        {props.compareCount > 0 ? (
          <a href={`#${COMPARE_SECTION_ID}`} className="inline-flex min-h-11 items-center font-semibold">
            {t('toolbar.goToComparison', { count: props.compareCount })}
          </a>
        ) : null}
      </div>
    </div>
  );
}
