import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, requestsTo } from '../../../testing/fetch-mock';
import { importServer, makeImportJob, makePreview, setUpImportTests } from '../testing/import-server';
import { openAndUpload, stepHeading, uploadAndCheck } from '../testing/import-steps';

describe('Import Plans: validating and running an import (issue 7)', () => {
  setUpImportTests();

  it('lists every row error, keeps Import off and starts again from the file', async () => {
    const user = userEvent.setup();
    importServer({
      'POST /api/admin/import/jobs/7/validate': () =>
        json(
          makePreview({
            totalRows: 3,
            validRows: 2,
            rowErrors: [
              {
                row: 3,
                planId: 'H7001-002',
                errors: [
                  { field: 'carrier', message: 'Carrier is required' },
                  { field: 'monthlyPremium', message: 'Must be a valid amount (e.g., 0.00)' },
                ],
              },
            ],
          }),
        ),
    });
    await openAndUpload(user);
    await stepHeading(/Map columns/);
    await user.click(screen.getByRole('button', { name: 'Check rows' }));

    expect(await stepHeading(/Validate/)).toHaveFocus();
    expect(screen.getByText('2 of 3 rows are valid.')).toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: 'Rows with errors' })).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['3', 'H7001-002', 'Carrier', 'Carrier is required'],
      ['3', 'H7001-002', 'Monthly Premium', 'Must be a valid amount (e.g., 0.00)'],
    ]);
    const importButton = screen.getByRole('button', { name: 'Import 2 rows' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription('Import is possible once every row is valid.');

    await user.click(screen.getByRole('button', { name: 'Fix the file and upload it again' }));
    expect(await stepHeading(/Choose file/)).toHaveFocus();
    expect(screen.getByLabelText('File to import')).toHaveValue('');
  });

  it('names the rows whose quoted value joined lines, and still lets them import (issue 39)', async () => {
    const user = userEvent.setup();
    const warning = 'Row 2 joins lines 2\u20133 (a quoted value spans lines)';
    importServer({
      'POST /api/admin/import/jobs/7/validate': () => json(makePreview({ warnings: [warning] })),
    });
    await openAndUpload(user);
    await stepHeading(/Map columns/);
    await user.click(screen.getByRole('button', { name: 'Check rows' }));

    const section = await screen.findByRole('region', { name: 'Check these rows' });
    expect(within(section).getByRole('listitem')).toHaveTextContent(warning);
    expect(screen.getByRole('button', { name: 'Import 3 rows' })).toBeEnabled();
  });

  it('imports, shows the progress from the polled job and the result', async () => {
    const user = userEvent.setup();
    let polls = 0;
    const job = (id: number) => makeImportJob({ id, status: 'importing', mode: 'create', recordsTotal: 4 });
    const fetchMock = importServer({
      'POST /api/admin/import/jobs/7/run': () => json({ job: job(7) }, { status: 202 }),
      'GET /api/admin/import/jobs/7': () => {
        polls += 1;
        if (polls === 1) return json({ job: { ...job(7), recordsProcessed: 1 } });
        return json({
          job: {
            ...job(7),
            status: 'completed',
            recordsProcessed: 4,
            completedAt: '2026-03-02T15:05:00.000Z',
            summary: { created: 3, updated: 1 },
          },
        });
      },
    });
    await uploadAndCheck(user);
    await user.click(screen.getByRole('button', { name: 'Import 3 rows' }));

    expect(await stepHeading(/Import$/)).toHaveFocus();
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(bar).toHaveAttribute('aria-valuetext', '1 of 4 records (25%)');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText('Import completed. Created 3, updated 1.')).toBeInTheDocument();
    expect(await screen.findByText('Import completed', { exact: true })).toBeInTheDocument();

    const [run] = requestsTo(fetchMock, 'POST', '/api/admin/import/jobs/7/run');
    expect(JSON.parse(String(run?.init?.body))).toMatchObject({
      sheet: 'plans.csv',
      mode: 'create',
      // The suggested year (the only one on file), the same the check used.
      planYear: 2026,
    });
    // Polling stops once the job is final.
    const after = polls;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(polls).toBe(after);
    expect(screen.getByRole('link', { name: 'Go to Plan Management' })).toHaveAttribute(
      'href',
      '/admin/plans',
    );
  });

  it('says why a running import failed', async () => {
    const user = userEvent.setup();
    importServer({
      'POST /api/admin/import/jobs/7/run': () =>
        json({ job: makeImportJob({ status: 'importing', recordsTotal: 3 }) }, { status: 202 }),
      'GET /api/admin/import/jobs/7': () =>
        json({
          job: makeImportJob({
            status: 'failed',
            recordsTotal: 3,
            errors: { message: 'The import stopped before it finished; nothing was saved' },
          }),
        }),
    });
    await uploadAndCheck(user);
    await user.click(screen.getByRole('button', { name: 'Import 3 rows' }));

    await screen.findByText('Nothing from this file was saved: an import writes every row or none.');
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(
      'The import stopped before it finished; nothing was saved',
    );
    expect(await screen.findByText('Import failed', { exact: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import another file' }));
    expect(await stepHeading(/Choose file/)).toHaveFocus();
  });

  it('stops polling when the progress cannot be read, until Try Again', async () => {
    const user = userEvent.setup();
    let polls = 0;
    importServer({
      'POST /api/admin/import/jobs/7/run': () =>
        json({ job: makeImportJob({ status: 'importing', recordsTotal: 3 }) }, { status: 202 }),
      'GET /api/admin/import/jobs/7': () => {
        polls += 1;
        if (polls === 1) return json({ error: 'Service unavailable' }, { status: 503 });
        return json({
          job: makeImportJob({
            status: 'completed',
            recordsProcessed: 3,
            recordsTotal: 3,
            summary: { created: 3, updated: 0 },
          }),
        });
      },
    });
    await uploadAndCheck(user);
    await user.click(screen.getByRole('button', { name: 'Import 3 rows' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("Failed to load the import's progress");
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(polls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Import completed. Created 3, updated 0.')).toBeInTheDocument();
  });

  it('shows a server refusal of the run in an alert and stays on the step', async () => {
    const user = userEvent.setup();
    importServer({
      'POST /api/admin/import/jobs/7/run': () =>
        json({ error: 'Some rows have errors; fix them and upload the file again' }, { status: 400 }),
    });
    await uploadAndCheck(user);
    await user.click(screen.getByRole('button', { name: 'Import 3 rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some rows have errors; fix them and upload the file again',
    );
    expect(screen.getByRole('heading', { level: 2, name: /Validate/ })).toBeInTheDocument();
  });
});
