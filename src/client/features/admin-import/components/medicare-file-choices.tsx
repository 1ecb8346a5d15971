import { US_STATES } from '../../../../shared/service-area';
import { Checkbox } from '../../../components/ui/checkbox';
import { describedBy, FieldError } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { candidatePlanYears } from '../../../lib/admin-plans-api';

// The Landscape file's states and territories by "State Territory Abbreviation"; Oklahoma first (spec §1).
const LANDSCAPE_STATES: readonly { code: string; name: string }[] = [
  { code: 'OK', name: 'Oklahoma' },
  ...Object.entries(US_STATES)
    .filter(([code]) => code !== 'OK')
    .map(([code, name]) => ({ code, name: code === 'VI' ? 'U.S. Virgin Islands' : name }))
    .sort((a, b) => (a.name < b.name ? -1 : 1)),
];

/** The plan year a PBP, Plan-Net or Landscape file is for, newest first, the suggested one chosen. */
export function FilePlanYearChoice({
  id,
  year,
  disabled,
  onChange,
  label = 'Plan year',
  hint = 'Only that year’s plans change; plans of other years stay as they are.',
}: {
  id: string;
  year: number;
  disabled: boolean;
  onChange: (year: number) => void;
  label?: string;
  hint?: string;
}) {
  const years = [...new Set([...candidatePlanYears(new Date()), year])].sort((a, b) => b - a);
  return (
    <div className="max-w-xl">
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-hint`} className="text-slate-700">
        {hint}
      </p>
      <Select
        id={id}
        className="mt-1 max-w-48"
        value={String(year)}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function FileStatesChoice({
  id,
  states,
  disabled,
  error,
  onChange,
}: {
  id: string;
  states: readonly string[];
  disabled: boolean;
  error: string | null;
  onChange: (states: string[]) => void;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const toggle = (code: string, on: boolean) =>
    onChange(on ? [...states, code] : states.filter((s) => s !== code));
  return (
    <fieldset
      aria-describedby={describedBy(hintId, error && errorId)}
      aria-invalid={error ? true : undefined}
    >
      <legend className="font-semibold text-slate-900">States to import</legend>
      <p id={hintId} className="text-slate-700">
        {states.length === 0 ? 'None chosen.' : `Chosen: ${states.join(', ')}.`} Each plan’s year is the
        file’s Contract Year.
      </p>
      <div className="mt-2 grid max-h-56 grid-cols-2 gap-x-4 overflow-y-auto rounded-md border-2 border-slate-300 px-3 sm:grid-cols-3">
        {LANDSCAPE_STATES.map((s) => (
          <Checkbox
            key={s.code}
            id={`${id}-${s.code}`}
            label={`${s.name} (${s.code})`}
            className="font-normal"
            checked={states.includes(s.code)}
            disabled={disabled}
            onChange={(event) => toggle(s.code, event.target.checked)}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error ?? undefined} />
    </fieldset>
  );
}
