import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FORM_PROGRESS_KEY } from '../../../../shared/constants';
import { DEFAULT_ANSWERS } from '../../../../shared/profile-answers';
import { emptyFormValues } from './form-values';
import { describeSavedAt, readProgress, saveProgress } from './progress-storage';

describe('progress storage', () => {
  it('round-trips a snapshot, with the name of the pharmacy picked', () => {
    const blank = emptyFormValues();
    const values = {
      ...blank,
      firstName: 'Ada',
      medications: [{ name: 'Metformin', dosage: '500 mg', quantity: '60', frequency: 'yearly' as const }],
      answers: { ...blank.answers, pharmacyNpi: '1538296415' },
    };
    const [first] = values.medications;
    if (!first) throw new Error('no medication');
    const medication = { draft: first, editIndex: 0 };
    const doctor = { draft: { name: 'Lee', specialty: '', providerId: null }, editIndex: null };
    const pharmacy = {
      specific: true,
      picked: { npi: '1538296415', label: 'Broken Arrow Drug, Broken Arrow' },
    };
    const saved = saveProgress({ values, medication, doctor, pharmacy }, new Date('2026-03-01T12:00:00Z'));

    expect(readProgress()).toEqual(saved);
    expect(saved.pharmacyPick).toEqual(pharmacy);
    expect(saved.savedAt).toBe('2026-03-01T12:00:00.000Z');
  });

  it('keeps progress whose stored pharmacy pick is unreadable, without the pick', () => {
    const blank = emptyFormValues();
    window.localStorage.setItem(
      FORM_PROGRESS_KEY,
      JSON.stringify({
        formData: { ...blank, answers: { ...blank.answers, pharmacyNpi: '1538296415' } },
        medicationEntry: { name: '', dosage: '', quantity: '', frequency: 'monthly' },
        doctorEntry: { name: '', specialty: '', providerId: null },
        editingMedicationIndex: null,
        editingDoctorIndex: null,
        pharmacyPick: { specific: 'yes', picked: { npi: '1538296415', label: '' } },
        savedAt: '2026-03-01T12:00:00.000Z',
      }),
    );
    const progress = readProgress();
    expect(progress?.pharmacyPick).toBeUndefined();
    expect(progress?.formData.answers.pharmacyNpi).toBe('1538296415');
  });

  it('drops an edit index that points past its list and reads an unknown frequency as monthly', () => {
    const values = emptyFormValues();
    window.localStorage.setItem(
      FORM_PROGRESS_KEY,
      JSON.stringify({
        formData: values,
        medicationEntry: { name: 'X', dosage: '', quantity: 30, frequency: 'hourly' },
        doctorEntry: { name: '', specialty: '' },
        editingMedicationIndex: 3,
        editingDoctorIndex: null,
        savedAt: '2026-03-01T12:00:00.000Z',
      }),
    );
    const progress = readProgress();
    expect(progress?.editingMedicationIndex).toBeNull();
    expect(progress?.medicationEntry).toEqual({
      name: 'X',
      dosage: '',
      quantity: '30',
      frequency: 'monthly',
    });
    expect(progress?.doctorEntry).toEqual({ name: '', specialty: '', providerId: null });
  });

  it('reads progress saved before the health and coverage questions with their defaults', () => {
    // In June of the plan year a new plan would start in July (the default of the start month).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 10));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { answers: _answers, ...older } = emptyFormValues();
    window.localStorage.setItem(
      FORM_PROGRESS_KEY,
      JSON.stringify({
        formData: { ...older, firstName: 'Ada' },
        medicationEntry: { name: '', dosage: '', quantity: '', frequency: 'monthly' },
        doctorEntry: { name: '', specialty: '', providerId: null },
        editingMedicationIndex: null,
        editingDoctorIndex: null,
        savedAt: '2026-03-01T12:00:00.000Z',
      }),
    );
    expect(readProgress()?.formData).toMatchObject({
      firstName: 'Ada',
      answers: { ...DEFAULT_ANSWERS, coverageStartMonth: 7 },
    });
  });

  it('reads answers saved before the Extra Help question: the Medicaid tick becomes a yes', () => {
    const { answers: _answers, ...values } = emptyFormValues();
    window.localStorage.setItem(
      FORM_PROGRESS_KEY,
      JSON.stringify({
        formData: {
          ...values,
          answers: {
            health: 'rarely',
            medicaidOrExtraHelp: true,
            livesInFacility: true,
            coverageStartMonth: 4,
          },
        },
        medicationEntry: { name: '', dosage: '', quantity: '', frequency: 'monthly' },
        doctorEntry: { name: '', specialty: '', providerId: null },
        editingMedicationIndex: null,
        editingDoctorIndex: null,
        savedAt: '2026-03-01T12:00:00.000Z',
      }),
    );
    expect(readProgress()?.formData.answers).toEqual({
      ...DEFAULT_ANSWERS,
      health: 'rarely',
      medicaidOrExtraHelp: true,
      livesInFacility: true,
      extraHelp: 'full',
      coverageStartMonth: 4,
    });
  });

  it('describes the save time in words', () => {
    expect(describeSavedAt(new Date(2026, 10, 21, 15, 5).toISOString())).toBe(
      'Saved on November 21, 2026 at 3:05 PM',
    );
    expect(describeSavedAt(new Date(2026, 0, 2, 9, 30).toISOString())).toBe(
      'Saved on January 2, 2026 at 9:30 AM',
    );
  });
});
