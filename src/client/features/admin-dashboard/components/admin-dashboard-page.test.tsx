import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockFetch } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';

const session = () =>
  json({ authenticated: true, user: { email: 'admin@clearplan.example', role: 'admin' } });

describe('Admin dashboard', () => {
  it('links the five areas and the carrier list, and shows the quick stats once loaded', async () => {
    const stats = deferred<Response>();
    mockFetch({ 'GET /api/admin/session': session, 'GET /api/admin/stats': () => stats.promise });
    renderRoute('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const links: [RegExp, string][] = [
      [/Plan Management/, '/admin/plans'],
      [/Database Table/, '/admin/table'],
      [/User Analytics/, '/admin/users'],
      [/Import Plans/, '/admin/import'],
      [/^Carriers/, '/admin/carriers'],
      [/Scoring Analysis/, '/admin/observability'],
    ];
    for (const [name, href] of links)
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    expect(screen.getByRole('status')).toHaveTextContent('Loading statistics…');

    stats.resolve(json({ totalPlans: 1234, activePlans: 7, planTypes: 4, carriers: 1 }));

    const section = screen.getByRole('region', { name: 'Quick Stats' });
    expect(await within(section).findByText('1,234')).toBeInTheDocument();
    expect(within(section).getByText('Total Plans').nextElementSibling).toHaveTextContent('1,234');
    expect(within(section).getByText('Active Plans').nextElementSibling).toHaveTextContent('7');
    expect(within(section).getByText('Plan Types').nextElementSibling).toHaveTextContent('4');
    expect(within(section).getByText('Carriers').nextElementSibling).toHaveTextContent('1');
  });

  it('shows an error with a retry when the stats fail', async () => {
    let fail = true;
    mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/stats': () =>
        fail
          ? json({ error: 'Boom' }, { status: 500 })
          : json({ totalPlans: 7, activePlans: 7, planTypes: 4, carriers: 1 }),
    });
    const user = userEvent.setup();
    renderRoute('/admin');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load statistics');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Total Plans')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
