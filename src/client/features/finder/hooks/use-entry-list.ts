import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import {
  commitEntry,
  type EntryEditor,
  editEntry,
  newEditor,
  removeEntry,
  unfinishedEntry,
} from '../lib/entry-editor';
import type { FinderFormValues } from '../lib/form-values';

type EntryListOptions<T> = {
  listName: 'medications' | 'doctors';
  editor: EntryEditor<T>;
  onEditorChange: (editor: EntryEditor<T>) => void;
  empty: T;
  /** The fields to mark and the toast naming the problem; null when the entry can be added (spec §5). */
  check: (draft: T) => EntryProblem | null;
  fieldIds: Record<string, string>;
  started: (draft: T) => boolean;
  unfinishedShown: boolean;
  onSettled: () => void;
};

export type EntryProblem = { fields: string[]; title: string; description: string };

/**
 * One list section (spec §4): the opt-out box hides the list and entry but keeps them (the submission drops an
 * opted-out list); Add/Update commits a complete entry; a row loads for editing; Remove deletes it.
 */
export function useEntryList<T>({
  listName,
  editor,
  onEditorChange,
  empty,
  check,
  fieldIds,
  started,
  unfinishedShown,
  onSettled,
}: EntryListOptions<T>) {
  const { t } = useTranslation('finder');
  const { control } = useFormContext<FinderFormValues>();
  const { field: optOut } = useController({
    control,
    name: listName === 'medications' ? 'noMedications' : 'noDoctors',
  });
  const { field: list, fieldState } = useController({ control, name: listName });
  const items = list.value as unknown as T[];

  function toggleOptOut(checked: boolean) {
    optOut.onChange(checked);
    // Setting the list again re-checks its "opt out or add one" message.
    list.onChange(items);
  }

  const [checked, setChecked] = useState(false);
  const problem = checked ? check(editor.draft) : null;

  /** False when the entry cannot be added: the toast names why, the fields are marked. */
  function commit(): boolean {
    const found = check(editor.draft);
    if (found) {
      setChecked(true);
      toast.error(found.title, { description: found.description });
      const first = found.fields[0];
      const input = first ? document.getElementById(fieldIds[first] ?? '') : null;
      if (input instanceof HTMLElement && !input.hasAttribute('disabled')) input.focus();
      return false;
    }
    setChecked(false);
    const result = commitEntry(items, editor, empty);
    list.onChange(result.list);
    onEditorChange(result.editor);
    toast.success(t(result.updated ? `${listName}.updated` : `${listName}.added`));
    onSettled();
    return true;
  }

  function cancel() {
    setChecked(false);
    onEditorChange(newEditor(empty));
    onSettled();
  }

  function edit(index: number) {
    const next = editEntry(items, index);
    if (!next) return;
    setChecked(false);
    onEditorChange(next);
  }

  function remove(index: number) {
    const result = removeEntry(items, editor, index, empty);
    list.onChange(result.list);
    onEditorChange(result.editor);
  }

  return {
    optOut,
    items,
    error: listErrorMessage(fieldState.error),
    invalidFields: problem?.fields ?? [],
    unfinished: unfinishedShown && !optOut.value ? unfinishedEntry(items, editor, started) : null,
    toggleOptOut,
    commit,
    edit,
    remove,
    cancel,
  };
}

type ErrorLike = { message?: unknown; root?: { message?: unknown } };

const messageOf = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { message, root } = value as ErrorLike;
  if (typeof message === 'string' && message) return message;
  return typeof root?.message === 'string' && root.message ? root.message : undefined;
};

/** The list's own error, else its first row's ("Entry 2: Dosage is required"). */
export function listErrorMessage(error: unknown): string | undefined {
  const own = messageOf(error);
  if (own || typeof error !== 'object' || error === null) return own;
  for (const [key, row] of Object.entries(error)) {
    if (!/^\d+$/.test(key) || typeof row !== 'object' || row === null) continue;
    for (const fieldError of Object.values(row)) {
      const message = messageOf(fieldError);
      if (message) return `Entry ${Number(key) + 1}: ${message}`;
    }
  }
  return undefined;
}
