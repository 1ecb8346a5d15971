import { describe, expect, it } from 'vitest';
import { medicareSubmissionSchema } from '../../../../shared/finder-contracts';
import { createI18n } from '../../../../shared/i18n/create-i18n';
import { parseCustomRadius } from './custom-radius';
import { isKnownValidationMessage, validationMessage } from './validation-messages';

/** Submissions that break every rule of the contract a person can meet in the form. */
const BAD_SUBMISSIONS: unknown[] = [
  {},
  { firstName: '', lastName: '', birthDate: '', zipCode: '12', county: '' },
  { firstName: 'x'.repeat(101), lastName: 'x'.repeat(101), birthDate: '1800-01-01', county: 'x'.repeat(101) },
  { birthDate: '2026-02-30' },
  {
    medications: [
      { name: 'A', dosage: '', quantity: '', frequency: '' },
      { name: 'B', dosage: 'x', quantity: 'two', frequency: 'daily' },
      { name: 'C', dosage: 'x'.repeat(121), quantity: '0', frequency: 'monthly' },
    ],
    doctors: [{ name: 'D', specialty: '' }],
  },
  {
    medications: Array.from({ length: 51 }, () => ({
      name: 'A',
      dosage: 'x',
      quantity: '1',
      frequency: 'monthly',
    })),
  },
  { doctorSearchRadius: 0 },
  { doctorSearchRadius: 201 },
  { doctorSearchRadius: 2.5 },
  { doctorSearchRadius: 'far' },
];

function contractMessages(): string[] {
  const messages = new Set<string>();
  for (const submission of BAD_SUBMISSIONS) {
    const result = medicareSubmissionSchema.safeParse(submission);
    for (const issue of result.error?.issues ?? []) {
      // The form shows a row's message as "Entry 2: …" (form-errors.ts).
      const row = issue.path[0] === 'medications' || issue.path[0] === 'doctors' ? issue.path[1] : undefined;
      messages.add(typeof row === 'number' ? `Entry ${row + 1}: ${issue.message}` : issue.message);
    }
  }
  for (const text of ['0', '201', '2.5', 'far', '1e2']) {
    const radius = parseCustomRadius(text);
    if (!radius.ok && radius.message) messages.add(radius.message);
  }
  return [...messages].sort();
}

describe('the form messages in Spanish', () => {
  const messages = contractMessages();
  const spanish = createI18n('es');
  const t = spanish.getFixedT('es', 'finder');

  it('meets the messages of the contract', () => {
    expect(messages.length).toBeGreaterThan(20);
    expect(messages).toContain('First name is required');
    expect(messages).toContain('Entry 1: Dosage is required');
  });

  it('knows every message the contract gives (a new check needs its Spanish words)', () => {
    expect(messages.filter((message) => !isKnownValidationMessage(message))).toEqual([]);
  });

  it('says each one in Spanish, and leaves English unchanged', () => {
    for (const message of messages) {
      expect(validationMessage(message, t, 'en')).toBe(message);
      const translated = validationMessage(message, t, 'es');
      expect(translated).not.toBe(message);
      expect(translated).not.toBe(t('validation.other'));
    }
    expect(validationMessage('Entry 2: Dosage is required', t, 'es')).toBe('Elemento 2: Elija la dosis');
    expect(validationMessage('Must be at most 120 characters', t, 'es')).toBe(
      'Debe tener como máximo 120 caracteres',
    );
  });

  it('never shows an unknown English message on a Spanish page', () => {
    expect(validationMessage('Something new the server says', t, 'es')).toBe('Revise esta respuesta');
  });
});
