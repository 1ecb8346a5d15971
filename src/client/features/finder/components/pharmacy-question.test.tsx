import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORM_PROGRESS_KEY, HISTORY_LOAD_KEY } from '../../../../shared/constants';
import { DEFAULT_ANSWERS } from '../../../../shared/profile-answers';
import { deferred, json, requestsTo } from '../../../testing/fetch-mock';
import { historyRecord } from '../../../testing/history-record';
import { emptyFormValues } from '../lib/form-values';
import {
  fillPersonal,
  fillValidForm,
  mockFinderServer,
  nextStep,
  PHARMACIES,
  tickNoLists,
} from '../testing/finder-server';
import { renderHome } from '../testing/render-home';

const question = () => within(screen.getByRole('group', { name: 'Where do you fill your prescriptions?' }));
const specific = () => question().getByRole('radio', { name: 'A specific pharmacy near me' });
const searchBox = () => screen.getByRole('textbox', { name: 'Pharmacy name (optional)' });
const resultList = () => screen.findByRole('list', { name: /^Pharmacies near 74012, nearest first/ });
const submitButton = () => screen.getByRole('button', { name: 'Find My Plans' });
const nextButton = () => screen.getByRole('button', { name: 'Next: Medications & Doctors' });
const picked = () => document.getElementById('finder-pharmacy-picked');
const unpicked = () => document.getElementById('finder-pharmacy-unpicked');

const WALGREENS = 'Walgreens, 2100 W Kenosha St, Broken Arrow, 1.2 miles';
const NPI = { brokenArrow: '1538296415', walgreens: '1972503361', tulsa: '1427081589' };

function searches(fetchMock: ReturnType<typeof mockFinderServer>) {
  return requestsTo(fetchMock, 'POST', '/api/pharmacies/search').map(({ init }) =>
    JSON.parse(String(init?.body)),
  );
}

function submittedAnswers(fetchMock: ReturnType<typeof mockFinderServer>) {
  const [request] = requestsTo(fetchMock, 'POST', '/api/medicare/submit');
  return JSON.parse(String(request?.init?.body)).answers;
}

