import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FORM_PROGRESS_KEY, HISTORY_LOAD_KEY } from '../../../../shared/constants';
import { DEFAULT_ANSWERS, defaultCoverageStartMonth } from '../../../../shared/profile-answers';
import { historyRecord } from '../../../testing/history-record';
import type { SavedProgress } from '../lib/progress-storage';
import { addMedication, fillPersonal, mockFinderServer, nextStep } from '../testing/finder-server';
import { renderHome } from '../testing/render-home';

const medications = () => within(screen.getByRole('region', { name: 'Your Medications' }));
const stepOne = 'Step 1 of 3: Personal Information';
const stepTwo = 'Step 2 of 3: Medications & Doctors';
const doctors = () => within(screen.getByRole('region', { name: 'Your Doctors' }));

function storedProgress(): SavedProgress {
  return JSON.parse(window.localStorage.getItem(FORM_PROGRESS_KEY) ?? 'null');
}

const savedProgress: SavedProgress = {
  formData: {
    firstName: 'Grace',
    lastName: 'Hopper',
    birthDate: '1946-12-09',
    zipCode: '73099',
    county: 'Oklahoma',
    isCustomCounty: false,
    doctorSearchRadius: 35,
    noMedications: false,
    medications: [{ name: 'Metformin', dosage: '500 mg tablet', quantity: '60', frequency: 'monthly' }],
    noDoctors: true,
    doctors: [],
    answers: DEFAULT_ANSWERS,
  },
  medicationEntry: { name: 'Metformin', dosage: '1000 mg tablet', quantity: '60', frequency: 'yearly' },
  doctorEntry: { name: '', specialty: '', providerId: null },
  editingMedicationIndex: 0,
  editingDoctorIndex: null,
  savedAt: new Date(2026, 10, 21, 15, 5).toISOString(),
};

const savedRecord = historyRecord({
  doctors: [{ name: 'Smith, Jane', specialty: 'Cardiology', providerId: 41 }],
});

