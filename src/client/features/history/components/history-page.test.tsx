import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FORM_PROGRESS_KEY, HISTORY_LOAD_KEY } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { DEFAULT_ANSWERS } from '../../../../shared/profile-answers';
import { json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';

const JANE: SavedUserRecord = {
  id: '5b0c7f0e-3a52-4b8e-9a36-2f1d4c6e8a10',
  firstName: 'Jane',
  lastName: 'Smith',
  birthDate: '1955-04-12',
  zipCode: '73099',
  county: 'Canadian',
  isCustomCounty: false,
  createdAt: '2026-03-02T15:04:00.000Z',
  doctorSearchRadius: 20,
  answers: DEFAULT_ANSWERS,
  medications: [
    { name: 'Atorvastatin', dosage: '20 mg tablet', quantity: '30', frequency: 'monthly' },
    { name: 'Eliquis', dosage: '5 mg tablet', quantity: '60', frequency: 'monthly' },
  ],
  doctors: [{ name: 'Lee, Anna', specialty: 'Family Medicine', providerId: 11 }],
};
const SEARCH = '/api/medicare/users/search';
const HINT = 'Type at least 2 characters to search.';

async function renderHistory(answer: (q: string | null) => Response = () => json([JANE])) {
  const fetchMock = mockFetch({
    [`POST ${SEARCH}`]: ({ body }) => answer((body as { q?: string } | undefined)?.q ?? null),
    'POST /api/medicare/history/forget': () => json({ forgotten: true, released: 1 }),
    // The home form may look these up after "Load into form" navigates there.
    'GET /api/medication-lookup': () => json([]),
    'GET /api/counties/by-zip/73099': () => json(['Canadian']),
  });
  const user = userEvent.setup();
  const view = renderRoute('/history');
  // The History page loads on demand (its own chunk), so its form appears a moment later.
  const input = await screen.findByLabelText('Search by name or date of birth');
  return { fetchMock, user, input, ...view };
}

describe('History page', () => {
  it("lists this browser's searches, newest first, when it opens, and narrows them from 2 characters", async () => {
    const MARY: SavedUserRecord = {
      ...JANE,
      id: '7d9e1f20-4b63-4c9f-8b47-3e2f5d7f9b21',
      firstName: 'Mary',
      lastName: 'Jones',
    };
    // The server answers newest first (results/submissions.ts): Mary's search, then Jane's.
    const { fetchMock, user, input } = await renderHistory((q) => json(q === '' ? [MARY, JANE] : [JANE]));

    expect(screen.getByRole('heading', { level: 1, name: 'Search History' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Previous submissions' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual([`history-${MARY.id}`, `history-${JANE.id}`]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your 2 earlier searches in this browser, newest first.',
    );
    expect(JSON.parse(String(requestsTo(fetchMock, 'POST', SEARCH)[0]?.init?.body))).toEqual({ q: '' });

    // One character is not a search: the hint, and no request for it.
    await user.type(input, 'S');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('status')).toHaveTextContent(HINT);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', SEARCH)).toHaveLength(1);

    await user.type(input, 'm');
    expect(await screen.findByRole('article', { name: 'Jane Smith' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Mary Jones' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 previous submission found.');
  });

  it('searches once typing pauses and shows each record', async () => {
    const { fetchMock, user, input } = await renderHistory();

    await user.type(input, 'Smi');

    const record = within(await screen.findByRole('article', { name: 'Jane Smith' }));
    // The list on opening, then, debounced, one request for "Smi", none for "S" or "Sm".
    const calls = requestsTo(fetchMock, 'POST', SEARCH).slice(1);
    expect(calls).toHaveLength(1);
    // The name travels in the body, never in the URL (ADR 0011).
    expect(calls[0]?.url.search).toBe('');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ q: 'Smi' });
    expect(screen.getByRole('status')).toHaveTextContent('1 previous submission found.');
    const value = (label: string) => record.getByText(label).nextElementSibling;
    expect(value('Date of birth')).toHaveTextContent('April 12, 1955');
    expect(value('ZIP code and county')).toHaveTextContent('73099, Canadian County');
    expect(value('Medications')).toHaveTextContent('2 medications');
    expect(value('Doctors')).toHaveTextContent('1 doctor');
    expect(value('Submitted')).toHaveTextContent(/^March 2, 2026 at \d{1,2}:04 [AP]M$/);
    expect(record.getByRole('link', { name: 'View results for Jane Smith' })).toHaveAttribute(
      'href',
      `/results/${JANE.id}`,
    );
  });

  it('sends a US-style birth date as the stored format', async () => {
    const { fetchMock, user, input } = await renderHistory();

    await user.type(input, '4/12/1955');

    await screen.findByRole('article', { name: 'Jane Smith' });
    const last = requestsTo(fetchMock, 'POST', SEARCH).at(-1);
    expect(JSON.parse(String(last?.init?.body))).toEqual({ q: '1955-04-12' });
  });

  it('says when nothing matches', async () => {
    const { user, input } = await renderHistory(() => json([]));

    await user.type(input, 'Nobody');

    expect(
      await screen.findByText(
        'No previous submissions found. History shows only the searches made in this browser on this device.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the search failure with a retry', async () => {
    let fail = true;
    const { user, input } = await renderHistory(() =>
      fail ? json({ error: 'Boom' }, { status: 500 }) : json([JANE]),
    );

    await user.type(input, 'Smith');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search users');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Jane Smith' })).toBeInTheDocument();
  });

  it('stashes the record for the form and goes to it', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const { user, input, router } = await renderHistory();
    await user.type(input, 'Jane');

    await user.click(await screen.findByRole('button', { name: 'Load into form: Jane Smith' }));

    const stash = setItem.mock.calls.find(([key]) => key === HISTORY_LOAD_KEY);
    expect(JSON.parse(stash?.[1] ?? 'null')).toEqual(JANE);
    expect(router.state.location.pathname).toBe('/');
  });

  it('forgets this device after a confirmation: the key, the saved form progress and the listed searches', async () => {
    localStorage.setItem(FORM_PROGRESS_KEY, '{"saved":true}');
    const { fetchMock, user, input } = await renderHistory();
    await user.type(input, 'Jane');
    await screen.findByRole('article', { name: 'Jane Smith' });

    await user.click(screen.getByRole('button', { name: 'Forget this device' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Forget this device?' });
    expect(requestsTo(fetchMock, 'POST', '/api/medicare/history/forget')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Forget this device' }));

    expect(await screen.findByText('This device is forgotten')).toBeInTheDocument();
    expect(screen.getByText('Your earlier searches are no longer listed here.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/medicare/history/forget')).toHaveLength(1);
    expect(localStorage.getItem(FORM_PROGRESS_KEY)).toBeNull();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('keeps everything when the confirmation is cancelled', async () => {
    const { fetchMock, user } = await renderHistory();
    await user.click(screen.getByRole('button', { name: 'Forget this device' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Forget this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/medicare/history/forget')).toHaveLength(0);
  });
});
