import { useController, useFormContext } from 'react-hook-form';
import { toast } from 'sonner';
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
  optOutName: 'noMedications' | 'noDoctors';
  editor: EntryEditor<T>;
  onEditorChange: (editor: EntryEditor<T>) => void;
  empty: T;
  isComplete: (draft: T) => boolean;
  /** Which fields count as typed, for an entry left in its box (lib/entry-editor.ts). */
  started: (draft: T) => boolean;
  /** Find My Plans met an entry left in the box, and asks to add or discard it. */
  unfinishedShown: boolean;
  /** The entry was added, updated or discarded: the question, if asked, is settled. */
  onSettled: () => void;
  /** Spec §5 and §8: the incomplete-entry toast and the success toasts. */
  messages: { incomplete: string; incompleteDescription: string; added: string; updated: string };
};

/**
 * Spec §4 "Home form" for one list section (medications or doctors): the opt-out box hides the list
 * and the entry but keeps them, so unticking brings them back (the submission drops an opted-out
 * list: finder-contracts.ts); Add/Update List commits a complete entry; a row loads into the entry
 * for editing; Remove deletes it. Adding or discarding the entry settles Find My Plans' question
 * about an entry left in its box (UnfinishedEntry).
 */
export function useEntryList<T>({
  listName,
  optOutName,
  editor,
  onEditorChange,
  empty,
  isComplete,
  started,
  unfinishedShown,
  onSettled,
  messages,
}: EntryListOptions<T>) {
  const { control } = useFormContext<FinderFormValues>();
  const { field: optOut } = useController({ control, name: optOutName });
  const { field: list, fieldState } = useController({ control, name: listName });
  // The form holds both lists under their own names; this section works on its own kind.
  const items = list.value as unknown as T[];

  function toggleOptOut(checked: boolean) {
    optOut.onChange(checked);
    // The list is kept as it is; setting it again re-checks its "opt out or add one" message.
    list.onChange(items);
  }

  /** Adds or updates the entry; false (with the incomplete-entry toast) when a field is empty. */
  function commit(): boolean {
    if (!isComplete(editor.draft)) {
      toast.error(messages.incomplete, { description: messages.incompleteDescription });
      return false;
    }
    const result = commitEntry(items, editor, empty);
    list.onChange(result.list);
    onEditorChange(result.editor);
    toast.success(result.updated ? messages.updated : messages.added);
    onSettled();
    return true;
  }

  function cancel() {
    onEditorChange(newEditor(empty));
    onSettled();
  }

  function edit(index: number) {
    const next = editEntry(items, index);
    if (next) onEditorChange(next);
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
    /** The entry left in its box that Find My Plans asks about, while the section is in use. */
    unfinished: unfinishedShown && !optOut.value ? unfinishedEntry(items, editor, started) : null,
    toggleOptOut,
    commit,
    edit,
    remove,
    cancel,
  };
}
