import { asFrequency } from '../../shared/constants.ts';
import type { SavedUserRecord } from '../../shared/finder-contracts.ts';
import { readAnswers } from '../../shared/profile-answers.ts';
import type { medicareUsers } from '../db/schema.ts';

export function toSavedUserRecord(row: typeof medicareUsers.$inferSelect): SavedUserRecord {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    zipCode: row.zipCode,
    county: row.county,
    isCustomCounty: row.isCustomCounty,
    createdAt: row.createdAt.toISOString(),
    doctorSearchRadius: row.doctorSearchRadius,
    medications: row.medications.map((m) => ({
      name: m.name,
      dosage: m.dosage,
      quantity: String(m.quantity),
      frequency: asFrequency(m.frequency),
    })),
    doctors: row.doctors.map((d) => ({
      name: d.name,
      specialty: d.specialty,
      providerId: d.providerId ?? null,
    })),
    answers: readAnswers(row.answers),
    planYear: row.planYear,
    retainUntil: row.retainUntil.toISOString(),
  };
}
