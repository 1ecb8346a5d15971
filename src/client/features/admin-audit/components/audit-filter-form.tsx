import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { ACTOR_KIND_LABELS, ACTOR_KINDS, type AuditFilterKey } from '../../../../shared/audit-contracts';
import { AUDIT_ACTION_LABELS, auditActionGroups } from '../../../../shared/audit-labels';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { type AuditFilterValues, filterErrors, NO_AUDIT_FILTERS } from '../lib/audit-view';

const GROUPS = auditActionGroups();

/** Who, what, which record, which days; applied with "Show entries" so the table never changes under the keyboard. */
export function AuditFilterForm({
  applied,
  onApply,
}: {
  applied: AuditFilterValues;
  onApply: (filters: AuditFilterValues) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [errors, setErrors] = useState<Partial<Record<AuditFilterKey, string>>>({});
  const fieldId = (key: AuditFilterKey) => `${id}-${key}`;
  const field = (key: AuditFilterKey) => ({
    id: fieldId(key),
    value: draft[key],
    error: errors[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setDraft((d) => ({ ...d, [key]: e.target.value })),
  });
  // An action the list does not know yet (a newer server) still shows as chosen.
  const unknownAction =
    draft.action !== '' &&
    !(draft.action in AUDIT_ACTION_LABELS) &&
    !GROUPS.some((g) => g.prefix === draft.action);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = filterErrors(draft);
    setErrors(found);
    const first = (Object.keys(NO_AUDIT_FILTERS) as AuditFilterKey[]).find((key) => found[key]);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    onApply(draft);
  }

  function clear() {
    setDraft(NO_AUDIT_FILTERS);
    setErrors({});
    onApply(NO_AUDIT_FILTERS);
  }

  return (
    <form
      aria-label="Filter the audit log"
      noValidate
      onSubmit={submit}
      className="mb-6 grid gap-4 rounded-lg border-2 border-slate-300 bg-white p-4 md:grid-cols-2 xl:grid-cols-3"
    >
      <SelectField {...field('actorKind')} label="Who">
        <option value="">Anyone</option>
        {ACTOR_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {ACTOR_KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      <TextField
        {...field('actor')}
        label="One actor"
        hint="As the log writes it, like admin:3 or device:0123456789ab"
        autoComplete="off"
        spellCheck={false}
      />
      <SelectField {...field('action')} label="What">
        <option value="">Any action</option>
        {unknownAction ? <option value={draft.action}>{draft.action}</option> : null}
        {GROUPS.map((group) => (
          <optgroup key={group.prefix} label={group.label}>
            <option value={group.prefix}>Every action: {group.label}</option>
            {group.actions.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action]}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <TextField
        {...field('record')}
        label="Record id"
        hint="A client’s result id, a plan id (H1234-001) or another record’s id"
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        {...field('from')}
        type="date"
        label="From (day in UTC)"
        hint="Included. Days run from midnight to midnight UTC."
      />
      <TextField {...field('to')} type="date" label="To (day in UTC)" hint="Included." />
      <div className="flex flex-wrap gap-3 md:col-span-2 xl:col-span-3">
        <Button type="submit">Show entries</Button>
        <Button variant="secondary" onClick={clear}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}
