import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../../shared/import-contracts';
import { MEDICARE_FILE_MESSAGES, PLAN_NET_MAPPING_FILE } from '../../../../shared/medicare-file-contracts';
import { json } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { onlyRequest, stubXhr } from '../testing/fake-xhr';
import { importServer, makeImportJob, setUpImportTests } from '../testing/import-server';

const PBP = 'PBP benefits (zip from CMS)';
const PLAN_NET = 'Plan-Net provider directory (zip of NDJSON, FHIR .json or Bundle files)';
const LANDSCAPE = 'Landscape file (zip or CSV from CMS)';
const zip = (name: string) => new File(['PK\u0003\u0004files'], name, { type: 'application/zip' });

/** The job's polls answer these in turn (the last one from then on). */
function jobPolls(...jobs: ImportJob[]) {
  let poll = 0;
  return () => json({ job: jobs[Math.min(poll++, jobs.length - 1)] });
}

async function openSection() {
  renderRoute('/admin/import');
  return screen.findByRole('region', { name: 'Medicare plan files' });
}

const group = (label: string) => screen.getByRole('group', { name: `${label} import` });

describe('Import Plans: Medicare plan files (issue 18)', () => {
  setUpImportTests();

  it('offers PBP and Plan-Net zips for a chosen plan year, and the Landscape file for chosen states', async () => {
    importServer();
    const section = await openSection();
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Medicare plan files' }),
    ).toBeInTheDocument();
    // The drug files keep their own section.
    expect(screen.getByRole('region', { name: 'Medicare drug files' })).toBeInTheDocument();

    const pbp = within(section).getByLabelText(PBP);
    expect(pbp).toHaveAttribute('accept', '.zip');
    expect(pbp).toHaveAccessibleDescription(/as CMS publishes it \(up to 1 GB\)/);
    expect(within(group(PBP)).getByRole('combobox', { name: 'Plan year' })).toBeEnabled();
    const years = within(within(group(PBP)).getByRole('combobox', { name: 'Plan year' }))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(years).toEqual(expect.arrayContaining(['2027', '2026']));

    expect(within(section).getByLabelText(PLAN_NET)).toHaveAttribute('accept', '.zip');
    expect(within(section).getByLabelText(PLAN_NET)).toHaveAccessibleDescription(
      new RegExp(`mapping file named ${PLAN_NET_MAPPING_FILE.replace('.', '\\.')}`),
    );
    expect(within(group(PLAN_NET)).getByRole('combobox', { name: 'Plan year' })).toBeInTheDocument();

    expect(within(section).getByLabelText(LANDSCAPE)).toHaveAttribute('accept', '.zip,.csv');
    const states = within(group(LANDSCAPE)).getByRole('group', { name: 'States to import' });
    expect(within(states).getByRole('checkbox', { name: 'Oklahoma (OK)' })).toBeChecked();
    expect(within(states).getByRole('checkbox', { name: 'Texas (TX)' })).not.toBeChecked();
    // A Landscape file keeps each row's Contract Year: the year chosen is for rows without one.
    expect(within(group(LANDSCAPE)).queryByRole('combobox', { name: 'Plan year' })).not.toBeInTheDocument();
    expect(
      within(group(LANDSCAPE)).getByRole('combobox', { name: 'Plan year for rows without one' }),
    ).toHaveAccessibleDescription(/This year is used only for a row without one/);
    const modes = within(group(LANDSCAPE)).getByRole('group', { name: 'What should the import do?' });
    expect(
      within(modes).getByRole('radio', { name: 'Create new plans and update existing ones (by Plan ID)' }),
    ).toBeChecked();
    for (const label of [PBP, PLAN_NET, LANDSCAPE])
      expect(within(section).getByRole('button', { name: `Import ${label}` })).toBeEnabled();
  });

  it('sends a PBP zip with the chosen plan year, then shows what the import changed and focuses it', async () => {
    const user = userEvent.setup();
    const sent = stubXhr();
    const job = (overrides: Partial<ImportJob> = {}) =>
      makeImportJob({
        id: 21,
        kind: 'pbp',
        fileName: 'pbp-benefits-2027.zip',
        status: 'importing',
        ...overrides,
      });
    const completed = job({
      status: 'completed',
      recordsProcessed: 3,
      recordsTotal: 3,
      medicareFileSummary: {
        kind: 'pbp',
        planYear: 2027,
        matched: 3,
        updated: 2,
        unchanged: 1,
        notInCatalogue: 2,
        files: [{ file: 'Section A (plan information)', rows: 3 }],
      },
    });
    importServer({ 'GET /api/admin/import/jobs/21': jobPolls(job(), completed) });
    const section = await openSection();
    await user.upload(within(section).getByLabelText(PBP), zip('pbp-benefits-2027.zip'));
    await user.selectOptions(within(group(PBP)).getByRole('combobox', { name: 'Plan year' }), '2027');
    await user.click(within(section).getByRole('button', { name: `Import ${PBP}` }));

    const xhr = onlyRequest(sent);
    expect([xhr.method, xhr.url]).toEqual([
      'POST',
      '/api/admin/import/pbp?fileName=pbp-benefits-2027.zip&planYear=2027',
    ]);
    expect(xhr.headers['content-type']).toBe('application/octet-stream');
    // The choices are fixed while the file is on its way.
    expect(within(group(PBP)).getByRole('combobox', { name: 'Plan year' })).toBeDisabled();
    act(() => xhr.respond(202, { job: job() }));
    expect(await within(group(PBP)).findByText('Uploaded. Importing…')).toBeInTheDocument();

    const heading = await within(group(PBP)).findByRole('heading', { name: 'Import completed' });
    await waitFor(() => expect(heading).toHaveFocus());
    const facts = [...group(PBP).querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ['Plan year', '2027'],
      ['Plans in the release', '3'],
      ['Plans updated', '2'],
      ['Plans unchanged', '1'],
      ['Release plans not in the catalogue (not created)', '2'],
      ['Section A (plan information)', '3 rows'],
    ]);
  });

  it('sends the Landscape file with the chosen states, year and mode, and asks for a state when none is chosen', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = stubXhr();
    importServer();
    const section = await openSection();
    const picker = within(section).getByLabelText(LANDSCAPE);
    await user.upload(picker, new File(['x'], 'CY2027_Landscape.xlsx'));
    expect(within(group(LANDSCAPE)).getByRole('alert')).toHaveTextContent(
      'Choose the Landscape .zip or .csv file, as CMS publishes it',
    );
    await user.upload(
      picker,
      new File(['Contract ID,Plan ID\n'], 'CY2027_Landscape.csv', { type: 'text/csv' }),
    );
    expect(within(group(LANDSCAPE)).queryByRole('alert')).not.toBeInTheDocument();

    const states = within(group(LANDSCAPE)).getByRole('group', { name: 'States to import' });
    const oklahoma = within(states).getByRole('checkbox', { name: 'Oklahoma (OK)' });
    await user.click(oklahoma);
    await user.click(within(section).getByRole('button', { name: `Import ${LANDSCAPE}` }));
    expect(within(states).getByRole('alert')).toHaveTextContent(MEDICARE_FILE_MESSAGES.noState);
    expect(states).toHaveAccessibleDescription(new RegExp(MEDICARE_FILE_MESSAGES.noState));
    expect(oklahoma).toHaveFocus();
    expect(sent).toHaveLength(0);

    await user.click(within(states).getByRole('checkbox', { name: 'Texas (TX)' }));
    await user.click(oklahoma);
    expect(within(states).queryByRole('alert')).not.toBeInTheDocument();
    expect(states).toHaveAccessibleDescription(/Chosen: TX, OK\./);
    await user.selectOptions(
      within(group(LANDSCAPE)).getByRole('combobox', { name: 'Plan year for rows without one' }),
      '2026',
    );
    await user.click(within(group(LANDSCAPE)).getByRole('radio', { name: 'Create new plans only' }));
    await user.click(within(section).getByRole('button', { name: `Import ${LANDSCAPE}` }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(onlyRequest(sent).url).toBe(
      '/api/admin/import/landscape-file?fileName=CY2027_Landscape.csv&planYear=2026&state=TX%2COK&mode=create',
    );
  });

  it('refuses a Plan-Net file that is not a zip before sending it, and says what a failed import kept', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = stubXhr();
    const failed = makeImportJob({
      id: 22,
      kind: 'plan-net',
      fileName: 'directory.zip',
      status: 'failed',
      errors: {
        message: `${PLAN_NET_MAPPING_FILE}, line 2: each row needs a source such as InsurancePlan/<id> and a plan ID such as H1234-001. Nothing was imported.`,
      },
    });
    importServer({ 'GET /api/admin/import/jobs/22': jobPolls(failed) });
    const section = await openSection();
    const picker = within(section).getByLabelText(PLAN_NET);
    const importButton = within(section).getByRole('button', { name: `Import ${PLAN_NET}` });
    await user.upload(picker, new File(['{"resourceType":"Practitioner"}'], 'directory.zip'));
    await user.click(importButton);
    expect(await within(group(PLAN_NET)).findByRole('alert')).toHaveTextContent(
      MEDICARE_FILE_MESSAGES.notZipOf['plan-net'],
    );
    expect(picker).toHaveFocus();
    expect(sent).toHaveLength(0);

    await user.upload(picker, zip('directory.zip'));
    await user.click(importButton);
    const xhr = onlyRequest(sent);
    expect(xhr.url).toMatch(/^\/api\/admin\/import\/plan-net\?fileName=directory\.zip&planYear=20\d\d$/);
    act(() => xhr.respond(202, { job: { ...failed, status: 'importing', errors: null } }));
    const heading = await within(group(PLAN_NET)).findByRole('heading', { name: 'Import failed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(group(PLAN_NET)).getByRole('alert')).toHaveTextContent(`${PLAN_NET_MAPPING_FILE}, line 2`);
    expect(group(PLAN_NET)).toHaveTextContent(
      'Nothing from this file was saved: no plan’s network or doctor has changed.',
    );
  });
});
