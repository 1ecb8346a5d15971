-- A session answers only in the cookie of the sign-in that issued it (admin or counselor). A
-- session from before this migration does not say which, so every one ends: each admin and
-- counselor signs in once more.
DELETE FROM "admin_sessions";--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "audience" text NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_audience" CHECK ("admin_sessions"."audience" in ('admin', 'counselor'));
