import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../../shared/import-contracts';
import { MEDICARE_FILE_MESSAGES } from '../../../../shared/medicare-file-contracts';
import { json, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute, renderWithProviders } from '../../../testing/render';
import { onlyRequest, stubXhr } from '../testing/fake-xhr';
import {
  adminSession,
  fileOfSize,
  importServer,
  makeImportJob,
  setUpImportTests,
} from '../testing/import-server';
import { MedicareFilesSection } from './medicare-files-section';

const PART_D = 'Part D release (zip from CMS)';
const RXTERMS = 'RxTerms file (from NLM)';
const zip = (name = 'SPUF_2026_20261015.zip') =>
  new File(['PK\u0003\u0004release'], name, { type: 'application/zip' });
const rxterms = () => new File(['RXCUI|GENERIC_RXCUI|TTY\n'], 'RxTerms202611.txt', { type: 'text/plain' });

const partDJob = (overrides: Partial<ImportJob> = {}) =>
  makeImportJob({
    id: 12,
    kind: 'partd',
    fileName: 'SPUF_2026_20261015.zip',
    status: 'importing',
    ...overrides,
  });

/** The job's polls answer these in turn (the last one from then on). */
function jobPolls(...jobs: ImportJob[]) {
  let poll = 0;
  return () => json({ job: jobs[Math.min(poll++, jobs.length - 1)] });
}

async function openSection() {
  renderRoute('/admin/import');
  return screen.findByRole('region', { name: 'Medicare drug files' });
}

