import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../../shared/import-contracts.ts';
import { failureReason } from './import-service.ts';

/** A driver's error for a unique violation, wrapped as Drizzle wraps it. */
const uniqueViolation = () => Object.assign(new Error('query failed'), { cause: { code: '23505' } });

describe('why an import failed, in words for the admin', () => {
  it('names what a taken key is for each kind, never the database’s own message', () => {
    expect(failureReason(uniqueViolation(), 'plans')).toBe(
      `${IMPORT_MESSAGES.failed}: a Plan ID in the file already exists.`,
    );
    expect(failureReason(uniqueViolation(), 'medigap')).toBe(
      `${IMPORT_MESSAGES.failed}: a rate in the file is already on file with the same key.`,
    );
    expect(failureReason(Object.assign(new Error('x'), { code: '23514' }), 'medigap')).toBe(
      `${IMPORT_MESSAGES.failed}: a row broke a rule of the database.`,
    );
    expect(failureReason(new Error('secret value 123'), 'plans')).toBe(IMPORT_MESSAGES.failed);
  });
});
