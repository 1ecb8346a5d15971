/** The medication and doctor entries (spec §4), new or editing a row: pure functions over (list, editor). */
import type { DoctorDraft, MedicationDraft } from './form-values';

export type EntryEditor<T> = { draft: T; editIndex: number | null };

export function newEditor<T>(empty: T): EntryEditor<T> {
  return { draft: { ...empty }, editIndex: null };
}

export function editEntry<T>(list: readonly T[], index: number): EntryEditor<T> | null {
  const entry = list[index];
  return entry === undefined ? null : { draft: { ...entry }, editIndex: index };
}

/** Add appends; Update replaces the row being edited; the entry then starts fresh. */
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

/** Removing the edited row ends the edit; removing a row above it keeps editing the moved entry. */
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

export type MedicationField = 'name' | 'dosage' | 'quantity' | 'frequency';
export type DoctorField = 'name' | 'specialty';

/** Spec §5: the empty fields, in the entry's order. */
export function missingMedicationFields(draft: MedicationDraft): MedicationField[] {
  return (['name', 'dosage', 'quantity', 'frequency'] as const).filter((field) => !filled(draft[field]));
}

export function missingDoctorFields(draft: DoctorDraft): DoctorField[] {
  return (['name', 'specialty'] as const).filter((field) => !filled(draft[field]));
}

/** A typed name no drug bears ("lisinopirl"), once the catalogue has loaded and no dosage was kept. */
export function medicationNotPicked(
  draft: MedicationDraft,
  catalogue: readonly { name: string }[] | undefined,
): boolean {
  const name = draft.name.trim().toLowerCase();
  if (name === '' || filled(draft.dosage) || catalogue === undefined) return false;
  return !catalogue.some((item) => item.name.toLowerCase() === name);
}

const sameEntry = <T>(a: T, b: T) =>
  Object.keys(a as object).every(
    (key) => String((a as Record<string, unknown>)[key]) === String((b as Record<string, unknown>)[key]),
  );

/** An entry started but not added (or a row changed but not updated), which submitting must never drop silently. */
export function unfinishedEntry<T>(
  list: readonly T[],
  editor: EntryEditor<T>,
  started: (draft: T) => boolean,
): 'new' | 'changed' | null {
  if (editor.editIndex !== null) {
    const row = list[editor.editIndex];
    return row === undefined || sameEntry(row, editor.draft) ? null : 'changed';
  }
  return started(editor.draft) ? 'new' : null;
}

export const medicationStarted = (draft: MedicationDraft) =>
  filled(draft.name) || filled(draft.dosage) || filled(draft.quantity);

export const doctorStarted = (draft: DoctorDraft) => filled(draft.name) || filled(draft.specialty);

/** "Eliquis 5 mg", "Lee, Anna"; with only other fields typed, "a medication" or "a Cardiology doctor". */
export const medicationTitle = (draft: MedicationDraft, untitled = 'a medication') =>
  [draft.name.trim(), draft.dosage.trim()].filter(Boolean).join(' ') || untitled;

export const doctorTitle = (draft: DoctorDraft, untitled = (specialty: string) => `a ${specialty} doctor`) =>
  draft.name.trim() || untitled(draft.specialty.trim());
