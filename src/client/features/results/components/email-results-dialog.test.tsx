import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, json, requestsTo } from '../../../testing/fetch-mock';
import { expectNoEnglish } from '../../../testing/no-english';
import { USER_ID } from '../testing/results-factories';
import { renderResults } from '../testing/results-page-fixture';

const EMAIL_PATH = `/api/medicare/results/${USER_ID}/email`;
const EMAIL_ON = {
  'GET /api/app-info': () =>
    json({ productName: 'ClearPlan', demoMode: false, demoAdmin: null, emailAvailable: true }),
};

async function openDialog(more: Parameters<typeof renderResults>[1] = {}) {
  const rendered = renderResults(undefined, { ...EMAIL_ON, ...more });
  const button = await screen.findByRole('button', { name: 'E-mail' });
  await rendered.user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'E-mail these results' });
  return { ...rendered, button, dialog: within(dialog), dialogElement: dialog };
}

describe('E-mail these results', () => {
  it('is not offered when the server cannot send e-mail', async () => {
    renderResults();
    await screen.findByRole('button', { name: 'Print' });
    expect(screen.queryByRole('button', { name: 'E-mail' })).not.toBeInTheDocument();
  });

  it('says what the e-mail holds, starts on the address, and leaves the name out unless ticked', async () => {
    const { dialog, dialogElement } = await openDialog();
    const address = dialog.getByLabelText('Their e-mail address');
    expect(address).toHaveFocus();
    expect(dialog.getByRole('checkbox', { name: "Include Jane's first name" })).not.toBeChecked();
    expect(dialogElement).toHaveAccessibleDescription(/does not list medications, doctors, plans, costs/);
    expect(dialogElement).toHaveTextContent('30 days');
    expect(dialog.getByLabelText('Your note (optional)')).toHaveAccessibleDescription(
      'Up to 500 characters. E-mail is not private: leave health details out.',
    );
  });

  it('shows a wrong address beside the field, focused, and sends nothing', async () => {
    const { user, dialog, fetchMock } = await openDialog();
    await user.type(dialog.getByLabelText('Their e-mail address'), 'jane.example.org');
    await user.click(dialog.getByRole('button', { name: 'Send e-mail' }));
    const address = dialog.getByLabelText('Their e-mail address');
    expect(address).toHaveAccessibleDescription('Enter one e-mail address, like name@example.com');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(address).toHaveFocus());
    expect(requestsTo(fetchMock, 'POST', EMAIL_PATH)).toHaveLength(0);
  });

  it('sends by keyboard alone, then says so with the address masked, focus back on E-mail', async () => {
    const answer = deferred<Response>();
    const { user, dialog, button, fetchMock } = await openDialog({
      [`POST ${EMAIL_PATH}`]: () => answer.promise,
    });
    await user.keyboard('daughter@example.org');
    await user.tab();
    await user.keyboard(' '); // ticks "Include Jane's first name"
    await user.tab();
    await user.keyboard('The plans we talked about');
    await user.tab(); // Cancel
    await user.tab(); // Send e-mail
    expect(dialog.getByRole('button', { name: 'Send e-mail' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await dialog.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.resolve(json({ sent: true, shareExpiresAt: '2026-12-02T15:00:00.000Z' }, { status: 202 }));

    expect(await screen.findByText('E-mail sent to d•••@example.org')).toBeInTheDocument();
    expect(screen.getByText('The link in it works until December 2, 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    const [sent] = requestsTo(fetchMock, 'POST', EMAIL_PATH);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      to: 'daughter@example.org',
      includeName: true,
      note: 'The plans we talked about',
      language: 'en',
    });
  });

  it("shows the server's reason in the dialog when the e-mail could not be sent", async () => {
    const { user, dialog } = await openDialog({
      [`POST ${EMAIL_PATH}`]: () =>
        json(
          { error: 'The e-mail could not be sent. Please try again later.', code: 'MAIL_FAILED' },
          { status: 502 },
        ),
    });
    await user.type(dialog.getByLabelText('Their e-mail address'), 'son@example.org');
    await user.click(dialog.getByRole('button', { name: 'Send e-mail' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The e-mail could not be sent. Please try again later.',
    );
    expect(dialog.getByLabelText('Their e-mail address')).toHaveValue('son@example.org');
  });

  it('closes with Escape, sending nothing', async () => {
    const { user, button, fetchMock } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', EMAIL_PATH)).toHaveLength(0);
  });

  it('speaks Spanish on a Spanish page, its checks too, and asks for the e-mail in Spanish', async () => {
    const rendered = renderResults(
      undefined,
      {
        ...EMAIL_ON,
        [`POST ${EMAIL_PATH}`]: () => json({ sent: true, shareExpiresAt: '2026-12-02T15:00:00.000Z' }),
      },
      { language: 'es' },
    );
    const { user, fetchMock } = rendered;
    await user.click(await screen.findByRole('button', { name: 'Correo electrónico' }));
    const dialogElement = await screen.findByRole('dialog', {
      name: 'Enviar estos resultados por correo electrónico',
    });
    const dialog = within(dialogElement);
    expect(dialog.getByRole('checkbox', { name: 'Incluir el nombre de pila de Jane' })).not.toBeChecked();
    await user.type(dialog.getByLabelText('Su dirección de correo electrónico'), 'jane.example.org');
    await user.click(dialog.getByRole('button', { name: 'Enviar correo electrónico' }));
    expect(dialog.getByLabelText('Su dirección de correo electrónico')).toHaveAccessibleDescription(
      'Escriba una sola dirección de correo electrónico, como nombre@ejemplo.com',
    );
    expectNoEnglish(dialogElement);

    await user.clear(dialog.getByLabelText('Su dirección de correo electrónico'));
    await user.type(dialog.getByLabelText('Su dirección de correo electrónico'), 'hija@example.org');
    await user.click(dialog.getByRole('button', { name: 'Enviar correo electrónico' }));
    expect(await screen.findByText('Correo electrónico enviado a h•••@example.org')).toBeInTheDocument();
    expect(
      screen.getByText('El enlace que contiene funciona hasta el 2 de diciembre de 2026.'),
    ).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'POST', EMAIL_PATH);
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      to: 'hija@example.org',
      includeName: false,
      language: 'es',
    });
  });
});
