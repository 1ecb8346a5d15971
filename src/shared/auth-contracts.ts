/** Request and response contracts of the access gate and admin sign-in (spec §5, §7; design.md §5). */
import { z } from 'zod';
import type { accessStateSchema } from './api-responses.ts';

export const accessRequestSchema = z.object({
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
});
export type AccessState = z.infer<typeof accessStateSchema>;

export const adminLoginSchema = z.object({
  email: z.email('Please enter a valid email address').max(254, 'Please enter a valid email address'),
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
});
export type AdminLoginRequest = z.infer<typeof adminLoginSchema>;

export type SessionUser = { email: string; role: string };
export type AdminSession = { authenticated: boolean; user: SessionUser | null };

/** Minimum length for admin passwords created with `npm run admin:create`. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
