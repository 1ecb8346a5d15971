import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FORM_PROGRESS_KEY } from '../../../../shared/constants';
import { requestsTo } from '../../../testing/fetch-mock';
import { makePlan, USER_ID } from '../testing/results-factories';
import { PLANS, renderResults, SHARES_PATH, shownNames } from '../testing/results-page-fixture';

describe('Results page actions', () => {
  it('compares ticked plans, at most 3 (a 4th is refused beside its box), each removable', async () => {
    const { user, router } = renderResults();
    const compare = (name: string) => screen.getByRole('checkbox', { name: `Add to Compare: ${name}` });

    await user.click(await screen.findByRole('checkbox', { name: 'Add to Compare: Alpha Care (HMO)' }));
    expect(compare('Alpha Care (HMO)')).toHaveAccessibleDescription('In your comparison (1 of 3)');
    await user.click(compare('Beta Plus (PPO)'));
    await user.click(compare('Gamma Value (HMO)'));
    expect(screen.getByRole('region', { name: 'Your comparison' })).toHaveTextContent('3 of 3 plans ticked');
    await user.click(screen.getByRole('button', { name: 'Show 7 More Plans' }));
    await user.click(compare('Delta Choice (PPO)'));
    expect(compare('Delta Choice (PPO)')).not.toBeChecked();
    expect(compare('Delta Choice (PPO)')).toHaveAccessibleDescription(
      'You can compare up to 3 plans. Untick one to add this plan.',
    );
    // The ticks live in the address, so a plan's detail and back keeps them.
    expect(new URLSearchParams(router.state.location.search).get('compare')).toBe(
      'H1000-001,H1001-001,H1002-001',
    );

    const scroller = screen.getByRole('region', { name: 'Plan comparison table' });
    expect(scroller).toHaveAttribute('tabindex', '0'); // scrollable by keyboard
    const table = within(scroller).getByRole('table');
    const columns = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.querySelector('span')?.textContent);
    expect(columns()).toEqual(['Alpha Care (HMO)', 'Beta Plus (PPO)', 'Gamma Value (HMO)']);
    // Below 640 px the same plans are cards, one under the other.
    const cards = within(screen.getByRole('list', { name: 'Plans compared' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(columns());
    for (const row of [
      'Monthly premium',
      'Deductible',
      'Out-of-pocket max',
      'Star rating',
      'Estimated yearly cost',
      'Medications covered',
      'Doctors in network',
      'Match score',
    ]) {
      expect(within(table).getByRole('rowheader', { name: row })).toBeInTheDocument();
    }
    const premiumRow = within(table).getByRole('rowheader', { name: 'Monthly premium' }).closest('tr');
    expect(premiumRow).toHaveTextContent('Monthly premiumFree$29/month$10/month');
    const doctorsRow = within(table).getByRole('rowheader', { name: 'Doctors in network' }).closest('tr');
    expect(doctorsRow).toHaveTextContent('Doctors in network1 of 11 of 10 of 1');

    await user.click(within(table).getByRole('button', { name: 'Remove Alpha Care (HMO) from comparison' }));
    expect(columns()).toEqual(['Beta Plus (PPO)', 'Gamma Value (HMO)']);
    expect(compare('Alpha Care (HMO)')).not.toBeChecked();

    await user.click(compare('Delta Choice (PPO)'));
    expect(columns()).toEqual(['Beta Plus (PPO)', 'Gamma Value (HMO)', 'Delta Choice (PPO)']);
    await user.click(compare('Beta Plus (PPO)'));
    expect(columns()).toEqual(['Gamma Value (HMO)', 'Delta Choice (PPO)']);
    await user.click(screen.getByRole('button', { name: 'Clear comparison' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your comparison' })).not.toBeInTheDocument();
    expect(compare('Gamma Value (HMO)')).not.toBeChecked();
  });

  it('downloads the PDF summary of these results, prints the page, and e-mail waits for a share link', async () => {
    // A spy, restored after the test: the files of a worker share one window (isolate: false).
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderResults();

    // A real download of the summary the server makes of these results (ADR 0018).
    const pdf = await screen.findByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', `/api/medicare/results/${USER_ID}/summary.pdf`);
    expect(pdf).toHaveAttribute('download');
    expect(pdf).toHaveAccessibleDescription(/summary in large print/);
    // Print prints this page (its print stylesheet carries the same parts as the PDF).
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The results open only in this browser: a bare results link would open nothing for anyone else.
    expect(screen.queryByRole('link', { name: 'E-mail' })).not.toBeInTheDocument();
    expect(screen.getByText(/To e-mail these results, create a share link below/)).toBeInTheDocument();
  });

  it('prints the drugs, doctors, next steps and disclaimers the PDF carries, on paper only', async () => {
    renderResults();
    await screen.findByRole('link', { name: 'Download PDF' });
    for (const name of ['Your medications', 'Your doctors', 'What to do next', 'About these numbers']) {
      // Hidden on screen (display: none until printed; jsdom applies no stylesheet, so the classes say it).
      const heading = screen.getByRole('heading', { name, level: 2 });
      expect(heading.closest('section')).toHaveClass('hidden', 'print:block');
    }
    const medications = screen.getByRole('heading', { name: 'Your medications' }).closest('section');
    await waitFor(() =>
      expect(medications).toHaveTextContent('Atorvastatin, 20 mg tablet, monthly (30-day supply)'),
    );
    expect(screen.getByText('What to do next', { selector: 'h2' }).closest('section')).toHaveTextContent(
      'Open Enrollment for 2026 plans runs from October 15 to December 7, 2025.',
    );
  });

  it('creates a share link to copy or e-mail, with a summary without personal details, and turns it off', async () => {
    const { user, fetchMock } = renderResults();
    const share = within(await screen.findByRole('region', { name: 'Share these results' }));

    await user.click(share.getByRole('button', { name: 'Create a share link' }));

    const field = await share.findByLabelText(/^Share link, works until December 2, 2026$/);
    const url = `${window.location.origin}/shared/00000001-aaaa-4bbb-8ccc-000000000000.signature1`;
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute('readonly');
    expect(requestsTo(fetchMock, 'POST', SHARES_PATH)).toHaveLength(1);

    await user.click(share.getByRole('button', { name: 'Copy the link that works until December 2, 2026' }));
    // user-event gives the page a clipboard of its own to read back.
    expect(await navigator.clipboard.readText()).toBe(url);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    const href = share.getByRole('link', { name: 'E-mail' }).getAttribute('href') ?? '';
    expect(href.startsWith('mailto:')).toBe(true);
    const body = decodeURIComponent(href);
    expect(body).toContain('1. Alpha Care (HMO)');
    expect(body).toContain(url);
    expect(body).not.toContain(USER_ID);
    for (const secret of ['Jane', 'Smith', '1955', 'Eliquis', 'Atorvastatin', 'Lee, Anna']) {
      expect(body).not.toContain(secret);
    }

    await user.click(
      share.getByRole('button', { name: 'Turn off the link that works until December 2, 2026' }),
    );
    await waitFor(() => expect(share.queryByLabelText(/^Share link/)).not.toBeInTheDocument());
    expect(share.getByRole('button', { name: 'Create a share link' })).toBeInTheDocument();
  });

  it('shows the top 10 plans when the page is printed, as the PDF summary does, or more when more are open', async () => {
    const twelve = [
      ...PLANS,
      ...[11, 12].map((rank) => makePlan({ id: `H1100-0${rank}`, rank, name: `Extra Plan ${rank} (HMO)` })),
    ];
    const { user } = renderResults(twelve);
    await screen.findByRole('button', { name: 'Show 7 More Plans' });

    window.dispatchEvent(new Event('beforeprint'));
    await waitFor(() => expect(shownNames()).toHaveLength(10));
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(shownNames()).toHaveLength(3));

    // Opened on the page beyond ten: printed as shown.
    await user.click(screen.getByRole('button', { name: 'Show 7 More Plans' }));
    await user.click(await screen.findByRole('button', { name: 'Show 2 More Plans' }));
    await waitFor(() => expect(shownNames()).toHaveLength(12));
    window.dispatchEvent(new Event('beforeprint'));
    await waitFor(() => expect(shownNames()).toHaveLength(12));
    window.dispatchEvent(new Event('afterprint'));
  });

  it('"New Search" clears saved progress and goes to the form', async () => {
    window.localStorage.setItem(FORM_PROGRESS_KEY, '{"firstName":"Jane"}');
    const { user, router } = renderResults();

    await user.click(await screen.findByRole('link', { name: 'New Search' }));

    expect(window.localStorage.getItem(FORM_PROGRESS_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
