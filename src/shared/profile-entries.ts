// One medication or doctor as entered (spec §5), read by finder-contracts.ts and api-responses.ts.
import { z } from 'zod';
import { FREQUENCIES } from './constants.ts';

const text = (max: number) => z.string().max(max, `Must be at most ${max} characters`);

export const medicationEntrySchema = z.object({
  name: text(120).trim().min(1, 'Medication name is required'),
  dosage: text(120).trim().min(1, 'Dosage is required'),
  quantity: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .min(1, 'Quantity is required')
        .regex(/^\d+$/, 'Quantity must be a whole number')
        .refine((v) => Number(v) >= 1 && Number(v) <= 10000, 'Quantity must be between 1 and 10000'),
    ),
  frequency: z
    .string()
    .trim()
    .min(1, 'Frequency is required')
    .pipe(
      z.enum(FREQUENCIES, { message: 'Frequency must be monthly, every two months, quarterly or yearly' }),
    ),
});

export const doctorEntrySchema = z.object({
  name: text(160).trim().min(1, 'Doctor name is required'),
  specialty: text(120).trim().min(1, 'Specialty is required'),
  providerId: z.number().int().positive().nullish(),
});
