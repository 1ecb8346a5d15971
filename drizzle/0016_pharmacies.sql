CREATE TABLE "pharmacies" (
	"npi" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"state" varchar(2),
	"zip_code" varchar(5),
	"sample" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pharmacies_zip_code_idx" ON "pharmacies" USING btree ("zip_code");