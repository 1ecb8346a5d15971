/**
 * The language reaches the server (issue 20): every API request asks for the chosen language
 * (Accept-Language), so the server words plan reasons and notes in it; switching language reads the
 * results again; the PDF link asks for the PDF in Spanish on a Spanish page.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../testing/fetch-mock';
import { USER_ID } from '../testing/results-factories';
import { renderResults } from '../testing/results-page-fixture';

const RECOMMENDATIONS = `/api/medicare/recommendations/${USER_ID}`;

const languagesAsked = (fetchMock: ReturnType<typeof renderResults>['fetchMock'], path: string) =>
  requestsTo(fetchMock, 'GET', path).map(({ init }) => new Headers(init?.headers).get('Accept-Language'));

describe('the results in the language chosen', () => {
  it('asks the server in Spanish and links the Spanish PDF on a Spanish page', async () => {
    const { fetchMock } = renderResults(undefined, {}, { language: 'es' });
    const pdf = await screen.findByRole('link', { name: 'Descargar PDF' });
    expect(pdf).toHaveAttribute('href', `/api/medicare/results/${USER_ID}/summary.pdf?lang=es`);
    expect(languagesAsked(fetchMock, RECOMMENDATIONS)).toEqual(['es']);
    expect(languagesAsked(fetchMock, `/api/medicare/user/${USER_ID}`)).toEqual(['es']);
  });

  it('asks in English and links the PDF without a language in English', async () => {
    const { fetchMock } = renderResults(undefined, {}, { language: 'en' });
    const pdf = await screen.findByRole('link', { name: 'Download PDF' });
    expect(pdf).toHaveAttribute('href', `/api/medicare/results/${USER_ID}/summary.pdf`);
    expect(languagesAsked(fetchMock, RECOMMENDATIONS)).toEqual(['en']);
  });

  it('reads the results again in the new language when the person switches', async () => {
    const { fetchMock, user } = renderResults(undefined, {}, { language: 'en' });
    await screen.findByRole('link', { name: 'Download PDF' });
    await user.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(languagesAsked(fetchMock, RECOMMENDATIONS)).toEqual(['en', 'es']));
    expect(await screen.findByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
      'href',
      `/api/medicare/results/${USER_ID}/summary.pdf?lang=es`,
    );

    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(languagesAsked(fetchMock, RECOMMENDATIONS)).toEqual(['en', 'es', 'en']));
  });
});
