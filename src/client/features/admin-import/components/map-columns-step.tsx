import { ListChecks } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { formatCount } from '../../../../shared/format';
import {
  type ImportKind,
  type ImportMode,
  type ImportPreview,
  type ImportSheet,
  takesMode,
} from '../../../../shared/import-contracts';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { describedBy, FieldError } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { errorMessage } from '../../../lib/api-client';
import { useValidateImport } from '../api/import-queries';
import {
  type FieldOptionGroup,
  fieldLabel,
  fieldOptionGroups,
  fieldsMappedTwice,
  mappedColumnCount,
  unmappedRequired,
} from '../lib/column-mapping';
import { chosenPlanYear, runRequest, type WizardState } from '../lib/wizard-state';
import { FilePlanYearChoice } from './medicare-file-choices';
import { ImportModeChoice } from './radio-option';
import { StepActions, WizardStep } from './wizard-step';

const IGNORE = '';

type ColumnSelectProps = {
  id: string;
  header: string;
  field: string | null;
  groups: FieldOptionGroup[];
  error?: string;
  onChange: (field: string | null) => void;
};

function ColumnSelect({ id, header, field, groups, error, onChange }: ColumnSelectProps) {
  return (
    <li className="grid items-center gap-2 border-b border-slate-200 py-3 sm:grid-cols-2 sm:gap-4">
      <Label htmlFor={id} className="break-words">
        {header || '(column without a name)'}
      </Label>
      <div>
        <Select
          id={id}
          value={field ?? IGNORE}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && `${id}-error`)}
          onChange={(event) => onChange(event.target.value === IGNORE ? null : event.target.value)}
        >
          <option value={IGNORE}>Ignore</option>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.fields.map((f) => (
                <option key={f.field} value={f.field}>
                  {f.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
        <FieldError id={`${id}-error`} message={error} />
      </div>
    </li>
  );
}

const VALIDATE_FAILED = 'The rows could not be checked. Please try again.';

type MapColumnsStepProps = {
  state: WizardState;
  /** The year rows without one get unless another is chosen; null while the years on file load. */
  suggestedYear: number | null;
  sheet: ImportSheet;
  focusOnMount: boolean;
  onMap: (header: string, field: string | null) => void;
  onMode: (mode: ImportMode) => void;
  onPlanYear: (year: number) => void;
  onBack: () => void;
  onValidated: (preview: ImportPreview) => void;
};

/**
 * Step 3: each column's field (the server's guess, editable), the plan year and mode; "Check rows" validates
 * on the server with these settings, and Import sends the same ones.
 */
export function MapColumnsStep(props: MapColumnsStepProps) {
  const { state, suggestedYear, sheet, focusOnMount, onMap, onMode, onPlanYear, onBack, onValidated } = props;
  const planYear = chosenPlanYear(state, suggestedYear);
  const idPrefix = useId();
  const validate = useValidateImport();
  const [tried, setTried] = useState(false);
  const { kind, mapping } = state;
  const groups = fieldOptionGroups(kind, mapping);
  const twice = fieldsMappedTwice(mapping);
  const missing = unmappedRequired(kind, mapping);
  const nothingMapped = mappedColumnCount(mapping) === 0;
  const columnId = (index: number) => `${idPrefix}-column-${index}`;

  /** "Also chosen for Premium": next to each column that shares its field with another. */
  function duplicateError(header: string): string | undefined {
    const clash = twice.find((d) => d.headers.includes(header));
    if (!clash) return undefined;
    const others = clash.headers.filter((h) => h !== header).join(', ');
    return `${fieldLabel(kind, clash.field)} is also chosen for ${others}. Choose it for one column only.`;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (twice.length > 0 || nothingMapped) {
      const first = sheet.headers.findIndex((h) => duplicateError(h) !== undefined);
      document.getElementById(columnId(Math.max(first, 0)))?.focus();
      return;
    }
    // The year checked is kept, so the import sends the same one even if the suggestion changes.
    if (state.planYear === null && planYear !== null) onPlanYear(planYear);
    validate.mutate(
      { jobId: jobIdOf(state), body: runRequest(state, suggestedYear) },
      { onSuccess: onValidated },
    );
  }

  return (
    <WizardStep step="mapping" focusOnMount={focusOnMount} onSubmit={submit}>
      <p>
        Sheet <strong className="break-words">{sheet.name}</strong>: {formatCount(sheet.rowCount, 'row')} to
        check.
      </p>

      <section aria-labelledby={`${idPrefix}-columns`}>
        <h3 id={`${idPrefix}-columns`} className="text-xl font-bold">
          Columns in your file
        </h3>
        <p className="text-slate-700">
          Each column is matched to a {kind === 'medigap' ? 'rate' : 'plan'} field by its name. Change any
          match, or choose Ignore to leave a column out.
        </p>
        <ul className="mt-2">
          {sheet.headers.map((header, index) => (
            <ColumnSelect
              // A file may repeat a header; the position keeps the keys apart, and it never changes.
              // biome-ignore lint/suspicious/noArrayIndexKey: headers are fixed once uploaded
              key={`${index}-${header}`}
              id={columnId(index)}
              header={header}
              field={mapping[header] ?? null}
              groups={groups}
              error={duplicateError(header)}
              onChange={(field) => onMap(header, field)}
            />
          ))}
        </ul>
        {missing.length > 0 ? (
          <p className="mt-3 rounded-md border-2 border-amber-700 bg-amber-50 p-3">
            No column is matched to {missing.map((f) => f.label).join(', ')}. Rows that create a new record
            need {missing.length === 1 ? 'it' : 'them'}.
          </p>
        ) : null}
        {tried && nothingMapped ? (
          <p role="alert" className="mt-3 font-semibold text-red-800">
            Match at least one column to a field.
          </p>
        ) : null}
      </section>

      {planYear === null ? null : (
        <FilePlanYearChoice
          id={`${idPrefix}-year`}
          year={planYear}
          disabled={false}
          onChange={onPlanYear}
          label="Plan year for rows without one"
          hint={PLAN_YEAR_HINTS[kind]}
        />
      )}

      {takesMode(kind) ? <ImportModeChoice name="import-mode" mode={state.mode} onChange={onMode} /> : null}

      {validate.isError ? <ErrorState message={errorMessage(validate.error, VALIDATE_FAILED)} /> : null}
      <StepActions onBack={onBack}>
        <Button type="submit" disabled={validate.isPending}>
          <ListChecks aria-hidden="true" className="size-5" />
          {validate.isPending ? 'Checking rows…' : 'Check rows'}
        </Button>
      </StepActions>
    </WizardStep>
  );
}

/** `landscape`: the Landscape file's choice (medicare-file-import.tsx). */
export const PLAN_YEAR_HINTS: Record<ImportKind | 'landscape', string> = {
  plans:
    'Rows with a Plan Year keep it. Rows without one (no Plan Year column, or an empty cell) become plans of this year. Plans of other years are not changed.',
  landscape:
    'A Landscape file gives each row its own Contract Year, and that year is kept. This year is used only for a row without one.',
  formulary: "The Plan IDs in this file are this year's plans. Plans of other years are not changed.",
  network: "The Plan IDs in this file are this year's plans. Plans of other years are not changed.",
  medigap:
    'Rows with a Plan year keep it. Rows without one (no Plan year column, or an empty cell) become rates of this year.',
};

function jobIdOf(state: WizardState): number {
  if (!state.upload) throw new Error('No file has been uploaded');
  return state.upload.job.id;
}