describe('Save Progress', () => {
  it('stores the form, the in-progress entries, the edit indexes and the time', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await fillPersonal(user, '74012', { next: false });
    await user.click(
      screen.getByRole('radio', { name: 'Ongoing care, or a hospital stay in the past year' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Diabetes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Dental coverage' }));
    await user.click(screen.getByRole('checkbox', { name: 'Keeping my doctors' }));
    await nextStep(user);
    await addMedication(user, 'ator', 'Atorvastatin', '20 mg tablet');
    await user.click(medications().getByRole('button', { name: /^Atorvastatin/ }));
    await user.type(doctors().getByLabelText('Doctor Name'), 'Dr. Half-typed');

    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Save Progress' }));

    expect(await screen.findByText('Progress saved!')).toBeInTheDocument();
    const progress = storedProgress();
    expect(progress.formData).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '1950-12-10',
      zipCode: '74012',
      county: 'Tulsa',
      isCustomCounty: false,
      doctorSearchRadius: 20,
      noMedications: false,
      medications: [{ name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' }],
      noDoctors: false,
      doctors: [],
      answers: {
        ...DEFAULT_ANSWERS,
        coverageStartMonth: defaultCoverageStartMonth(new Date(), 2026),
        health: 'ongoing',
        chronicConditions: ['diabetes'],
        priorities: ['dental', 'keepDoctors'],
      },
      // The year the server offers (one here), kept with the form (plan-year-choice.tsx).
      planYear: 2026,
    });
    expect(progress.medicationEntry).toEqual(progress.formData.medications[0]);
    expect(progress.editingMedicationIndex).toBe(0);
    expect(progress.doctorEntry).toEqual({ name: 'Dr. Half-typed', specialty: '', providerId: null });
    expect(progress.editingDoctorIndex).toBeNull();
    expect(progress.step).toBe(2);
    expect(Date.parse(progress.savedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('says "Save failed" when the browser refuses to store it', async () => {
    mockFinderServer();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const user = userEvent.setup({ delay: null });
    await renderHome();

    await user.click(screen.getByRole('button', { name: 'Save Progress' }));

    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByText('Unable to save your progress. Please try again.')).toBeInTheDocument();
  });
});

describe('On load', () => {
  it('restores saved progress, with the date it was saved and the step', async () => {
    mockFinderServer();
    window.localStorage.setItem(FORM_PROGRESS_KEY, JSON.stringify({ ...savedProgress, step: 2 }));
    await renderHome();

    expect(await screen.findByText('Progress restored!')).toBeInTheDocument();
    expect(screen.getByText('Saved on November 21, 2026 at 3:05 PM')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: stepTwo })).toBeVisible();
    // Step 1's fields, out of sight on step 2, are back too.
    expect(screen.getByLabelText('First Name')).toHaveValue('Grace');
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('1946-12-09');
    await waitFor(() => expect(screen.getByLabelText('County')).toHaveValue('Oklahoma'));
    // 35 is not a preset: the custom radius shows it.
    expect(screen.getByLabelText('Custom', { exact: true })).toBeChecked();
    expect(screen.getByLabelText('Custom radius in miles')).toHaveValue('35');
    // The row being edited and the changed entry come back.
    expect(medications().getByRole('button', { name: 'Update List' })).toBeInTheDocument();
    expect(medications().getByLabelText('Dosage')).toHaveValue('1000 mg tablet');
    expect(medications().getByLabelText('Frequency')).toHaveValue('yearly');
    expect(screen.getByLabelText("I don't have any current doctors")).toBeChecked();
    expect(screen.queryByLabelText('Doctor Name')).not.toBeInTheDocument();
  });

  it('loads a stashed history record once, removes the stash and ticks the empty list opt-out', async () => {
    mockFinderServer();
    window.localStorage.setItem(FORM_PROGRESS_KEY, JSON.stringify(savedProgress));
    window.localStorage.setItem(HISTORY_LOAD_KEY, JSON.stringify(savedRecord));
    // StrictMode runs the load effect twice: the stash must still win and progress stay untouched.
    await renderHome({ strict: true });

    expect(await screen.findByText('Historical data loaded!')).toBeInTheDocument();
    // A search made before opens on step 2, where Find My Plans is.
    expect(await screen.findByRole('heading', { level: 2, name: stepTwo })).toBeVisible();
    expect(window.localStorage.getItem(HISTORY_LOAD_KEY)).toBeNull();
    expect(screen.getByLabelText('First Name')).toHaveValue('Katherine');
    expect(screen.getByLabelText('ZIP Code')).toHaveValue('74012');
    await waitFor(() => expect(screen.getByLabelText('County')).toHaveValue('Tulsa'));
    expect(screen.getByLabelText('10 miles')).toBeChecked();
    expect(screen.getByLabelText("I don't take any medications")).toBeChecked();
    expect(screen.getByLabelText("I don't have any current doctors")).not.toBeChecked();
    expect(doctors().getByRole('button', { name: /^Smith, Jane/ })).toBeInTheDocument();
    expect(screen.queryByText('Progress restored!')).not.toBeInTheDocument();
  });

  it('ignores corrupt storage and starts empty, logging nothing about the content', async () => {
    mockFinderServer();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(HISTORY_LOAD_KEY, '{"firstName":"Ada", oops');
    window.localStorage.setItem(FORM_PROGRESS_KEY, JSON.stringify({ formData: { firstName: 'Ada' } }));
    await renderHome();

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(JSON.stringify(warn.mock.calls)).not.toContain('Ada');
    expect(window.localStorage.getItem(HISTORY_LOAD_KEY)).toBeNull();
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(screen.queryByText('Progress restored!')).not.toBeInTheDocument();
    expect(screen.queryByText('Historical data loaded!')).not.toBeInTheDocument();
  });
});

describe('Begin Fresh Search', () => {
  it('asks first: "Keep my entries" changes nothing', async () => {
    mockFinderServer();
    window.localStorage.setItem(FORM_PROGRESS_KEY, JSON.stringify(savedProgress));
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await screen.findByText('Progress restored!');

    await user.click(screen.getByRole('button', { name: 'Begin Fresh Search' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Begin a fresh search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my entries' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(FORM_PROGRESS_KEY)).not.toBeNull();
    expect(screen.getByLabelText('First Name')).not.toHaveValue('');
  });

  it('clears saved progress and resets everything to step 1, and Undo brings both back', async () => {
    mockFinderServer();
    const onStepTwo: SavedProgress = { ...savedProgress, step: 2 };
    window.localStorage.setItem(FORM_PROGRESS_KEY, JSON.stringify(onStepTwo));
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHome();
    await screen.findByText('Progress restored!');
    // Saved progress opens on the step it was saved on, and the address names it.
    expect(await screen.findByRole('heading', { level: 2, name: stepTwo })).toBeVisible();
    expect(router.state.location.search).toBe('?step=2');
    const firstName = (screen.getByLabelText('First Name') as HTMLInputElement).value;

    await user.click(screen.getByRole('button', { name: 'Begin Fresh Search' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Begin a fresh search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Empty the form' }));

    expect(await screen.findByText('Fresh search started')).toBeInTheDocument();
    expect(window.localStorage.getItem(FORM_PROGRESS_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: stepOne })).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(screen.getByLabelText('County')).toHaveValue('');
    expect(screen.getByLabelText('20 miles')).toBeChecked();
    // Step 2, out of sight until Next, starts over too.
    const hiddenMedications = within(screen.getByRole('region', { name: 'Your Medications', hidden: true }));
    expect(screen.getByLabelText("I don't have any current doctors")).not.toBeChecked();
    expect(hiddenMedications.getByRole('button', { name: 'Add to List', hidden: true })).toBeInTheDocument();
    expect(hiddenMedications.getByLabelText('Medication Name')).toHaveValue('');
    expect(hiddenMedications.getByText('No medications added yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Your entries are back.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: stepTwo })).toBeVisible();
    expect(screen.getByLabelText('First Name')).toHaveValue(firstName);
    expect(JSON.parse(window.localStorage.getItem(FORM_PROGRESS_KEY) ?? 'null')).toEqual(onStepTwo);
  });
});
