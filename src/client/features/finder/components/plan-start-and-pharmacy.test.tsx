import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FORM_PROGRESS_KEY, HISTORY_LOAD_KEY } from '../../../../shared/constants';
import { DEFAULT_ANSWERS } from '../../../../shared/profile-answers';
import { json, requestsTo } from '../../../testing/fetch-mock';
import { historyRecord } from '../../../testing/history-record';
import {
  ALL_MONTHS,
  fillPersonal,
  fillValidForm,
  mockFinderServer,
  nextStep,
  planData,
  tickNoLists,
} from '../testing/finder-server';
import { renderHome } from '../testing/render-home';

const section = () =>
  within(screen.getByRole('region', { name: 'Your Plan Start, Pharmacy and Extra Help' }));
const startMonth = () => screen.getByRole('combobox', { name: 'When would your new plan start?' });
const pharmacy = () => within(screen.getByRole('group', { name: 'Where do you fill your prescriptions?' }));
const extraHelp = () => within(screen.getByRole('group', { name: 'Do you get Extra Help or Medicaid?' }));
const YES_FULL = 'Yes: copays of up to $5.10 for generics and $12.65 for brands';
const YES_DUAL = 'Yes, with Medicaid: copays of up to $1.60 for generics and $4.80 for brands';

/** Today is June 10 of the plan year: a new plan would start in July. Only Date is faked. */
function todayIsJune10() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 10, 9, 0));
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** The plan-years answer for 2026 alone, with the months a 2026 plan can still start. */
function offerThisYear(startMonths: number[], canStart = true) {
  return {
    defaultYear: 2026,
    years: [{ year: 2026, label: '2026 plans, this year', planData: planData(2026), startMonths, canStart }],
  };
}

function submittedAnswers(fetchMock: ReturnType<typeof mockFinderServer>) {
  const [request] = requestsTo(fetchMock, 'POST', '/api/medicare/submit');
  return JSON.parse(String(request?.init?.body)).answers;
}

