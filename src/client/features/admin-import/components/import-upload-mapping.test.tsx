import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type MockRequest, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import {
  fileOfSize,
  importServer,
  makeUpload,
  PLAN_HEADERS,
  setUpImportTests,
} from '../testing/import-server';
import { csv, openAndUpload, stepHeading, uploadedForm } from '../testing/import-steps';

describe('Import Plans: choosing the file and mapping its columns (issue 7)', () => {
  setUpImportTests();

  it('uploads the file as multipart with its kind and shows the columns auto-matched', async () => {
    const user = userEvent.setup();
    const fetchMock = importServer();
    await openAndUpload(user);

    const heading = await stepHeading(/Map columns/);
    expect(heading).toHaveFocus();
    const [upload] = requestsTo(fetchMock, 'POST', '/api/admin/import/uploads');
    const form = uploadedForm(fetchMock);
    expect(form.get('kind')).toBe('plans');
    expect((form.get('file') as File).name).toBe('plans.csv');
    // The browser writes the multipart boundary; a content type set by hand would break it.
    expect(new Headers(upload?.init?.headers).has('Content-Type')).toBe(false);

    expect(screen.getByRole('combobox', { name: 'Plan ID' })).toHaveValue('planId');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('region');
    expect(screen.getByRole('combobox', { name: 'Premium' })).toHaveValue('');
    expect(
      within(screen.getByRole('combobox', { name: 'Premium' })).getByRole('option', { name: 'Ignore' }),
    ).toBeInTheDocument();
    // The CSV is one sheet: the stepper says the sheet step was not needed.
    const steps = screen.getByRole('list', { name: 'Import steps' });
    expect(within(steps).getByText('Pick sheet').closest('li')).toHaveTextContent('(not needed)');
    expect(within(steps).getByText('Map columns').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('sends the edited mapping, the chosen plan year and the chosen mode to validation', async () => {
    const user = userEvent.setup();
    const fetchMock = importServer();
    await openAndUpload(user);
    await stepHeading(/Map columns/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Premium' }), 'monthlyPremium');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Region' }), '');
    // The wizard's own choices (the Landscape file below has its own).
    const wizard = within(screen.getByRole('region', { name: 'Import a file' }));
    await user.click(wizard.getByRole('radio', { name: /update existing ones/ }));
    const year = wizard.getByRole('combobox', { name: 'Plan year for rows without one' });
    expect(year).toHaveAccessibleDescription(
      /Rows without one \(no Plan Year column, or an empty cell\) become plans of this year/,
    );
    // The year the server would pick by default: the only year on file.
    expect(year).toHaveValue('2026');
    await user.selectOptions(year, '2027');
    await user.click(screen.getByRole('button', { name: 'Check rows' }));

    await stepHeading(/Validate/);
    expect(screen.getByText(/Rows without a Plan Year are imported as 2027 plans\./)).toBeInTheDocument();
    const [validate] = requestsTo(fetchMock, 'POST', '/api/admin/import/jobs/7/validate');
    expect(JSON.parse(String(validate?.init?.body))).toEqual({
      sheet: 'plans.csv',
      mapping: {
        'Plan ID': 'planId',
        Carrier: 'carrier',
        'Plan Name': 'planName',
        'Plan Type': 'planType',
        Region: null,
        Premium: 'monthlyPremium',
      },
      planYear: 2027,
      mode: 'upsert',
    });
  });

  it('refuses a field chosen for two columns before asking the server', async () => {
    const user = userEvent.setup();
    const fetchMock = importServer();
    await openAndUpload(user);
    await stepHeading(/Map columns/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Premium' }), 'carrier');
    await user.click(screen.getByRole('button', { name: 'Check rows' }));

    const premium = screen.getByRole('combobox', { name: 'Premium' });
    expect(premium).toHaveAttribute('aria-invalid', 'true');
    expect(premium).toHaveAccessibleDescription(
      'Carrier is also chosen for Carrier. Choose it for one column only.',
    );
    expect(screen.getByRole('combobox', { name: 'Carrier' })).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', '/api/admin/import/jobs/7/validate')).toHaveLength(0);
  });

  it('checks the size in the browser with the server message, and shows the server refusal', async () => {
    const user = userEvent.setup();
    const fetchMock = importServer({
      'POST /api/admin/import/uploads': () => json({ error: 'Upload a .csv or .xlsx file' }, { status: 415 }),
    });
    renderRoute('/admin/import');
    const input = await screen.findByLabelText('File to import');

    await user.upload(input, fileOfSize('big.csv', 10 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 10 MB');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(requestsTo(fetchMock, 'POST', '/api/admin/import/uploads')).toHaveLength(0);

    await user.upload(input, csv('renamed.csv'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload a .csv or .xlsx file');
    expect(input).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: /Choose file/ })).toBeInTheDocument();
  });

  it('shows the line and the problem of a CSV the server could not read, and every line named', async () => {
    const user = userEvent.setup();
    const refusals = [
      {
        error: 'Line 14: a quoted value is not closed',
        code: 'VALIDATION',
        issues: [{ path: 'line.14', message: 'Line 14: a quoted value is not closed' }],
      },
      {
        error:
          'Line 9 has 12 values but the header has 10 (a value that holds a comma must be in quotes); 1 more line has a problem too',
        code: 'VALIDATION',
        issues: [
          { path: 'line.9', message: 'Line 9 has 12 values but the header has 10' },
          { path: 'line.12', message: 'Line 12 has 11 values but the header has 10' },
        ],
      },
    ];
    importServer({
      'POST /api/admin/import/uploads': () => json(refusals.shift(), { status: 400 }),
    });
    await openAndUpload(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Line 14: a quoted value is not closed');
    // One line: the message says it all, no list.
    expect(screen.queryByText('Lines to fix before uploading again:')).not.toBeInTheDocument();
    expect(screen.getByLabelText('File to import')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Line 9 has 12 values but the header has 10 (a value that holds a comma must be in quotes); 1 more line has a problem too',
    );
    const list = within(
      screen.getByText('Lines to fix before uploading again:').parentElement as HTMLElement,
    );
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 9 has 12 values but the header has 10',
      'Line 12 has 11 values but the header has 10',
    ]);
    // Choosing another file clears the refusal and its lines.
    await user.upload(screen.getByLabelText('File to import'), csv('fixed.csv'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Lines to fix before uploading again:')).not.toBeInTheDocument();
  });

  it('asks for the sheet of a workbook with several sheets and maps that sheet', async () => {
    const user = userEvent.setup();
    const fetchMock = importServer({
      'POST /api/admin/import/uploads': () =>
        json(
          makeUpload([
            { name: 'Notes', rowCount: 1, headers: ['Comment'] },
            { name: 'Plans 2026', rowCount: 3, headers: PLAN_HEADERS },
          ]),
          { status: 201 },
        ),
    });
    await openAndUpload(
      user,
      new File(['PK'], 'plans.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );

    expect(await stepHeading(/Pick sheet/)).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Notes' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Plans 2026' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading(/Map columns/);
    expect(screen.getByRole('combobox', { name: 'Plan ID' })).toHaveValue('planId');
    await user.click(screen.getByRole('button', { name: 'Check rows' }));
    await stepHeading(/Validate/);
    const [validate] = requestsTo(fetchMock, 'POST', '/api/admin/import/jobs/7/validate');
    expect(JSON.parse(String(validate?.init?.body)).sheet).toBe('Plans 2026');
  });

  it('shows Access Denied to an editor', async () => {
    importServer({
      'GET /api/admin/session': (_: MockRequest) =>
        json({ authenticated: true, user: { email: 'e@x.example', role: 'editor' } }),
    });
    renderRoute('/admin/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
  });
});
