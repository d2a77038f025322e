ALTER TABLE "participants" ADD COLUMN "time_factor" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "extra_time_code" text;