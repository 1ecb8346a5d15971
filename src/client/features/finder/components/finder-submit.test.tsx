import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORM_PROGRESS_KEY } from '../../../../shared/constants';
import { OPT_OUT_MESSAGE } from '../../../../shared/finder-contracts';
import { DEFAULT_ANSWERS, defaultCoverageStartMonth } from '../../../../shared/profile-answers';
import { deferred, json, requestsTo } from '../../../testing/fetch-mock';
import type { SavedProgress } from '../lib/progress-storage';
import { addMedication, fillPersonal, fillValidForm, mockFinderServer } from '../testing/finder-server';
import { renderHome } from '../testing/render-home';

const USER_ID = 'b6f1d0c2-3a4e-4c5f-9a7b-1c2d3e4f5a6b';
const doctors = () => within(screen.getByRole('region', { name: 'Your Doctors' }));
const medications = () => within(screen.getByRole('region', { name: 'Your Medications' }));
const submitButton = () => screen.getByRole('button', { name: 'Find My Plans' });

function submittedBody(fetchMock: ReturnType<typeof mockFinderServer>) {
  const [request] = requestsTo(fetchMock, 'POST', '/api/medicare/submit');
  return JSON.parse(String(request?.init?.body));
}

describe('Submitting the finder', () => {
  it("Next shows step 1's messages beside their fields, focuses the first and stays on step 1", async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHome();

    await user.click(screen.getByRole('button', { name: 'Next: Medications & Doctors' }));

    const expected: [string, string][] = [
      ['First Name', 'First name is required'],
      ['Last Name', 'Last name is required'],
      ['Date of Birth', 'Birth date is required'],
      ['ZIP Code', 'ZIP code must be 5 digits'],
      ['County', 'County is required'],
    ];
    for (const [label, message] of expected) {
      const field = await screen.findByLabelText(label);
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('First Name')).toHaveFocus());
    expect(screen.getAllByRole('alert')).toHaveLength(expected.length);
    // Only step 1 is checked: nothing is said yet about the lists of step 2, which stays closed.
    expect(screen.queryByText(OPT_OUT_MESSAGE)).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Personal Information' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your Medications' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    // Fixing a field clears its message.
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await waitFor(() => expect(screen.queryByText('First name is required')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText('ZIP Code'), '123');
    expect(screen.getByText('ZIP code must be 5 digits')).toBeInTheDocument();
  });

  it('Find My Plans marks the lists left empty on step 2, focuses the first and sends nothing', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await fillPersonal(user);

    await user.click(submitButton());

    for (const label of ["I don't take any medications", "I don't have any current doctors"]) {
      const field = await screen.findByLabelText(label);
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(expect.stringContaining(OPT_OUT_MESSAGE)),
      );
    }
    await waitFor(() => expect(screen.getByLabelText("I don't take any medications")).toHaveFocus());
    expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(0);
  });

  it("sends the chosen provider id, drops a hand-typed doctor's id, saves progress and opens the results", async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFinderServer({ 'POST /api/medicare/submit': () => answer.promise });
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHome();
    await fillPersonal(user);
    await addMedication(user, 'ator', 'Atorvastatin', '20 mg tablet', '90');

    await user.type(doctors().getByLabelText('Doctor Name'), 'smith');
    await user.click(await screen.findByRole('option', { name: /^Smith, Jane/ }));
    await user.click(doctors().getByRole('button', { name: 'Add to List' }));
    await user.type(doctors().getByLabelText('Doctor Name'), 'smithson');
    await user.click(await screen.findByRole('option', { name: /^Smithson Family Clinic/ }));
    await user.type(doctors().getByLabelText('Doctor Name'), ' East'); // edited by hand: no longer that provider
    await user.type(doctors().getByLabelText('Specialty'), 'Family Medicine');
    await user.click(doctors().getByRole('button', { name: 'Add to List' }));

    await user.click(submitButton());

    // Pending: the button says so and every button is disabled.
    const pending = await screen.findByRole('button', { name: 'Finding Plans...' });
    expect(pending).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save Progress' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Begin Fresh Search' })).toBeDisabled();
    expect(submittedBody(fetchMock)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '1950-12-10',
      zipCode: '74012',
      county: 'Tulsa',
      isCustomCounty: false,
      doctorSearchRadius: 20,
      noMedications: false,
      medications: [{ name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '90', frequency: 'monthly' }],
      noDoctors: false,
      doctors: [
        { name: 'Smith, Jane', specialty: 'Cardiology', providerId: 41 },
        { name: 'Smithson Family Clinic East', specialty: 'Family Medicine', providerId: null },
      ],
      // Questions left unanswered go as their defaults (shared/profile-answers.ts), the plan starting
      // the month that fits today.
      answers: { ...DEFAULT_ANSWERS, coverageStartMonth: defaultCoverageStartMonth(new Date(), 2026) },
      planYear: 2026,
    });
    expect(JSON.parse(window.localStorage.getItem(FORM_PROGRESS_KEY) ?? '{}').formData.firstName).toBe('Ada');

    answer.resolve(json({ userId: USER_ID }, { status: 201 }));
    expect(await screen.findByText(`Results for ${USER_ID}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/results/${USER_ID}`);
    // The results are the confirmation: no toast arrives after them.
    expect(screen.queryByText("We're finding your perfect Medicare plans...")).not.toBeInTheDocument();
  });

  it('never drops an entry left in its box: names it, sends nothing, and adds or discards it as asked', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await fillPersonal(user);
    await addMedication(user, 'ator', 'Atorvastatin', '20 mg tablet', '90');
    // A second drug chosen and filled in, but "Add to List" never pressed.
    await user.type(screen.getByLabelText('Medication Name'), 'metf');
    await user.click(await screen.findByRole('option', { name: /^Metformin/ }));
    await user.selectOptions(screen.getByLabelText('Dosage'), '500 mg tablet');
    await user.click(medications().getByRole('button', { name: /^60 \w+$/ }));
    // A doctor typed, not added.
    await user.type(doctors().getByLabelText('Doctor Name'), 'Lee, Anna');

    await user.click(submitButton());

    await screen.findByText(/You started adding Metformin/);
    const notice = document.getElementById('finder-medication-unfinished');
    expect(notice).toHaveTextContent(
      'You started adding Metformin 500 mg tablet but did not add it to your list. Your search has not started',
    );
    await waitFor(() => expect(notice).toHaveFocus());
    expect(document.getElementById('finder-doctor-unfinished')).toHaveTextContent(
      'You started adding Lee, Anna but did not add it to your list.',
    );
    expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(0);

    await user.click(medications().getByRole('button', { name: 'Add it to my list' }));
    expect(
      within(screen.getByRole('list', { name: 'Your medication list' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await waitFor(() => expect(document.getElementById('finder-doctor-unfinished')).toHaveFocus());
    await user.click(doctors().getByRole('button', { name: 'Discard it' }));
    expect(doctors().getByLabelText('Doctor Name')).toHaveValue('');
    await waitFor(() => expect(submitButton()).toHaveFocus());

    await user.click(doctors().getByLabelText("I don't have any current doctors"));
    await user.click(submitButton());
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(1));
    expect(submittedBody(fetchMock).medications.map((m: { name: string }) => m.name)).toEqual([
      'Atorvastatin',
      'Metformin',
    ]);
  });

  it('asks about a quantity above the usual before adding an entry left in its box, as its own Add does', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await fillValidForm(user);
    await user.click(screen.getByLabelText("I don't take any medications"));
    // 900 tablets a month typed (more than the usual 240: shared/quantity-limits.ts), never added.
    await user.type(screen.getByLabelText('Medication Name'), 'ator');
    await user.click(await screen.findByRole('option', { name: /^Atorvastatin/ }));
    await user.selectOptions(screen.getByLabelText('Dosage'), '20 mg tablet');
    await user.click(screen.getByLabelText('Quantity'));
    await user.paste('900');

    await user.click(submitButton());
    await waitFor(() => expect(document.getElementById('finder-medication-unfinished')).toHaveFocus());
    await user.click(medications().getByRole('button', { name: 'Add it to my list' }));

    // Not added yet: the same question the entry's own Add asks, with the focus on it.
    const question = await screen.findByText(
      '900 tablets a month is more than people usually take (usually 1–240 tablets a month). Check the amount.',
    );
    const alert = question.closest('[role="alert"]') as HTMLElement;
    await waitFor(() => expect(alert).toHaveFocus());
    expect(medications().getByText('No medications added yet.')).toBeInTheDocument();
    expect(document.getElementById('finder-medication-unfinished')).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Keep 900 tablets' }));
    expect(
      within(screen.getByRole('list', { name: 'Your medication list' })).getByText(
        '20 mg tablet · 900 tablets · Monthly (30-day supply)',
      ),
    ).toBeInTheDocument();
    expect(document.getElementById('finder-medication-unfinished')).not.toBeInTheDocument();
    await waitFor(() => expect(submitButton()).toHaveFocus());
    await user.click(submitButton());
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(1));
    expect(submittedBody(fetchMock).medications).toEqual([
      { name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '900', frequency: 'monthly' },
    ]);
  });

  it('asks to update a list row changed but not updated, and keeps the row until then', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await fillValidForm(user);
    await user.click(screen.getByLabelText("I don't take any medications"));
    await addMedication(user, 'ator', 'Atorvastatin', '20 mg tablet', '30');
    await user.click(medications().getByRole('button', { name: /^Atorvastatin/ }));
    await user.click(medications().getByRole('button', { name: /^90 \w+$/ }));

    await user.click(submitButton());
    const notice = document.getElementById('finder-medication-unfinished');
    expect(notice).toHaveTextContent('You changed Atorvastatin 20 mg tablet but did not update your list.');
    await user.click(medications().getByRole('button', { name: 'Update my list' }));
    await user.click(submitButton());
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(1));
    expect(submittedBody(fetchMock).medications).toEqual([
      { name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '90', frequency: 'monthly' },
    ]);
  });

  it('drops entries with blank names from restored progress before sending', async () => {
    const fetchMock = mockFinderServer();
    const progress: SavedProgress = {
      formData: {
        firstName: 'Grace',
        lastName: 'Hopper',
        birthDate: '1946-12-09',
        zipCode: '74012',
        county: 'Tulsa',
        isCustomCounty: false,
        doctorSearchRadius: 50,
        noMedications: false,
        medications: [
          { name: '  ', dosage: '', quantity: '', frequency: 'monthly' },
          { name: 'Metformin', dosage: '500 mg tablet', quantity: '60', frequency: 'yearly' },
        ],
        noDoctors: false,
        doctors: [
          { name: 'Smith, Jane', specialty: 'Cardiology', providerId: 41 },
          { name: '', specialty: 'Cardiology', providerId: null },
        ],
        answers: DEFAULT_ANSWERS,
      },
      medicationEntry: { name: '', dosage: '', quantity: '', frequency: 'monthly' },
      doctorEntry: { name: '', specialty: '', providerId: null },
      editingMedicationIndex: null,
      editingDoctorIndex: null,
      step: 2,
      savedAt: new Date().toISOString(),
    };
    window.localStorage.setItem(FORM_PROGRESS_KEY, JSON.stringify(progress));
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHome();
    await screen.findByText('Progress restored!');
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 3: Medications & Doctors' });

    await user.click(submitButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(`/results/${USER_ID}`));
    const body = submittedBody(fetchMock);
    expect(body.medications).toEqual([
      { name: 'Metformin', dosage: '500 mg tablet', quantity: '60', frequency: 'yearly' },
    ]);
    expect(body.doctors).toEqual([{ name: 'Smith, Jane', specialty: 'Cardiology', providerId: 41 }]);
    expect(body.doctorSearchRadius).toBe(50);
  });

  it.each([
    ['the server error text', json({ error: 'Service unavailable' }, { status: 500 }), 'Service unavailable'],
    [
      'the default text when the body has none',
      new Response('', { status: 502 }),
      'Something went wrong. Please try again.',
    ],
  ])('shows an "Error" toast with %s and stays on the form', async (_case, response, description) => {
    mockFinderServer({ 'POST /api/medicare/submit': () => response });
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHome();
    await fillValidForm(user);

    await user.click(submitButton());

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(submitButton()).toBeEnabled();
  });
});
