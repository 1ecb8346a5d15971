import { describe, expect, it } from 'vitest';
import {
  commitEntry,
  doctorStarted,
  doctorTitle,
  editEntry,
  medicationNotPicked,
  medicationStarted,
  medicationTitle,
  missingDoctorFields,
  missingMedicationFields,
  newEditor,
  removeEntry,
  unfinishedEntry,
} from './entry-editor';

type Row = { name: string };
const EMPTY: Row = { name: '' };
const list: Row[] = [{ name: 'a' }, { name: 'b' }, { name: 'c' }];

describe('entry editor', () => {
  it('adds a new entry at the end and starts a fresh one', () => {
    const result = commitEntry(list, { draft: { name: 'd' }, editIndex: null }, EMPTY);
    expect(result.list.map((r) => r.name)).toEqual(['a', 'b', 'c', 'd']);
    expect(result.editor).toEqual(newEditor(EMPTY));
    expect(result.updated).toBe(false);
  });

  it('replaces the row being edited', () => {
    const editor = editEntry(list, 1);
    expect(editor).toEqual({ draft: { name: 'b' }, editIndex: 1 });
    const result = commitEntry(list, { draft: { name: 'B' }, editIndex: 1 }, EMPTY);
    expect(result.list.map((r) => r.name)).toEqual(['a', 'B', 'c']);
    expect(result.updated).toBe(true);
    expect(list[1]?.name).toBe('b'); // the list is not mutated
  });

  it('appends when the edited row no longer exists', () => {
    const result = commitEntry(list, { draft: { name: 'z' }, editIndex: 7 }, EMPTY);
    expect(result.list.map((r) => r.name)).toEqual(['a', 'b', 'c', 'z']);
    expect(result.updated).toBe(false);
  });

  it.each([
    // [edit index, removed index, edit index after]
    [null, 1, null],
    [2, 0, 1], // a row above moved the edited entry up
    [0, 2, 0], // a row below changes nothing
    [1, 1, null], // removing the edited row ends the edit
  ])('editing %s, removing %s leaves editing %s', (editIndex, removed, after) => {
    const draft = { name: 'draft' };
    const result = removeEntry(list, { draft, editIndex }, removed, EMPTY);
    expect(result.list).toHaveLength(2);
    expect(result.editor.editIndex).toBe(after);
    expect(result.editor.draft).toEqual(after === null && editIndex !== null ? EMPTY : draft);
  });

  it('names the blank fields of an entry, in its order', () => {
    expect(
      missingMedicationFields({ name: 'A', dosage: '1 mg', quantity: '30', frequency: 'monthly' }),
    ).toEqual([]);
    expect(missingMedicationFields({ name: 'A', dosage: ' ', quantity: '30', frequency: 'monthly' })).toEqual(
      ['dosage'],
    );
    expect(missingMedicationFields({ name: '', dosage: '', quantity: '', frequency: 'monthly' })).toEqual([
      'name',
      'dosage',
      'quantity',
    ]);
    expect(missingDoctorFields({ name: 'Lee', specialty: 'Cardiology', providerId: null })).toEqual([]);
    expect(missingDoctorFields({ name: 'Lee', specialty: '', providerId: 3 })).toEqual(['specialty']);
    expect(missingDoctorFields({ name: ' ', specialty: '', providerId: null })).toEqual([
      'name',
      'specialty',
    ]);
  });

  it('tells a typed name that no drug of the list bears', () => {
    const catalogue = [{ name: 'Lisinopril' }];
    const typed = { name: 'lisinopirl', dosage: '', quantity: '30', frequency: 'monthly' as const };
    expect(medicationNotPicked(typed, catalogue)).toBe(true);
    expect(medicationNotPicked({ ...typed, name: ' LISINOPRIL ' }, catalogue)).toBe(false);
    expect(medicationNotPicked({ ...typed, name: '' }, catalogue)).toBe(false);
    expect(medicationNotPicked(typed, undefined)).toBe(false); // the list has not loaded
    expect(medicationNotPicked({ ...typed, dosage: '10 mg' }, catalogue)).toBe(false); // kept from the list
  });
});

describe('unfinished entries', () => {
  const meds = [{ name: 'Eliquis', dosage: '5 mg', quantity: '60', frequency: 'monthly' as const }];
  const blank = { name: '', dosage: '', quantity: '', frequency: 'monthly' as const };

  it('finds a new entry with anything typed but the default frequency', () => {
    expect(unfinishedEntry(meds, newEditor(blank), medicationStarted)).toBeNull();
    expect(unfinishedEntry(meds, newEditor({ ...blank, frequency: 'yearly' }), medicationStarted)).toBeNull();
    expect(unfinishedEntry(meds, newEditor({ ...blank, name: 'Lipitor' }), medicationStarted)).toBe('new');
    expect(unfinishedEntry(meds, newEditor({ ...blank, quantity: '30' }), medicationStarted)).toBe('new');
    expect(
      unfinishedEntry([], newEditor({ name: ' ', specialty: 'Cardiology', providerId: null }), doctorStarted),
    ).toBe('new');
  });

  it('finds a row changed but not updated, and not one loaded and left as it was', () => {
    const loaded = editEntry(meds, 0);
    if (!loaded) throw new Error('row 0 exists');
    expect(unfinishedEntry(meds, loaded, medicationStarted)).toBeNull();
    expect(
      unfinishedEntry(meds, { ...loaded, draft: { ...loaded.draft, quantity: '90' } }, medicationStarted),
    ).toBe('changed');
  });

  it('names the entry the way the message says it', () => {
    expect(medicationTitle({ ...blank, name: 'Eliquis', dosage: '5 mg' })).toBe('Eliquis 5 mg');
    expect(medicationTitle({ ...blank, quantity: '30' })).toBe('a medication');
    expect(doctorTitle({ name: 'Lee, Anna', specialty: '', providerId: null })).toBe('Lee, Anna');
    expect(doctorTitle({ name: '', specialty: 'Cardiology', providerId: null })).toBe('a Cardiology doctor');
  });
});