describe('Import Plans: Medicare drug files (issue 17)', () => {
  setUpImportTests();

  it('offers admins a Part D release and an RxTerms file, each with its own picker and Import button', async () => {
    importServer();
    const section = await openSection();
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Medicare drug files' }),
    ).toBeInTheDocument();
    const partD = within(section).getByLabelText(PART_D);
    expect(partD).toHaveAttribute('type', 'file');
    expect(partD).toHaveAttribute('accept', '.zip');
    expect(partD).toHaveAccessibleDescription(/as CMS publishes it \(up to 4 GB\)/);
    expect(within(section).getByLabelText(RXTERMS)).toHaveAttribute('accept', '.txt');
    expect(within(section).getByRole('button', { name: `Import ${PART_D}` })).toBeEnabled();
    expect(within(section).getByRole('button', { name: `Import ${RXTERMS}` })).toBeEnabled();
    // Apart from the plan import above it and the past imports below it.
    expect(screen.getByRole('heading', { level: 2, name: 'Past imports' })).toBeInTheDocument();
  });

  it('is not shown to editors: the page is admins only, and the section alone renders nothing', async () => {
    importServer({ 'GET /api/admin/session': adminSession('editor') });
    renderRoute('/admin/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('Medicare drug files')).not.toBeInTheDocument();

    // The section on its own: shown for an admin, nothing at all for an editor.
    importServer();
    const asAdmin = renderWithProviders(<MedicareFilesSection />);
    expect(await screen.findByRole('region', { name: 'Medicare drug files' })).toBeInTheDocument();
    asAdmin.unmount();
    const fetchMock = importServer({ 'GET /api/admin/session': adminSession('editor') });
    renderWithProviders(<MedicareFilesSection />);
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/admin/session')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Medicare drug files' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(PART_D)).not.toBeInTheDocument();
  });

  it('sends the zip as it is, shows how much is sent, then follows the job to its summary and focuses it', async () => {
    const user = userEvent.setup();
    const sent = stubXhr();
    const completed = partDJob({
      status: 'completed',
      recordsProcessed: 243_511,
      recordsTotal: 243_511,
      completedAt: '2026-03-02T15:09:00.000Z',
      medicareFileSummary: {
        releaseId: 4,
        release: '2026, released 2026-10-15',
        contractYear: 2026,
        plans: 48,
        rows: [
          { table: 'Plan information', rows: 48 },
          { table: 'Pricing', rows: 112_716 },
        ],
        seconds: 5.2,
      },
    });
    const fetchMock = importServer({ 'GET /api/admin/import/jobs/12': jobPolls(partDJob(), completed) });
    const section = await openSection();
    const file = zip();
    await user.upload(within(section).getByLabelText(PART_D), file);
    expect(within(section).getByText('SPUF_2026_20261015.zip')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: `Import ${PART_D}` }));

    const xhr = onlyRequest(sent);
    expect([xhr.method, xhr.url]).toEqual([
      'POST',
      '/api/admin/import/partd?fileName=SPUF_2026_20261015.zip',
    ]);
    expect(xhr.headers['content-type']).toBe('application/octet-stream');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(file);
    expect(within(section).getByRole('button', { name: `Uploading… ${PART_D}` })).toBeDisabled();
    expect(
      within(screen.getByRole('group', { name: `${PART_D} import` })).getByRole('status'),
    ).toHaveTextContent('Uploading SPUF_2026_20261015.zip…');

    act(() => xhr.progress(1024 * 1024, 4 * 1024 * 1024));
    const bar = within(section).getByRole('progressbar', { name: 'Upload of SPUF_2026_20261015.zip' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '1.0 MB of 4.0 MB sent (25%)');

    act(() => xhr.respond(202, { job: partDJob() }));
    expect(await within(section).findByText('Uploaded. Importing…')).toBeInTheDocument();
    expect(within(section).queryByRole('progressbar')).not.toBeInTheDocument();

    const heading = await within(section).findByRole('heading', { name: 'Import completed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      within(screen.getByRole('group', { name: `${PART_D} import` })).getByRole('status'),
    ).toHaveTextContent('Import completed');
    const facts = [...section.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Release', '2026, released 2026-10-15'],
      ['Contract year', '2026'],
      ['Plans', '48'],
      ['Plan information', '48 rows'],
      ['Pricing', '112,716 rows'],
    ]);
    // The past imports are read again, now with this job in them.
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/api/admin/import/jobs').length).toBeGreaterThan(1),
    );

    await user.click(within(section).getByRole('button', { name: `Import another file (${PART_D})` }));
    expect(within(section).getByLabelText(PART_D)).toHaveFocus();
    expect(within(section).getByLabelText(PART_D)).toHaveValue('');
    expect(within(section).queryByRole('heading', { name: 'Import completed' })).not.toBeInTheDocument();
  });

  it('shows a failed import with its problems by file, line and field', async () => {
    const user = userEvent.setup();
    const sent = stubXhr();
    const failed = makeImportJob({
      id: 13,
      kind: 'rxterms',
      fileName: 'RxTerms202611.txt',
      status: 'failed',
      errors: {
        message: '2 problems in RxTerms202611.txt: nothing was imported.',
        fileProblems: [
          { file: 'RxTerms202611.txt', line: 4, field: 'RXCUI', message: 'Line 4: RXCUI must be a number' },
          {
            file: 'RxTerms202611.txt',
            line: 9,
            field: null,
            message: 'Line 9 has 12 values; the header has 18',
          },
        ],
        problemCount: 2,
      },
    });
    importServer({ 'GET /api/admin/import/jobs/13': jobPolls(failed) });
    const section = await openSection();
    await user.upload(within(section).getByLabelText(RXTERMS), rxterms());
    await user.click(within(section).getByRole('button', { name: `Import ${RXTERMS}` }));
    const xhr = onlyRequest(sent);
    expect(xhr.url).toBe('/api/admin/import/rxterms?fileName=RxTerms202611.txt');
    act(() => xhr.respond(202, { job: { ...failed, status: 'importing', errors: null } }));

    const heading = await within(section).findByRole('heading', { name: 'Import failed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(section).getByRole('alert')).toHaveTextContent(
      '2 problems in RxTerms202611.txt: nothing was imported.',
    );
    const table = within(
      within(section).getByRole('region', { name: 'Problems in RxTerms202611.txt' }),
    ).getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['File', 'Line', 'Field', 'Problem'],
      ['RxTerms202611.txt', '4', 'RXCUI', 'Line 4: RXCUI must be a number'],
      ['RxTerms202611.txt', '9', '—', 'Line 9 has 12 values; the header has 18'],
    ]);
  });

  it("says why a file is refused, by the browser's checks or the server's, and puts the focus back on the picker", async () => {
    // A picker's file dialog can be switched to all files: the accept list is only a first filter.
    const user = userEvent.setup({ applyAccept: false });
    const sent = stubXhr();
    importServer();
    const section = await openSection();
    const picker = within(section).getByLabelText(PART_D);
    const importButton = within(section).getByRole('button', { name: `Import ${PART_D}` });

    await user.click(importButton);
    expect(within(section).getByRole('alert')).toHaveTextContent(MEDICARE_FILE_MESSAGES.noFile);
    expect(picker).toHaveFocus();

    await user.upload(picker, fileOfSize('national.zip', 4 * 1024 * 1024 * 1024 + 1, 'application/zip'));
    expect(within(section).getByRole('alert')).toHaveTextContent(MEDICARE_FILE_MESSAGES.tooLarge.partd);
    expect(picker).toHaveAccessibleDescription(new RegExp(MEDICARE_FILE_MESSAGES.tooLarge.partd));
    await user.upload(picker, new File(['x'], 'release.pdf', { type: 'application/pdf' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Choose the release’s .zip file');
    expect(sent).toHaveLength(0);

    // A file named .zip that is no zip is named by the browser, before anything is sent.
    await user.upload(picker, new File(['%PDF-1.7'], 'release.zip', { type: 'application/zip' }));
    await user.click(importButton);
    expect(await within(section).findByRole('alert')).toHaveTextContent(MEDICARE_FILE_MESSAGES.notZip);
    expect(sent).toHaveLength(0);

    await user.upload(picker, zip('renamed.zip'));
    await user.click(importButton);
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => onlyRequest(sent).respond(400, { error: MEDICARE_FILE_MESSAGES.notZip, code: 'VALIDATION' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(MEDICARE_FILE_MESSAGES.notZip);
    expect(picker).toHaveFocus();
  });

  it('says when a second release is refused while one is importing, or the connection breaks, or the upload is cancelled', async () => {
    const user = userEvent.setup();
    const sent = stubXhr();
    importServer();
    const section = await openSection();
    const picker = within(section).getByLabelText(PART_D);
    await user.upload(picker, zip());
    const importButton = within(section).getByRole('button', { name: `Import ${PART_D}` });

    await user.click(importButton);
    act(() => sent[0]?.respond(409, { error: MEDICARE_FILE_MESSAGES.busy.partd, code: 'CONFLICT' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(MEDICARE_FILE_MESSAGES.busy.partd);

    await user.click(importButton);
    act(() => sent[1]?.fail());
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The upload stopped before the whole file was sent',
    );

    await user.click(importButton);
    await user.click(within(section).getByRole('button', { name: 'Cancel upload' }));
    expect(sent[2]?.aborted).toBe(true);
    expect(await within(section).findByText('Upload cancelled; nothing was imported.')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(picker).toHaveFocus();
  });
});
