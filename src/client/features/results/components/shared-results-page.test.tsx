import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { makePlanDetail, makeRecommendations } from '../testing/results-factories';
import { PLANS } from '../testing/results-page-fixture';

const TOKEN = '7a2d3b5f-1111-4000-8000-000000000000.c2lnbmF0dXJlLW9mLXRoZS1saW5r';
const SHARED_API = `/api/medicare/shared/${TOKEN}`;

function renderShared(
  answer = () =>
    json({ ...makeRecommendations(PLANS, { userId: '' }), share: { expiresAt: '2026-12-02T15:00:00.000Z' } }),
) {
  const fetchMock = mockFetch({
    [`GET ${SHARED_API}`]: answer,
    [`GET /api/medicare/plan/${PLANS[0]?.planId}`]: () => json(makePlanDetail({ planId: PLANS[0]?.planId })),
  });
  return { fetchMock, user: userEvent.setup(), ...renderRoute(`/shared/${TOKEN}`) };
}

describe('Results opened through a share link', () => {
  it('shows the plans read-only, says they were shared and until when, and asks for no personal record', async () => {
    const { fetchMock } = renderShared();

    expect(await screen.findByRole('article', { name: 'Alpha Care (HMO)' })).toBeInTheDocument();
    expect(screen.getByText('These results were shared with you.')).toBeInTheDocument();
    expect(screen.getByText(/The link works until December 2, 2026\./)).toBeInTheDocument();
    expect(screen.queryByText(/Hello,/)).not.toBeInTheDocument();
    // No owner actions on someone else's results, and no read of the person's record.
    expect(screen.queryByRole('region', { name: 'Share these results' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Medicare Advantage or Original Medicare?' }),
    ).not.toBeInTheDocument();
    // (The header asks whether a counselor is signed in, ADR 0020: no record in that.)
    expect(
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost').pathname)
        .filter((path) => path !== '/api/counselor/session'),
    ).toEqual([SHARED_API]);
    const href = screen.getByRole('link', { name: 'E-mail' }).getAttribute('href') ?? '';
    expect(decodeURIComponent(href)).toContain(`${window.location.origin}/shared/${TOKEN}`);
    // The PDF summary through the same link (without the person's name: the server leaves it out).
    const pdf = screen.getByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', `${SHARED_API}/summary.pdf`);
    expect(pdf).toHaveAttribute('download');
  });

  it('opens a plan detail under the share link and comes back to it', async () => {
    const { user, fetchMock, router } = renderShared();
    const first = within(await screen.findByRole('article', { name: 'Alpha Care (HMO)' }));

    await user.click(first.getByRole('link', { name: 'View plan details for Alpha Care (HMO)' }));

    expect(router.state.location.pathname).toBe(`/shared/${TOKEN}/plan/${PLANS[0]?.planId}`);
    await user.click(await screen.findByRole('link', { name: 'Back to Results' }));
    expect(router.state.location.pathname).toBe(`/shared/${TOKEN}`);
    expect(requestsTo(fetchMock, 'GET', SHARED_API)).toHaveLength(1);
  });

  it('says plainly when the link has expired or was turned off', async () => {
    renderShared(() =>
      json({ error: 'This link has expired or was turned off.', code: 'NOT_FOUND' }, { status: 404 }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer opens results' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ask the person who shared it for a new link/)).toBeInTheDocument();
  });
});
