/** Walking the import steps in component tests: open the page, upload, find each step's heading. */
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import type { importServer } from './import-server';

export const csv = (name = 'plans.csv') =>
  new File(['Plan ID,Carrier\nH7001-001,Humana\n'], name, { type: 'text/csv' });

export const stepHeading = (name: RegExp) => screen.findByRole('heading', { level: 2, name });

/** The multipart body of the (first) upload. */
export function uploadedForm(fetchMock: ReturnType<typeof importServer>): FormData {
  const body = requestsTo(fetchMock, 'POST', '/api/admin/import/uploads')[0]?.init?.body;
  expect(body).toBeInstanceOf(FormData);
  return body as FormData;
}

export async function openAndUpload(user: ReturnType<typeof userEvent.setup>, file = csv()) {
  renderRoute('/admin/import');
  await user.upload(await screen.findByLabelText('File to import'), file);
  await user.click(screen.getByRole('button', { name: 'Upload and continue' }));
}

/** Upload the default file, keep the matched columns, check the rows. */
export async function uploadAndCheck(user: ReturnType<typeof userEvent.setup>) {
  await openAndUpload(user);
  await stepHeading(/Map columns/);
  await user.click(screen.getByRole('button', { name: 'Check rows' }));
  await stepHeading(/Validate/);
}
