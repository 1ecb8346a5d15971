CREATE TABLE "result_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "medicare_users" ADD COLUMN "history_key_hash" text;--> statement-breakpoint
ALTER TABLE "result_shares" ADD CONSTRAINT "result_shares_user_id_medicare_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."medicare_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_shares_user_idx" ON "result_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "medicare_users_history_key_idx" ON "medicare_users" USING btree ("history_key_hash","created_at");