import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CarrierList, CarrierRecord } from '../../../../shared/carrier-contracts';
import { json, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';

const session = () =>
  json({ authenticated: true, user: { email: 'admin@clearplan.example', role: 'admin' } });

const carrier = (overrides: Partial<CarrierRecord>): CarrierRecord => ({
  id: 1,
  name: 'Humana',
  aliases: [],
  planCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const LIST: CarrierList = {
  carriers: [
    carrier({ id: 1, name: 'Humana', aliases: ['Humana Insurance', 'Humana Medicare'], planCount: 12 }),
    carrier({ id: 2, name: 'Kaiser', aliases: ['Kaiser Permanente'], planCount: 0 }),
  ],
  unlisted: [{ name: 'Acme Senior', planCount: 2 }],
};

const bodiesOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  requestsTo(fetchMock, method, path).map(({ init }) => JSON.parse(String(init?.body)));

beforeAll(() => import('./carriers-page'));

describe('Carriers screen (issue 16: one list of carriers, editable by admins)', () => {
  it('lists each carrier with its other spellings and plan count, and names plans use off the list', async () => {
    mockFetch({ 'GET /api/admin/session': session, 'GET /api/admin/carriers': () => json(LIST) });
    renderRoute('/admin/carriers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Carriers' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Humana Insurance, Humana Medicare', '12 plans', 'EditDelete'],
      ['Kaiser Permanente', '0 plans', 'EditDelete'],
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Humana');
    const unlisted = screen.getByRole('region', { name: 'Carrier names plans use that are not on the list' });
    expect(unlisted).toHaveTextContent('Acme Senior (2 plans)');
    expect(document.title).toContain('Carriers');
  });

  it('adds a carrier with aliases one per line; a clear message when the name is missing; the server’s 409 shown in the form', async () => {
    let attempt = 0;
    const fetchMock = mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/carriers': () => json(LIST),
      'POST /api/admin/carriers': () =>
        ++attempt === 1
          ? json(
              {
                error:
                  '"UHC" is already a name or alias of UnitedHealthcare. Each spelling may belong to one carrier.',
                code: 'CONFLICT',
              },
              { status: 409 },
            )
          : json(
              {
                carrier: carrier({ id: 3, name: 'Prairie Mutual', aliases: ['Prairie Senior'] }),
                plansRenamed: 2,
              },
              { status: 201 },
            ),
    });
    const user = userEvent.setup();
    renderRoute('/admin/carriers');
    const form = await screen.findByRole('form', { name: 'Add a carrier' });

    await user.click(within(form).getByRole('button', { name: 'Add carrier' }));
    expect(within(form).getByLabelText('Carrier name')).toHaveAccessibleDescription(
      /The one name plans are stored and filtered under\..*Carrier name is required/,
    );
    expect(requestsTo(fetchMock, 'POST', '/api/admin/carriers')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Carrier name'), 'Prairie Mutual');
    await user.type(
      within(form).getByLabelText(/Other spellings/),
      'UHC{Enter}  Prairie Senior {Enter}{Enter}',
    );
    await user.click(within(form).getByRole('button', { name: 'Add carrier' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '"UHC" is already a name or alias of UnitedHealthcare.',
    );
    expect(within(form).getByLabelText('Carrier name')).toHaveValue('Prairie Mutual');

    await user.clear(within(form).getByLabelText(/Other spellings/));
    await user.type(within(form).getByLabelText(/Other spellings/), 'Prairie Senior');
    await user.click(within(form).getByRole('button', { name: 'Add carrier' }));
    expect(await screen.findByText('Prairie Mutual saved; 2 plans now use this name.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/admin/carriers')).toEqual([
      { name: 'Prairie Mutual', aliases: ['UHC', 'Prairie Senior'] },
      { name: 'Prairie Mutual', aliases: ['Prairie Senior'] },
    ]);
    // The form is empty again for the next carrier.
    await waitFor(() => expect(screen.getByLabelText('Carrier name')).toHaveValue(''));
  });

  it('edits a carrier: the form takes its name and aliases, saves both, and Cancel returns to the row', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/carriers': () => json(LIST),
      'PUT /api/admin/carriers/2': () =>
        json({
          carrier: carrier({ id: 2, name: 'Kaiser Permanente', aliases: ['Kaiser'] }),
          plansRenamed: 0,
        }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/carriers');

    await user.click(await screen.findByRole('button', { name: 'Edit Kaiser' }));
    const form = screen.getByRole('form', { name: 'Edit Kaiser' });
    const name = within(form).getByLabelText('Carrier name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue('Kaiser');
    expect(within(form).getByLabelText(/Other spellings/)).toHaveValue('Kaiser Permanente');

    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('form', { name: 'Add a carrier' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Kaiser' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Edit Kaiser' }));
    const again = screen.getByRole('form', { name: 'Edit Kaiser' });
    await user.clear(within(again).getByLabelText('Carrier name'));
    await user.type(within(again).getByLabelText('Carrier name'), 'Kaiser Permanente');
    await user.clear(within(again).getByLabelText(/Other spellings/));
    await user.type(within(again).getByLabelText(/Other spellings/), 'Kaiser');
    await user.click(within(again).getByRole('button', { name: 'Save carrier' }));
    expect(await screen.findByText('Kaiser Permanente saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/api/admin/carriers/2')).toEqual([
      { name: 'Kaiser Permanente', aliases: ['Kaiser'] },
    ]);
    expect(screen.getByRole('form', { name: 'Add a carrier' })).toBeInTheDocument();
  });

  it('deletes after confirmation; a refusal (plans use it) is a toast with the server’s reason', async () => {
    let remaining = LIST;
    const fetchMock = mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/carriers': () => json(remaining),
      'DELETE /api/admin/carriers/2': () => {
        remaining = { ...LIST, carriers: LIST.carriers.slice(0, 1) };
        return json({ deleted: true, id: 2 });
      },
      'DELETE /api/admin/carriers/1': () =>
        json(
          {
            error:
              'Humana is the carrier of 12 plans. Move them to another carrier or rename this one instead of deleting it.',
            code: 'CONFLICT',
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderRoute('/admin/carriers');

    await user.click(await screen.findByRole('button', { name: 'Delete Kaiser' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete carrier' });
    expect(dialog).toHaveTextContent('Delete Kaiser from the list of carriers?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'DELETE', '/api/admin/carriers/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Kaiser' }));
    await user.click(screen.getByRole('button', { name: 'Delete carrier' }));
    expect(await screen.findByText('Kaiser is no longer on the list.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Edit Kaiser' })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Humana' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Humana is the carrier of 12 plans, so it cannot be deleted.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete carrier' }));
    expect(await screen.findByText(/Humana is the carrier of 12 plans\. Move them/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Humana' })).toBeInTheDocument();
  });
});
