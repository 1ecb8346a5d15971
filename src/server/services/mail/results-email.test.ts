import { describe, expect, it } from 'vitest';
import { composeResultsEmail } from './results-email.ts';

const LINK = 'https://clearplan.example/shared/abc.def';
const EXPIRES = new Date('2026-12-02T09:00:00Z');

describe('the results e-mail in each language (issue 20)', () => {
  it('is written in English by default words', () => {
    const mail = composeResultsEmail({
      language: 'en',
      link: LINK,
      expiresAt: EXPIRES,
      note: null,
      firstName: null,
    });
    expect(mail.subject).toBe('Medicare plan results from ClearPlan');
    expect(mail.text).toContain('The link works until December 2, 2026.');
    expect(mail.html).toContain('<html lang="en">');
  });

  it('is written in Spanish when the sender chose Spanish: subject, words, date and the name only if given', () => {
    const mail = composeResultsEmail({
      language: 'es',
      link: LINK,
      expiresAt: EXPIRES,
      note: 'Mamá, estos son los planes.',
      firstName: 'Rosa',
    });
    expect(mail.subject).toBe('Resultados de planes de Medicare de ClearPlan');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain('Alguien usó ClearPlan para comparar planes de Medicare para Rosa');
    expect(mail.text).toContain('Abra los resultados con este enlace:');
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('El enlace funciona hasta el 2 de diciembre de 2026.');
    expect(mail.text).toContain('Mamá, estos son los planes.');
    expect(mail.text).not.toMatch(/Open the results|The link works|Hello/);
  });
});
