/**
 * The medication and doctor entries of spec §4 "Home form": the entry is either new or editing one
 * row of the list. Pure functions over (list, editor) so the rules are tested without React.
 */
import type { DoctorDraft, MedicationDraft } from './form-values';

export type EntryEditor<T> = { draft: T; editIndex: number | null };

export function newEditor<T>(empty: T): EntryEditor<T> {
  return { draft: { ...empty }, editIndex: null };
}

/** Clicking a list row loads a copy of it into the entry. */
export function editEntry<T>(list: readonly T[], index: number): EntryEditor<T> | null {
  const entry = list[index];
  return entry === undefined ? null : { draft: { ...entry }, editIndex: index };
}

/** Add to List appends; Update List replaces the row being edited. The entry then starts fresh. */
export function commitEntry<T>(
  list: readonly T[],
  editor: EntryEditor<T>,
  empty: T,
): { list: T[]; editor: EntryEditor<T>; updated: boolean } {
  const index = editor.editIndex;
  const updated = index !== null && index < list.length;
  const next = updated
    ? list.map((entry, i) => (i === index ? editor.draft : entry))
    : [...list, editor.draft];
  return { list: next, editor: newEditor(empty), updated };
}

/**
 * Remove deletes a row. Removing the row being edited ends the edit; removing a row above it
 * keeps the edit on the same entry, which has moved up one place.
 */
export function removeEntry<T>(
  list: readonly T[],
  editor: EntryEditor<T>,
  index: number,
  empty: T,
): { list: T[]; editor: EntryEditor<T> } {
  const next = list.filter((_, i) => i !== index);
  if (editor.editIndex === null || editor.editIndex < index) return { list: next, editor };
  if (editor.editIndex === index) return { list: next, editor: newEditor(empty) };
  return { list: next, editor: { ...editor, editIndex: editor.editIndex - 1 } };
}

const filled = (value: string) => value.trim() !== '';

/** Spec §5: adding with any field empty is refused with a toast. */
export function isMedicationComplete(draft: MedicationDraft): boolean {
  return filled(draft.name) && filled(draft.dosage) && filled(draft.quantity) && filled(draft.frequency);
}

export function isDoctorComplete(draft: DoctorDraft): boolean {
  return filled(draft.name) && filled(draft.specialty);
}