describe('A specific pharmacy near me', () => {
  it('lists the pharmacies near the ZIP, and prices the plans at the one picked', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHome();
    await fillPersonal(user, '74012', { next: false });
    await user.click(question().getByRole('radio', { name: 'A preferred pharmacy' }));

    await user.click(specific());

    expect(specific()).toBeChecked();
    expect(searchBox()).toHaveAccessibleDescription(
      'Leave it empty to see the pharmacies nearest you, or type at least 2 letters of the name.',
    );
    const list = await resultList();
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => [button.getAttribute('aria-label'), button.textContent]),
    ).toEqual([
      [
        'Broken Arrow Drug, 101 S Main St, Broken Arrow, In your ZIP code',
        'Broken Arrow Drug101 S Main St, Broken ArrowIn your ZIP code',
      ],
      [WALGREENS, 'Walgreens2100 W Kenosha St, Broken Arrow1.2 miles'],
      // A pharmacy of the sample release says so, in words and to a screen reader (issue 36).
      [
        'Tulsa Corner Pharmacy, Sample listing, not a real pharmacy, Tulsa, 14.6 miles',
        'Tulsa Corner PharmacySample, Sample listing, not a real pharmacyTulsa14.6 miles',
      ],
    ]);
    expect(screen.getByText('3 pharmacies found.')).toHaveAttribute('role', 'status');
    // The nearest, without a name: the ZIP in the body, never the URL.
    expect(searches(fetchMock)).toEqual([{ zipCode: '74012' }]);

    await user.click(within(list).getByRole('button', { name: WALGREENS }));

    expect(screen.getByText('Your pharmacy: Walgreens, Broken Arrow')).toBeInTheDocument();
    await waitFor(() => expect(picked()).toHaveFocus());
    expect(screen.queryByRole('list', { name: /^Pharmacies near/ })).not.toBeInTheDocument();
    expect(question().getByRole('button', { name: 'Change your pharmacy' })).toHaveTextContent(/^Change/);

    await nextStep(user);
    await tickNoLists(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/results\//));
    // Plans whose network is not on file are priced at a standard pharmacy: no discount assumed.
    expect(submittedAnswers(fetchMock)).toMatchObject({ pharmacy: 'standard', pharmacyNpi: NPI.walgreens });
  });

  it('asks for the ZIP first, then narrows the list by name', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();

    await user.click(specific());
    expect(screen.getByText('Enter your ZIP code above to see pharmacies near you.')).toBeInTheDocument();
    expect(searches(fetchMock)).toEqual([]);

    await user.type(screen.getByLabelText('ZIP Code'), '74012');
    await resultList();
    expect(screen.queryByText(/Enter your ZIP code above/)).not.toBeInTheDocument();

    await user.type(searchBox(), 'wal');
    const named = await screen.findByRole('list', { name: /^Pharmacies named "wal" near 74012/ });
    expect(
      within(named)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([WALGREENS]);
    expect(searches(fetchMock).at(-1)).toEqual({ zipCode: '74012', q: 'wal' });

    await user.type(searchBox(), 'x{Enter}');
    expect(
      await screen.findByText(
        `No pharmacies named "walx" in Medicare's files within 30 miles of 74012. Check the spelling, or clear the name to see the nearest pharmacies.`,
      ),
    ).toBeInTheDocument();
    // Enter in the search box searches; it does not press Find My Plans (which would stop here).
    expect(unpicked()).toBeNull();
    expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(0);
  });

  it('says so when no pharmacy is near, shows that it is looking, and offers a retry when the search fails', async () => {
    let answer = deferred<Response>();
    const fetchMock = mockFinderServer({ 'POST /api/pharmacies/search': () => answer.promise });
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await user.type(screen.getByLabelText('ZIP Code'), '74012');
    await user.click(specific());

    expect(await screen.findByText('Looking for pharmacies near 74012…')).toBeInTheDocument();
    answer.resolve(json({ error: 'Something went wrong' }, { status: 500 }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(
      'We could not look up pharmacies just now. Try again, or choose a kind of pharmacy instead.',
    );

    answer = deferred<Response>();
    await user.click(within(failure).getByRole('button', { name: 'Try Again' }));
    answer.resolve(json([]));
    expect(
      await screen.findByText(
        "No pharmacies in Medicare's files within 30 miles of 74012. Choose a kind of pharmacy instead.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(searches(fetchMock)).toHaveLength(2);
  });

  it('works from the keyboard: Tab reaches each pharmacy, Enter or Space picks it, focus follows', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await user.type(screen.getByLabelText('ZIP Code'), '74012');

    question().getByRole('radio', { name: 'A standard pharmacy' }).focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(specific()).toBeChecked();
    expect(specific()).toHaveFocus();
    const list = await resultList();

    await user.keyboard('{Tab}');
    expect(searchBox()).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(within(list).getAllByRole('button')[0]).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(within(list).getByRole('button', { name: WALGREENS })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Your pharmacy: Walgreens, Broken Arrow')).toBeInTheDocument();
    await waitFor(() => expect(picked()).toHaveFocus());

    await user.keyboard('{Tab}');
    expect(question().getByRole('button', { name: 'Change your pharmacy' })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(searchBox()).toHaveFocus());
    expect(screen.queryByText(/^Your pharmacy:/)).not.toBeInTheDocument();
    await resultList();
    await user.keyboard('{Tab}');
    await user.keyboard(' ');
    expect(screen.getByText('Your pharmacy: Broken Arrow Drug, Broken Arrow')).toBeInTheDocument();
  });

  it('clears the pharmacy picked when the person chooses a kind of pharmacy again', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHome();
    await fillPersonal(user, '74012', { next: false });
    await user.click(specific());
    await user.click(within(await resultList()).getByRole('button', { name: WALGREENS }));

    await user.click(question().getByRole('radio', { name: 'Mail order' }));
    expect(screen.queryByText(/^Your pharmacy:/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Pharmacy name (optional)')).not.toBeInTheDocument();

    // Chosen again, it starts over: nothing is picked behind the person's back.
    await user.click(specific());
    expect(await resultList()).toBeInTheDocument();
    await user.click(question().getByRole('radio', { name: 'Mail order' }));

    await nextStep(user);
    await tickNoLists(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/results\//));
    expect(submittedAnswers(fetchMock)).toMatchObject({ pharmacy: 'mail', pharmacyNpi: null });
  });

  it('stops Next when no pharmacy is picked, says so, and goes on once one is', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHome();
    await fillPersonal(user, '74012', { next: false });
    await user.click(specific());
    await resultList();

    await user.click(nextButton());

    await waitFor(() => expect(unpicked()).toHaveFocus());
    expect(unpicked()).toHaveAttribute('role', 'alert');
    expect(unpicked()).toHaveTextContent(
      'You chose "A specific pharmacy near me" but did not pick a pharmacy. Your search has not started: pick your pharmacy from the list below, or choose a kind of pharmacy above, then press Next again.',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Step 1 of 3: Personal Information' }),
    ).toBeVisible();

    await user.click(within(await resultList()).getByRole('button', { name: WALGREENS }));
    expect(unpicked()).toBeNull();
    await waitFor(() => expect(nextButton()).toHaveFocus());
    await nextStep(user);
    await tickNoLists(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/results\//));
    expect(submittedAnswers(fetchMock)).toMatchObject({ pharmacyNpi: NPI.walgreens });
  });

  it('names the pharmacy not picked when the person comes back to step 1 and on; a kind chosen instead settles it in place', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Back: Personal Information' }));
    await user.click(specific());

    await user.click(nextButton());
    await waitFor(() => expect(unpicked()).toHaveFocus());

    const standard = question().getByRole('radio', { name: 'A standard pharmacy' });
    await user.click(standard);
    expect(unpicked()).toBeNull();
    // Focus stays in the radio group the person is using.
    expect(standard).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(0);
  });

  it('keeps the pharmacy picked, with its name, in saved progress and after a reload', async () => {
    let fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    const first = await renderHome();
    await fillPersonal(user, '74012', { next: false });
    await user.click(specific());
    await user.click(within(await resultList()).getByRole('button', { name: WALGREENS }));
    await user.click(screen.getByRole('button', { name: 'Save Progress' }));
    expect(await screen.findByText('Progress saved!')).toBeInTheDocument();

    const stored = JSON.parse(window.localStorage.getItem(FORM_PROGRESS_KEY) ?? '{}');
    expect(stored.formData.answers).toMatchObject({ pharmacy: 'standard', pharmacyNpi: NPI.walgreens });
    expect(stored.pharmacyPick).toEqual({
      specific: true,
      picked: { npi: NPI.walgreens, label: 'Walgreens, Broken Arrow' },
    });

    first.unmount();
    fetchMock = mockFinderServer();
    const { router } = await renderHome();
    expect(await screen.findByText('Progress restored!')).toBeInTheDocument();
    expect(specific()).toBeChecked();
    expect(screen.getByText('Your pharmacy: Walgreens, Broken Arrow')).toBeInTheDocument();
    expect(searches(fetchMock)).toEqual([]);

    await nextStep(user);
    await tickNoLists(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/results\//));
    expect(submittedAnswers(fetchMock)).toMatchObject({ pharmacyNpi: NPI.walgreens });
  });

  it('loads a history record’s pharmacy, whose name it does not have, and sends it again', async () => {
    const fetchMock = mockFinderServer();
    const record = historyRecord({ answers: { ...DEFAULT_ANSWERS, pharmacyNpi: NPI.tulsa } });
    window.localStorage.setItem(HISTORY_LOAD_KEY, JSON.stringify(record));
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHome();

    expect(await screen.findByText('Historical data loaded!')).toBeInTheDocument();
    // A search made before opens on step 2, where Find My Plans is; the pharmacy is on step 1.
    await user.click(screen.getByRole('button', { name: 'Back: Personal Information' }));
    expect(specific()).toBeChecked();
    expect(question().getByText('The pharmacy you picked before')).toBeInTheDocument();
    expect(question().getByRole('button', { name: 'Change your pharmacy' })).toBeInTheDocument();

    await nextStep(user);
    await user.click(submitButton());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/results\//));
    expect(submittedAnswers(fetchMock)).toMatchObject({ pharmacyNpi: NPI.tulsa });
  });

  it('reads older saved progress with a pharmacy but no name the same way, and lets the person change it', async () => {
    mockFinderServer();
    const values = emptyFormValues();
    window.localStorage.setItem(
      FORM_PROGRESS_KEY,
      JSON.stringify({
        formData: {
          ...values,
          zipCode: '74012',
          answers: { ...values.answers, pharmacyNpi: NPI.brokenArrow },
        },
        medicationEntry: { name: '', dosage: '', quantity: '', frequency: 'monthly' },
        doctorEntry: { name: '', specialty: '', providerId: null },
        editingMedicationIndex: null,
        editingDoctorIndex: null,
        savedAt: new Date(2026, 0, 5).toISOString(),
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderHome();

    expect(await screen.findByText('Progress restored!')).toBeInTheDocument();
    expect(question().getByText('The pharmacy you picked before')).toBeInTheDocument();
    await user.click(question().getByRole('button', { name: 'Change your pharmacy' }));
    await waitFor(() => expect(searchBox()).toHaveFocus());
    const tulsa = PHARMACIES[2];
    await user.click(within(await resultList()).getByRole('button', { name: new RegExp(`^${tulsa?.name}`) }));
    expect(screen.getByText('Your pharmacy: Tulsa Corner Pharmacy, Tulsa')).toBeInTheDocument();
  });
});
