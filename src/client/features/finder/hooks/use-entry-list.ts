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
import { listErrorMessage } from '../lib/form-errors';
import type { FinderFormValues } from '../lib/form-values';

type EntryListOptions<T> = {
  listName: 'medications' | 'doctors';
  editor: EntryEditor<T>;
  onEditorChange: (editor: EntryEditor<T>) => void;
  empty: T;
  /**
   * What keeps the entry from being added (spec §5): the fields to mark, in the entry's order, and
   * the toast that names the problem; null when the entry can be added.
   */
  check: (draft: T) => EntryProblem | null;
  /** Each field's input id, so a refused entry moves focus to its first marked field. */
  fieldIds: Record<string, string>;
  /** Which fields count as typed, for an entry left in its box (lib/entry-editor.ts). */
  started: (draft: T) => boolean;
  /** Find My Plans met an entry left in the box, and asks to add or discard it. */
  unfinishedShown: boolean;
  /** The entry was added, updated or discarded: the question, if asked, is settled. */
  onSettled: () => void;
};

export type EntryProblem = { fields: string[]; title: string; description: string };

/**
 * Spec §4 "Home form" for one list section (medications or doctors): the opt-out box hides the list
 * and the entry but keeps them, so unticking brings them back (the submission drops an opted-out
 * list: finder-contracts.ts); Add/Update List commits a complete entry; a row loads into the entry
 * for editing; Remove deletes it. Adding or discarding the entry settles Find My Plans' question
 * about an entry left in its box (UnfinishedEntry).
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
  // The form holds both lists under their own names; this section works on its own kind.
  const items = list.value as unknown as T[];

  function toggleOptOut(checked: boolean) {
    optOut.onChange(checked);
    // The list is kept as it is; setting it again re-checks its "opt out or add one" message.
    list.onChange(items);
  }

  // After a refused Add, the marked fields follow the entry as it is corrected.
  const [checked, setChecked] = useState(false);
  const problem = checked ? check(editor.draft) : null;

  /** Adds or updates the entry; false when it cannot be added: the toast names why, the fields are marked. */
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
    // Spec §8: the success toasts.
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
    /** The fields a refused Add marked, while they still keep the entry out. */
    invalidFields: problem?.fields ?? [],
    /** The entry left in its box that Find My Plans asks about, while the section is in use. */
    unfinished: unfinishedShown && !optOut.value ? unfinishedEntry(items, editor, started) : null,
    toggleOptOut,
    commit,
    edit,
    remove,
    cancel,
  };
}
