import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../shared/format';
import { json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { adminPlanRecord, historyEntry, planListPage } from '../testing/admin-plan-factory';

const session = () =>
  json({ authenticated: true, user: { email: 'admin@clearplan.example', role: 'admin' } });
const PLAN_PATH = '/api/admin/plans/H1234-001';

beforeAll(() => import('./admin-plan-detail-page'));

/** The value shown beside a label in a card. */
const fact = (card: HTMLElement, label: string) =>
  within(card).getByText(label).nextElementSibling?.textContent;

describe('Plan detail (admin)', () => {
  it('shows the cards with the spec money rules, the history newest first, and the edit links', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': session,
      [`GET ${PLAN_PATH}`]: () =>
        json(
          adminPlanRecord({
            planName: 'Humana Gold Plus (HMO)',
            planType: 'HMO-POS',
            monthlyPremium: '0.00',
            partBPremiumReduction: '10.00',
            moopInNetwork: '3900.00',
            medicalDeductible: null,
            starRating: 4.5,
            hasRxCoverage: false,
            isActive: false,
            hospitalNetwork: 'Saint Francis',
            preferredPharmacies: null,
            notes: 'Check the 2027 rates',
          }),
        ),
      [`GET ${PLAN_PATH}/history`]: () =>
        json({
          history: [
            historyEntry({ id: 1, action: 'create', createdAt: '2026-11-01T15:00:00.000Z', changes: {} }),
            historyEntry({
              id: 2,
              action: 'update',
              createdAt: '2026-11-21T21:05:00.000Z',
              changes: {
                monthlyPremium: { before: '29.00', after: '0.00' },
                isActive: { before: true, after: false },
              },
            }),
          ],
        }),
    });
    renderRoute('/admin/plans/H1234-001?year=2026');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Humana Gold Plus (HMO)' }),
    ).toBeInTheDocument();
    // The page is about one plan year, and says which; its calls and links name it.
    expect(screen.getByText('Plan ID H1234-001 · 2026 plan')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', PLAN_PATH)[0]?.url.search).toBe('?year=2026');
    expect(screen.getByRole('link', { name: 'Edit Plan' })).toHaveAttribute(
      'href',
      '/admin/plans/H1234-001/edit?year=2026',
    );
    expect(screen.getByRole('link', { name: 'Advanced Edit' })).toHaveAttribute(
      'href',
      '/admin/plans/H1234-001/advanced?year=2026',
    );

    const basic = screen.getByRole('region', { name: 'Basic Information' });
    expect(fact(basic, 'Plan Year')).toBe('2026');
    expect(fact(basic, 'Carrier')).toBe('Humana');
    expect(fact(basic, 'Plan Type')).toBe('HMO-POS');
    expect(fact(basic, 'Region')).toBe('Oklahoma');
    expect(fact(basic, 'Status')).toBe('Inactive');
    expect(fact(basic, 'Star Rating')).toBe('4.5 Stars');
    expect(fact(basic, 'Prescription Coverage')).toBe('No');

    const money = screen.getByRole('region', { name: 'Financial Details' });
    expect(fact(money, 'Monthly Premium')).toBe('Free');
    expect(fact(money, 'Part B Premium Reduction')).toBe('-$10.00');
    expect(fact(money, 'MOOP In-Network')).toBe('$3,900.00');
    expect(fact(money, 'Medical Deductible')).toBe('N/A');

    const network = screen.getByRole('region', { name: 'Network Information' });
    expect(fact(network, 'Hospital Network')).toBe('Saint Francis');
    expect(within(network).queryByText('Preferred Pharmacies')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notes' })).toHaveTextContent('Check the 2027 rates');

    const system = screen.getByRole('region', { name: 'System Information' });
    expect(fact(system, 'Created')).toBe(formatDateTime('2026-11-01T15:00:00.000Z'));
    expect(fact(system, 'Last Updated')).toBe(formatDateTime('2026-11-21T21:05:00.000Z'));
    expect(fact(system, 'Last Updated')).toMatch(/^November 2[12], 2026 at \d{1,2}:05 [AP]M$/);

    const history = screen.getByRole('region', { name: 'Change History' });
    const entries = await within(history).findAllByRole('listitem');
    const top = entries.filter((e) => e.parentElement?.tagName === 'OL');
    expect(top).toHaveLength(2);
    expect(top[0]).toHaveTextContent(
      `Updated by admin@clearplan.example on ${formatDateTime('2026-11-21T21:05:00.000Z')}`,
    );
    expect(top[0]).toHaveTextContent('Monthly Premium: $29.00 → changed to $0.00');
    expect(top[0]).toHaveTextContent('Active Status: Yes → changed to No');
    expect(top[1]).toHaveTextContent('Created by admin@clearplan.example');
    expect(requestsTo(fetchMock, 'GET', `${PLAN_PATH}/history`)[0]?.url.search).toBe('?year=2026');
  });

  it('asks which plan year when a link without one names a plan ID on file for several', async () => {
    const message = 'Plan H1234-001 is on file for 2026 and 2027: say which plan year.';
    mockFetch({
      'GET /api/admin/session': session,
      [`GET ${PLAN_PATH}`]: () =>
        json({ error: message, code: 'VALIDATION', issues: [{ path: 'year', message }] }, { status: 400 }),
      'GET /api/admin/plans': () =>
        json(
          planListPage([
            adminPlanRecord({ id: 1, planYear: 2026 }),
            adminPlanRecord({ id: 2, planYear: 2027 }),
            adminPlanRecord({ id: 3, planId: 'H1234-0011', planYear: 2025 }),
          ]),
        ),
    });
    renderRoute('/admin/plans/H1234-001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Which plan year?' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'H1234-001: 2027 plan' })).toHaveAttribute(
      'href',
      '/admin/plans/H1234-001?year=2027',
    );
    expect(screen.getByRole('link', { name: 'H1234-001: 2026 plan' })).toHaveAttribute(
      'href',
      '/admin/plans/H1234-001?year=2026',
    );
    expect(screen.queryByRole('link', { name: /2025/ })).not.toBeInTheDocument();
  });

  it('leaves out the network and notes cards when there is nothing to show; an unrated plan is "Not rated"', async () => {
    mockFetch({
      'GET /api/admin/session': session,
      [`GET ${PLAN_PATH}`]: () =>
        json(adminPlanRecord({ starRating: null, partBPremiumReduction: null, monthlyPremium: '12.50' })),
      [`GET ${PLAN_PATH}/history`]: () => json({ history: [] }),
    });
    renderRoute('/admin/plans/H1234-001');
    const basic = await screen.findByRole('region', { name: 'Basic Information' });
    expect(fact(basic, 'Star Rating')).toBe('Not rated');
    const money = screen.getByRole('region', { name: 'Financial Details' });
    // Cents as stored, not rounded to "$13".
    expect(fact(money, 'Monthly Premium')).toBe('$12.50');
    expect(fact(money, 'Part B Premium Reduction')).toBe('None');
    expect(screen.queryByRole('region', { name: 'Network Information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notes' })).not.toBeInTheDocument();
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it.each([
    ['a missing plan', 404, { error: 'Plan not found', code: 'NOT_FOUND' }],
    ['a failed load', 500, { error: 'Boom', code: 'INTERNAL' }],
  ])('shows "Plan not found or failed to load" for %s', async (_name, status, body) => {
    mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/plans/H0000-000': () => json(body, { status }),
      'GET /api/admin/plans/H0000-000/history': () => json({ error: 'Plan not found' }, { status: 404 }),
    });
    renderRoute('/admin/plans/H0000-000');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Plan not found or failed to load' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Plans' })).toHaveAttribute('href', '/admin/plans');
  });
  it('shows a change to the copays field by field, with labels, before and after: no raw JSON', async () => {
    mockFetch({
      'GET /api/admin/session': session,
      [`GET ${PLAN_PATH}`]: () => json(adminPlanRecord()),
      [`GET ${PLAN_PATH}/history`]: () =>
        json({
          history: [
            historyEntry({
              changes: {
                copayStructure: {
                  before: { pcpCopayIn: '$0', er: '$90' },
                  after: { pcpCopayIn: '$5', er: '$90' },
                },
              },
            }),
          ],
        }),
    });
    renderRoute('/admin/plans/H1234-001');
    const history = await screen.findByRole('region', { name: 'Change History' });
    const copays = await within(history).findByText('Copays:');
    const group = copays.closest('li') as HTMLElement;
    const items = within(group).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Primary Care (PCP) In-Network: $0 → changed to $5',
    ]);
    expect(history).not.toHaveTextContent('{');
  });
});
