/** A submission as the engine reads it, rebuilt for the write path and for every read that scores again. */
import type { Profile } from '../../engine/types.ts';
import { asFrequency } from '../../shared/constants.ts';
import { readAnswers } from '../../shared/profile-answers.ts';

export function toProfile(submission: {
  planYear: number;
  zipCode: string;
  county: string | null;
  doctorSearchRadius: number;
  medications: { name: string; dosage: string; quantity: string | number; frequency: string }[];
  doctors: { name: string; specialty: string; providerId?: number | null }[];
  answers?: unknown;
}): Profile {
  return {
    planYear: submission.planYear,
    answers: readAnswers(submission.answers),
    zipCode: submission.zipCode,
    county: submission.county,
    radiusMiles: submission.doctorSearchRadius,
    medications: submission.medications.map((m) => ({
      name: m.name,
      dosage: m.dosage,
      quantity: Number(m.quantity),
      frequency: asFrequency(m.frequency),
    })),
    doctors: submission.doctors.map((d) => ({
      name: d.name,
      specialty: d.specialty,
      providerId: d.providerId ?? null,
    })),
  };
}
