import { describedBy, FieldError } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import type { FieldOptionGroup } from '../lib/column-mapping';

const IGNORE = '';

type ColumnSelectProps = {
  id: string;
  header: string;
  field: string | null;
  groups: FieldOptionGroup[];
  error?: string;
  onChange: (field: string | null) => void;
};

export function ColumnSelect({ id, header, field, groups, error, onChange }: ColumnSelectProps) {
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
