import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, memo, useEffect, useId, useRef, useState } from 'react';
import type { AdminPlanRecord } from '../../../../shared/admin-plan-contracts';
import { describedBy } from '../../../components/ui/field-message';
import type { PlanField, SaveCell } from '../api/admin-plan-queries';
import { useEditorSlot } from '../hooks/use-editor-slot';
import {
  type CellKind,
  displayText,
  editorText,
  isUnchanged,
  parseCellInput,
  type RecordValue,
} from '../lib/cell-value';
import { CellError, useCellSave } from './instant-cells';

type EditableCellProps = {
  plan: AdminPlanRecord;
  name: string;
  field: PlanField;
  /** The column in words, lower case: "monthly premium". */
  label: string;
  kind: CellKind;
  empty?: string;
  hint?: string;
  onSave: SaveCell;
};

/**
 * Spec §4 "Inline cell edit (table)"; its state lives here, so typing re-renders this cell only.
 * Opening another cell leaves this one as a spreadsheet does: the typed value is saved, and invalid
 * text keeps this cell open (the other closed), so nothing is lost unseen.
 */
export const EditableCell = memo(function EditableCell({
  plan,
  name,
  field,
  label,
  kind,
  empty,
  hint,
  onSave,
}: EditableCellProps) {
  const { current, saving, error: saveError, save } = useCellSave<RecordValue>(plan, field, onSave);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const returnFocus = useRef(false);
  const id = useId();
  const slot = useEditorSlot();
  /** How to leave edit mode for another cell, as of the latest render. */
  const leaveRef = useRef<() => boolean>(() => true);

  const shown = displayText(kind, current, empty);
  const noun = label.charAt(0).toUpperCase() + label.slice(1);

  useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [editing]);

  // Gone with its row (a new page, a new sort): the slot is free again.
  useEffect(() => () => slot.release(id), [slot, id]);

  function open() {
    if (!slot.claim({ id, leave: () => leaveRef.current() })) return;
    setDraft(editorText(current));
    setInputError(null);
    setEditing(true);
  }

  /** Focus returns to the cell unless the user has moved on meanwhile. */
  function close() {
    const active = document.activeElement;
    returnFocus.current = active === null || active === document.body || !!formRef.current?.contains(active);
    setEditing(false);
    setInputError(null);
    slot.release(id);
  }

  function typed(): RecordValue | undefined {
    const parsed = parseCellInput(kind, draft);
    if (parsed.ok) return parsed.value;
    setInputError(parsed.message);
    inputRef.current?.focus();
    return undefined;
  }

  leaveRef.current = () => {
    // A save already under way closes the editor when it ends, the keyboard staying where it went.
    if (saving) return true;
    const next = typed();
    if (next === undefined) return false;
    returnFocus.current = false;
    setEditing(false);
    setInputError(null);
    if (!isUnchanged(kind, current, next)) void save(next);
    return true;
  };

  async function commit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const next = typed();
    if (next === undefined) return;
    if (!isUnchanged(kind, current, next)) await save(next);
    close();
  }

  function onEditorKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      close();
    }
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const inputErrorId = `${id}-input-error`;
  const error = saveError ? <CellError id={errorId} message={saveError} /> : null;

  if (!editing) {
    return (
      <div>
        <button
          ref={buttonRef}
          type="button"
          aria-label={`Edit ${label} of ${name}, currently ${shown}`}
          aria-describedby={saveError ? errorId : undefined}
          onClick={open}
          onKeyDown={(event) => {
            if (event.key === 'F2') {
              event.preventDefault();
              open();
            }
          }}
          className={clsx(
            'flex min-h-11 w-full min-w-11 items-center rounded-md border-2 px-2 text-left',
            'cursor-text hover:border-slate-500 hover:bg-slate-50',
            saveError ? 'border-red-700 bg-red-50' : 'border-transparent',
          )}
        >
          {shown}
        </button>
        {error}
      </div>
    );
  }

  return (
    <form ref={formRef} onSubmit={commit} onKeyDown={onEditorKeyDown} aria-busy={saving || undefined}>
      <div className="flex items-center gap-1">
        <input
          ref={inputRef}
          type="text"
          inputMode={kind === 'text' ? 'text' : 'decimal'}
          aria-label={`${noun} of ${name}`}
          aria-invalid={inputError ? true : undefined}
          aria-describedby={describedBy(hint && hintId, inputError && inputErrorId)}
          readOnly={saving}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setInputError(null);
          }}
          className={clsx(
            'block min-h-11 min-w-0 rounded-md border-2 bg-white px-2 text-base text-slate-900',
            kind === 'text' ? 'w-56' : 'w-28',
            inputError ? 'border-red-700' : 'border-slate-600',
          )}
        />
        <button
          type="submit"
          aria-label={`Save ${label} of ${name}`}
          disabled={saving}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md bg-primary text-white hover:bg-primary-strong disabled:opacity-60"
        >
          <Check aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label={`Cancel editing ${label} of ${name}`}
          disabled={saving}
          onClick={close}
          className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md border-2 border-slate-500 bg-white text-slate-900 hover:bg-slate-100 disabled:opacity-60"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-slate-700">
          {hint}
        </p>
      ) : null}
      {inputError ? (
        <p id={inputErrorId} role="alert" className="mt-1 font-semibold text-red-800">
          {inputError}
        </p>
      ) : null}
      {saving ? <p className="mt-1 text-slate-700">Saving…</p> : null}
      {error}
    </form>
  );
});