describe('Plan start, pharmacy and Extra Help', () => {
  it('asks the three questions with their hints and defaults, in place of the Medicaid box', async () => {
    todayIsJune10();
    // On June 10 the server offers the months a 2026 plan can still start: July to December.
    mockFinderServer({ 'GET /api/medicare/plan-years': () => json(offerThisYear([7, 8, 9, 10, 11, 12])) });
    await renderHome();

    expect(startMonth()).toHaveAccessibleDescription(
      'Costs are counted from this month to the end of the year.',
    );
    await waitFor(() => expect(within(startMonth()).getAllByRole('option')).toHaveLength(6));
    expect(startMonth()).toHaveValue('7');
    expect(within(startMonth()).getByRole('option', { selected: true })).toHaveTextContent('July 2026');
    expect(
      within(startMonth())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
      'November 2026',
      'December 2026',
    ]);

    const pharmacies = pharmacy().getAllByRole('radio');
    expect(
      pharmacies.map((radio) => [radio.getAttribute('value'), (radio as HTMLInputElement).checked]),
    ).toEqual([
      ['preferred', false],
      ['standard', true],
      ['mail', false],
      ['specific', false],
    ]);
    expect(pharmacy().getByRole('radio', { name: 'A preferred pharmacy' })).toHaveAccessibleDescription(
      'Some plans charge less at certain pharmacies (their preferred pharmacies).',
    );
    expect(pharmacy().getByRole('radio', { name: 'A standard pharmacy' })).toHaveAccessibleDescription(
      "Any pharmacy in the plan's network.",
    );
    expect(pharmacy().getByRole('radio', { name: 'Mail order' })).toHaveAccessibleDescription(
      'Delivered to your home, usually a 90-day supply.',
    );
    expect(
      pharmacy().getByRole('radio', { name: 'A specific pharmacy near me' }),
    ).toHaveAccessibleDescription(
      "We'll price each plan at your pharmacy, and tell you which plans don't have it.",
    );
    // The search shows only once a specific pharmacy is chosen.
    expect(screen.queryByLabelText('Pharmacy name (optional)')).not.toBeInTheDocument();

    expect(
      extraHelp()
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['none', 'notSure', 'full', 'fullDual', 'institutional']);
    expect(extraHelp().getByRole('radio', { name: 'No' })).toBeChecked();
    expect(extraHelp().getByRole('radio', { name: YES_DUAL })).not.toBeChecked();
    expect(
      screen.getByRole('group', { name: 'Do you get Extra Help or Medicaid?' }),
    ).toHaveAccessibleDescription(expect.stringContaining('everyone with Medicaid (SoonerCare) gets it'));
    expect(screen.queryByRole('checkbox', { name: /Medicaid/ })).not.toBeInTheDocument();
    expect(section().queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers next year’s plans by default in open enrollment, this year’s too, and sends the year chosen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 9, 0));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const fetchMock = mockFinderServer({
      'GET /api/medicare/plan-years': () =>
        json({
          defaultYear: 2027,
          years: [
            {
              year: 2027,
              label: '2027 plans, starting January 1, 2027',
              planData: planData(2027),
              startMonths: ALL_MONTHS,
              canStart: true,
            },
            // On November 26 a 2026 plan can start only on December 1.
            {
              year: 2026,
              label: '2026 plans, this year',
              planData: planData(2026),
              startMonths: [12],
              canStart: true,
            },
          ],
        }),
    });
    const user = userEvent.setup({ delay: null });
    await renderHome();
    const years = () =>
      within(screen.getByRole('group', { name: "Which year's plans do you want to compare?" }));
    await screen.findByRole('group', { name: "Which year's plans do you want to compare?" });
    // The form takes the default year in the effect that follows the years' arrival (a layout
    // effect would run before the questions beside it subscribe: the Begin Fresh Search test below).
    await waitFor(() =>
      expect(within(startMonth()).getByRole('option', { selected: true })).toHaveTextContent(
        'January 2027 (the whole year)',
      ),
    );
    expect(years().getByRole('radio', { name: '2027 plans, starting January 1, 2027' })).toBeChecked();
    expect(years().getByRole('radio', { name: '2026 plans, this year' })).not.toBeChecked();

    // This year's plans start next month; the months read 2026.
    await user.click(years().getByRole('radio', { name: '2026 plans, this year' }));
    expect(within(startMonth()).getByRole('option', { selected: true })).toHaveTextContent('December 2026');

    // 2026's Extra Help copays are 2026's own; 2027's are 2026's carried forward, said beside them.
    expect(extraHelp().getByRole('radio', { name: YES_FULL })).toBeInTheDocument();
    await user.click(years().getByRole('radio', { name: '2027 plans, starting January 1, 2027' }));
    expect(
      extraHelp().getByRole('radio', {
        name: 'Yes: copays of up to $5.10 for generics and $12.65 for brands (2026 figures; 2027 not yet published)',
      }),
    ).toBeInTheDocument();
    expect(
      extraHelp().getByRole('radio', {
        name: 'Yes, with Medicaid: copays of up to $1.60 for generics and $4.80 for brands (2026 figures; 2027 not yet published)',
      }),
    ).toBeInTheDocument();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Find My Plans' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(1));
    const [request] = requestsTo(fetchMock, 'POST', '/api/medicare/submit');
    const body = JSON.parse(String(request?.init?.body));
    expect(body.planYear).toBe(2027);
    expect(body.answers.coverageStartMonth).toBe(1);
  });

  it('finds the current plan by name, picks it and sends its ID; a plan typed but not picked stops the search', async () => {
    const fetchMock = mockFinderServer({
      'POST /api/medicare/plans/search': ({ body }) =>
        json(
          (body as { q: string }).q.toLowerCase().startsWith('gen')
            ? [
                {
                  planId: 'H3706-001',
                  planName: 'GlobalHealth Generations Classic (HMO)',
                  carrier: 'GlobalHealth',
                  planYear: 2026,
                },
              ]
            : [],
        ),
    });
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await fillPersonal(user, '74012', { next: false });
    const box = screen.getByRole('textbox', { name: 'Your current plan (optional)' });
    await user.type(box, 'Gen');
    // Typed but not picked: Next stops and says so, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Next: Medications & Doctors' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You typed a current plan but did not pick it.');
    expect(alert).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(0);

    await user.click(
      await screen.findByRole('button', {
        name: 'Pick GlobalHealth Generations Classic (HMO) (H3706-001), GlobalHealth',
      }),
    );
    expect(
      screen.getByText('GlobalHealth Generations Classic (HMO) (H3706-001), GlobalHealth'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next: Medications & Doctors' })).toHaveFocus();
    // The search itself carried the text in its body, never the address.
    const [search] = requestsTo(fetchMock, 'POST', '/api/medicare/plans/search');
    expect(JSON.parse(String(search?.init?.body))).toEqual({ q: 'Gen', planYear: 2026 });

    await nextStep(user);
    await tickNoLists(user);
    await user.click(screen.getByRole('button', { name: 'Find My Plans' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(1));
    expect(submittedAnswers(fetchMock).currentPlanId).toBe('H3706-001');
  });

  it('searches the current plan for the plan year after Begin Fresh Search too (its questions start over)', async () => {
    const fetchMock = mockFinderServer({
      'POST /api/medicare/plans/search': ({ body }) =>
        json(
          (body as { q: string }).q.toLowerCase().startsWith('gen')
            ? [
                {
                  planId: 'H3706-001',
                  planName: 'GlobalHealth Generations Classic (HMO)',
                  carrier: 'GlobalHealth',
                  planYear: 2026,
                },
              ]
            : [],
        ),
    });
    const user = userEvent.setup({ delay: null });
    await renderHome();
    expect(await section().findByText(/You are comparing/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'Rosa');
    await user.click(screen.getByRole('button', { name: 'Begin Fresh Search' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Begin a fresh search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Empty the form' }));
    expect(await screen.findByText('Fresh search started')).toBeInTheDocument();

    // The section was made anew with the plan years already known: the year still reaches the search.
    await user.type(screen.getByRole('textbox', { name: 'Your current plan (optional)' }), 'Gen');
    expect(
      await screen.findByRole('button', {
        name: 'Pick GlobalHealth Generations Classic (HMO) (H3706-001), GlobalHealth',
      }),
    ).toBeInTheDocument();
    const [search] = requestsTo(fetchMock, 'POST', '/api/medicare/plans/search');
    expect(JSON.parse(String(search?.init?.body))).toEqual({ q: 'Gen', planYear: 2026 });
  });

  it('offers only the months the server says can still start, and moves a month that has passed to the earliest', async () => {
    // November 26: a 2026 plan can start only on December 1 (Medicare: the first of the month after
    // it is chosen). Progress saved in the summer chose March, which has passed.
    const fetchMock = mockFinderServer({ 'GET /api/medicare/plan-years': () => json(offerThisYear([12])) });
    window.localStorage.setItem(
      FORM_PROGRESS_KEY,
      JSON.stringify({
        formData: { answers: { ...DEFAULT_ANSWERS, coverageStartMonth: 3 } },
        savedAt: new Date(2026, 5, 5).toISOString(),
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await waitFor(() => expect(startMonth()).toHaveValue('12'));
    expect(
      within(startMonth())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['December 2026']);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Find My Plans' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(1));
    expect(submittedAnswers(fetchMock).coverageStartMonth).toBe(12);
  });

  it('says so when no month of the year can start any more: the whole year, as an example', async () => {
    // December, with next year's plans not on file yet: the server offers this year as an example.
    mockFinderServer({ 'GET /api/medicare/plan-years': () => json(offerThisYear([1], false)) });
    await renderHome();
    await waitFor(() =>
      expect(startMonth()).toHaveAccessibleDescription(
        "No 2026 plan can start any more, and next year's plans are not on file yet: the estimates are for the whole of 2026, as an example.",
      ),
    );
    expect(
      within(startMonth())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['January 2026 (the whole year)']);
    expect(startMonth()).toHaveValue('1');
  });

  it('names the one year offered outside open enrollment', async () => {
    todayIsJune10();
    mockFinderServer();
    await renderHome();
    expect(await section().findByText(/You are comparing/)).toHaveTextContent(
      'You are comparing 2026 plans.',
    );
    expect(
      screen.queryByRole('group', { name: "Which year's plans do you want to compare?" }),
    ).not.toBeInTheDocument();
  });

  it('works from the keyboard: Tab into each group, arrows choose; "not sure" points to the help', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();

    startMonth().focus();
    await user.keyboard('{Tab}');
    expect(pharmacy().getByRole('radio', { name: 'A standard pharmacy' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(pharmacy().getByRole('radio', { name: 'Mail order' })).toBeChecked();
    expect(pharmacy().getByRole('radio', { name: 'A standard pharmacy' })).not.toBeChecked();

    await user.keyboard('{Tab}');
    expect(extraHelp().getByRole('radio', { name: 'No' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(extraHelp().getByRole('radio', { name: "I'm not sure" })).toBeChecked();
    const link = await section().findByRole('link', { name: 'How to find out if you get Extra Help' });
    expect(link).toHaveAttribute('href', '/help#extra-help');
    expect(section().getByText(/for now we price your drugs without Extra Help/)).toBeInTheDocument();
    await user.keyboard('{Tab}');
    expect(link).toHaveFocus();

    await user.keyboard('{Shift>}{Tab}{/Shift}{ArrowDown}');
    expect(extraHelp().getByRole('radio', { name: YES_FULL })).toBeChecked();
    expect(section().queryByRole('link')).not.toBeInTheDocument();
  });

  it('sends the answers, with "Medicaid or Extra Help" following a yes to Extra Help', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHome();
    await fillPersonal(user, '74012', { next: false });

    await user.selectOptions(startMonth(), 'March 2026');
    await user.click(pharmacy().getByRole('radio', { name: 'A preferred pharmacy' }));
    await user.click(extraHelp().getByRole('radio', { name: YES_DUAL }));
    await nextStep(user);
    await tickNoLists(user);
    await user.click(screen.getByRole('button', { name: 'Find My Plans' }));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/results\//));
    expect(submittedAnswers(fetchMock)).toEqual({
      ...DEFAULT_ANSWERS,
      pharmacy: 'preferred',
      extraHelp: 'fullDual',
      coverageStartMonth: 3,
      medicaidOrExtraHelp: true,
    });
  });

  it('sends no Medicaid for "not sure", and Save Progress keeps the answers the same way', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await fillPersonal(user, '74012', { next: false });
    await user.selectOptions(startMonth(), 'December 2026');
    await user.click(pharmacy().getByRole('radio', { name: 'Mail order' }));
    await user.click(extraHelp().getByRole('radio', { name: "I'm not sure" }));

    await user.click(screen.getByRole('button', { name: 'Save Progress' }));
    expect(await screen.findByText('Progress saved!')).toBeInTheDocument();
    const expected = {
      ...DEFAULT_ANSWERS,
      pharmacy: 'mail',
      extraHelp: 'notSure',
      coverageStartMonth: 12,
      medicaidOrExtraHelp: false,
    };
    expect(JSON.parse(window.localStorage.getItem(FORM_PROGRESS_KEY) ?? '{}').formData.answers).toEqual(
      expected,
    );

    await nextStep(user);
    await tickNoLists(user);
    await user.click(screen.getByRole('button', { name: 'Find My Plans' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(1));
    expect(submittedAnswers(fetchMock)).toEqual(expected);
  });

  it('keeps the answers so far when the person leaves for the Extra Help help', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHome();
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.click(extraHelp().getByRole('radio', { name: "I'm not sure" }));

    await user.click(section().getByRole('link', { name: 'How to find out if you get Extra Help' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    expect(router.state.location.hash).toBe('#extra-help');
    const saved = JSON.parse(window.localStorage.getItem(FORM_PROGRESS_KEY) ?? '{}');
    expect(saved.formData.firstName).toBe('Ada');
    expect(saved.formData.answers.extraHelp).toBe('notSure');
  });

  it('fills older saved progress with the defaults, turning its Medicaid tick into a yes', async () => {
    todayIsJune10();
    mockFinderServer();
    window.localStorage.setItem(
      FORM_PROGRESS_KEY,
      JSON.stringify({
        formData: {
          firstName: 'Grace',
          lastName: 'Hopper',
          birthDate: '1946-12-09',
          zipCode: '74012',
          county: 'Tulsa',
          isCustomCounty: false,
          doctorSearchRadius: 20,
          noMedications: true,
          medications: [],
          noDoctors: true,
          doctors: [],
          // Saved before issue 17: no pharmacy, Extra Help or start month.
          answers: {
            health: 'some',
            medicaidOrExtraHelp: true,
            livesInFacility: false,
            chronicConditions: [],
            creditableDrugCoverage: false,
            priorities: [],
          },
        },
        medicationEntry: { name: '', dosage: '', quantity: '', frequency: 'monthly' },
        doctorEntry: { name: '', specialty: '', providerId: null },
        editingMedicationIndex: null,
        editingDoctorIndex: null,
        savedAt: new Date(2026, 0, 5).toISOString(),
      }),
    );
    await renderHome();

    expect(await screen.findByText('Progress restored!')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Grace');
    expect(pharmacy().getByRole('radio', { name: 'A standard pharmacy' })).toBeChecked();
    expect(extraHelp().getByRole('radio', { name: YES_FULL })).toBeChecked();
    expect(startMonth()).toHaveValue('7');
  });

  const record = historyRecord({
    answers: { ...DEFAULT_ANSWERS, pharmacy: 'mail', extraHelp: 'institutional', coverageStartMonth: 5 },
  });

  it('loads a history record’s pharmacy, Extra Help and start month', async () => {
    mockFinderServer();
    window.localStorage.setItem(HISTORY_LOAD_KEY, JSON.stringify(record));
    await renderHome();

    expect(await screen.findByText('Historical data loaded!')).toBeInTheDocument();
    // A search made before opens on step 2; its answers are on step 1.
    await userEvent.click(screen.getByRole('button', { name: 'Back: Personal Information' }));
    expect(pharmacy().getByRole('radio', { name: 'Mail order' })).toBeChecked();
    expect(
      extraHelp().getByRole('radio', { name: /^Yes, with Medicaid, and I live in a nursing home/ }),
    ).toBeChecked();
    expect(startMonth()).toHaveValue('5');
  });

  it('loads an older history record’s Medicaid tick as a yes to Extra Help', async () => {
    mockFinderServer();
    // Stored before the Extra Help question: the server reads it back as "none" with Medicaid ticked.
    window.localStorage.setItem(
      HISTORY_LOAD_KEY,
      JSON.stringify({ ...record, answers: { ...DEFAULT_ANSWERS, medicaidOrExtraHelp: true } }),
    );
    await renderHome();

    expect(await screen.findByText('Historical data loaded!')).toBeInTheDocument();
    // A search made before opens on step 2; its answers are on step 1.
    await userEvent.click(screen.getByRole('button', { name: 'Back: Personal Information' }));
    expect(extraHelp().getByRole('radio', { name: YES_FULL })).toBeChecked();
    expect(pharmacy().getByRole('radio', { name: 'A standard pharmacy' })).toBeChecked();
    expect(startMonth()).toHaveValue('1');
  });
});
