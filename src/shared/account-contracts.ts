// The admin Accounts screen (ADR 0020): accounts of every role, and moving a counselor's clients.
import { z } from 'zod';
import { ADMIN_PASSWORD_MIN_LENGTH } from './auth-contracts.ts';
import { ROLES } from './roles.ts';

const password = z
  .string()
  .min(ADMIN_PASSWORD_MIN_LENGTH, `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`)
  .max(200, 'The password is too long.');

export const accountCreateSchema = z.object({
  email: z.email('Please enter a valid email address').max(254, 'Please enter a valid email address'),
  role: z.enum(ROLES, 'Choose a role.'),
  password,
});
export type AccountCreateRequest = z.infer<typeof accountCreateSchema>;

/** A new role and/or password; an empty password leaves it as it is. */
export const accountUpdateSchema = z.object({
  role: z.enum(ROLES, 'Choose a role.'),
  password: password.optional().or(z.literal('').transform(() => undefined)),
});
export type AccountUpdateRequest = z.infer<typeof accountUpdateSchema>;

export const reassignClientsSchema = z.object({
  toCounselorId: z.number('Choose the counselor who takes the clients.').int().positive().max(2_147_483_647),
});

export type AccountRow = {
  id: number;
  email: string;
  role: string;
  createdAt: string;
  lastLogin: string | null;
  /** A counselor's clients (submissions they own); 0 for other roles. */
  clients: number;
};
