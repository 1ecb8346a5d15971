import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type MockRequest, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { importServer, makeImportJob, setUpImportTests } from '../testing/import-server';

const pastImportsRegion = () => screen.findByRole('region', { name: 'Past imports table' });

describe('Import Plans: past imports and export (issue 7)', () => {
  setUpImportTests();

  it('says when there are no imports yet, and links the template and the export', async () => {
    const fetchMock = importServer();
    renderRoute('/admin/import');

    expect(await screen.findByRole('heading', { level: 1, name: 'Import Plans' })).toBeInTheDocument();
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      Object.fromEntries(requestsTo(fetchMock, 'GET', '/api/admin/import/jobs')[0]?.url.searchParams ?? []),
    ).toEqual({ page: '1', limit: '10' });
    expect(screen.getByRole('link', { name: 'Download template (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/import/template?format=csv',
    );
    expect(screen.getByRole('link', { name: 'Download template (Excel)' })).toHaveAttribute(
      'href',
      '/api/admin/import/template?format=xlsx',
    );
    expect(screen.getByRole('link', { name: 'Export all plans (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/import/export?format=csv',
    );
    expect(screen.getByRole('link', { name: 'Export all plans (Excel)' })).toHaveAttribute(
      'href',
      '/api/admin/import/export?format=xlsx',
    );
    // The page's first render leaves the focus alone: only later steps take it.
    expect(screen.getByRole('heading', { level: 2, name: /Choose file/ })).not.toHaveFocus();
  });

  it('lists each import with its result, and shows a failed one’s errors on demand', async () => {
    const user = userEvent.setup();
    importServer({
      'GET /api/admin/import/jobs': () =>
        json({
          total: 2,
          jobs: [
            makeImportJob({
              id: 9,
              fileName: 'network-march.csv',
              kind: 'network',
              status: 'failed',
              recordsTotal: 2,
              errors: {
                message: 'Some rows have errors; fix them and upload the file again',
                rowErrors: [
                  { row: 2, planId: 'H7001-001', errors: [{ field: 'npi', message: 'NPI is not valid' }] },
                ],
              },
            }),
            makeImportJob({
              id: 8,
              fileName: 'plans.xlsx',
              status: 'completed',
              mode: 'upsert',
              recordsProcessed: 4,
              recordsTotal: 4,
              summary: { created: 3, updated: 1 },
              adminEmail: null,
            }),
          ],
        }),
    });
    renderRoute('/admin/import');

    const table = within(await pastImportsRegion()).getByRole('table');
    const [failed, completed] = within(table).getAllByRole('row').slice(1);
    expect(failed).toHaveTextContent('network-march.csv');
    expect(failed).toHaveTextContent('Network');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('0 of 2');
    expect(failed).toHaveTextContent('admin@clearplan.example');
    expect(completed).toHaveTextContent('Completed');
    expect(completed).toHaveTextContent('4 of 4Created 3, updated 1');
    expect(completed).toHaveTextContent('—');
    expect(within(completed as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    const show = within(failed as HTMLElement).getByRole('button', {
      name: 'Show errors of network-march.csv',
    });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Row 2 (H7001-001): NPI: NPI is not valid')).not.toBeInTheDocument();
    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Row 2 (H7001-001): NPI: NPI is not valid')).toBeInTheDocument();
    expect(screen.getByText('Some rows have errors; fix them and upload the file again')).toBeInTheDocument();
    await user.click(
      within(failed as HTMLElement).getByRole('button', { name: 'Hide errors of network-march.csv' }),
    );
    expect(screen.queryByText('Row 2 (H7001-001): NPI: NPI is not valid')).not.toBeInTheDocument();
  });

  it('counts the rows with errors of a file that was checked but not imported, and shows them', async () => {
    const user = userEvent.setup();
    const rowErrors = Array.from({ length: 9 }, (_, i) => ({
      row: i + 2,
      planId: `H7002-00${i + 1}`,
      errors: [{ field: 'monthlyPremium', message: 'Must be a valid amount (e.g., 0.00)' }],
    }));
    importServer({
      'GET /api/admin/import/jobs': () =>
        json({
          total: 3,
          jobs: [
            makeImportJob({
              id: 12,
              fileName: 'nine-bad.csv',
              status: 'pending',
              errors: {
                message: 'Some rows have errors; fix them and upload the file again',
                rowErrors,
                rowCount: 9,
              },
            }),
            makeImportJob({
              id: 11,
              fileName: 'many-bad.csv',
              status: 'pending',
              errors: {
                message: 'Some rows have errors; fix them and upload the file again',
                rowErrors: rowErrors.slice(0, 2),
                rowCount: 250,
              },
            }),
            makeImportJob({ id: 10, fileName: 'fresh.csv', status: 'pending' }),
          ],
        }),
    });
    renderRoute('/admin/import');

    const table = within(await pastImportsRegion()).getByRole('table');
    const [nine, many, fresh] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(nine).toHaveTextContent('Not imported');
    expect(nine).toHaveTextContent('9 rows with errors');
    expect(nine).not.toHaveTextContent('None');
    await user.click(
      within(nine as HTMLElement).getByRole('button', { name: 'Show errors of nine-bad.csv' }),
    );
    expect(
      screen.getByText('Row 2 (H7002-001): Monthly Premium: Must be a valid amount (e.g., 0.00)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Row 10 (H7002-009): Monthly Premium: Must be a valid amount (e.g., 0.00)'),
    ).toBeInTheDocument();

    expect(many).toHaveTextContent('250 rows with errors');
    await user.click(
      within(many as HTMLElement).getByRole('button', { name: 'Show errors of many-bad.csv' }),
    );
    expect(
      screen.getByText('248 more rows with errors not listed here; check the file again to see them all.'),
    ).toBeInTheDocument();

    expect(fresh).toHaveTextContent('None');
    expect(within(fresh as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists Medicare drug file imports with what they imported, or their problems by file and line', async () => {
    const user = userEvent.setup();
    importServer({
      'GET /api/admin/import/jobs': () =>
        json({
          total: 2,
          jobs: [
            makeImportJob({
              id: 21,
              kind: 'rxterms',
              fileName: 'RxTerms202611.txt',
              status: 'failed',
              errors: {
                message: '30 problems in RxTerms202611.txt: nothing was imported.',
                fileProblems: [
                  {
                    file: 'RxTerms202611.txt',
                    line: 4,
                    field: 'RXCUI',
                    message: 'Line 4: RXCUI must be a number',
                  },
                  {
                    file: 'RxTerms202611.txt',
                    line: 9,
                    field: null,
                    message: 'Line 9 has 12 values; the header has 18',
                  },
                ],
                problemCount: 30,
              },
            }),
            makeImportJob({
              id: 20,
              kind: 'partd',
              fileName: 'PPUF_2026Q4.zip',
              status: 'completed',
              recordsProcessed: 121_363,
              recordsTotal: 121_363,
              medicareFileSummary: {
                releaseId: 3,
                release: '2026 Q4',
                contractYear: 2026,
                plans: 48,
                rows: [
                  { table: 'Plan information', rows: 48 },
                  { table: 'Pricing', rows: 121_315 },
                ],
                seconds: 5.1,
              },
            }),
          ],
        }),
    });
    renderRoute('/admin/import');

    const table = within(await pastImportsRegion()).getByRole('table');
    const [rxterms, partD] = within(table).getAllByRole('row').slice(1) as HTMLElement[];
    expect(partD).toHaveTextContent('Part D release');
    expect(partD).toHaveTextContent(
      '121,363 of 121,363Release 2026 Q4 for contract year 2026: 48 plans, 121,363 rows',
    );
    expect(rxterms).toHaveTextContent('RxTerms');
    expect(rxterms).toHaveTextContent('Failed');
    await user.click(
      within(rxterms as HTMLElement).getByRole('button', { name: 'Show errors of RxTerms202611.txt' }),
    );
    expect(screen.getByText('30 problems in RxTerms202611.txt: nothing was imported.')).toBeInTheDocument();
    expect(
      screen.getByText('RxTerms202611.txt, line 4, RXCUI: Line 4: RXCUI must be a number'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('RxTerms202611.txt, line 9: Line 9 has 12 values; the header has 18'),
    ).toBeInTheDocument();
    expect(screen.getByText('and 28 more problems.')).toBeInTheDocument();
  });

  it('pages through past imports ten at a time', async () => {
    const user = userEvent.setup();
    const fetchMock = importServer({
      'GET /api/admin/import/jobs': ({ url }: MockRequest) => {
        const page = Number(url.searchParams.get('page'));
        const count = page === 1 ? 10 : 2;
        const jobs = Array.from({ length: count }, (_, i) =>
          makeImportJob({ id: 100 - (page - 1) * 10 - i, fileName: `file-${(page - 1) * 10 + i + 1}.csv` }),
        );
        return json({ jobs, total: 12 });
      },
    });
    renderRoute('/admin/import');

    await pastImportsRegion();
    const pager = screen.getByRole('navigation', { name: 'Past imports pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'file-12.csv' })).toBeInTheDocument();
    expect(pager).toHaveTextContent('Page 2 of 2');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(requestsTo(fetchMock, 'GET', '/api/admin/import/jobs').at(-1)?.url.searchParams.get('page')).toBe(
      '2',
    );
  });

  it('offers Try Again when the list fails to load', async () => {
    const user = userEvent.setup();
    let calls = 0;
    importServer({
      'GET /api/admin/import/jobs': () => {
        calls += 1;
        return calls === 1
          ? json({ error: 'Database unavailable' }, { status: 503 })
          : json({ jobs: [], total: 0 });
      },
    });
    renderRoute('/admin/import');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load past imports');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByText('No imports yet.')).toBeInTheDocument());
  });
});
