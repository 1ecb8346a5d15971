import type { SavedUserRecord } from '../../shared/finder-contracts';
import { DEFAULT_ANSWERS } from '../../shared/profile-answers';

/** A saved search as History hands it to the finder (Tulsa, no drugs, no doctors unless overridden). */
export function historyRecord(overrides: Partial<SavedUserRecord> = {}): SavedUserRecord {
  return {
    id: '0c9f5a1e-8d4b-4f2a-9c3e-6b7a8d9e0f1a',
    firstName: 'Katherine',
    lastName: 'Johnson',
    birthDate: '1948-08-26',
    zipCode: '74012',
    county: 'Tulsa',
    isCustomCounty: false,
    createdAt: '2026-01-05T10:00:00.000Z',
    doctorSearchRadius: 10,
    answers: DEFAULT_ANSWERS,
    medications: [],
    doctors: [],
    planYear: 2026,
    retainUntil: '2027-02-09T10:00:00.000Z',
    ...overrides,
  };
}
