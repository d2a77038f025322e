ALTER TABLE "presentations" ADD COLUMN "teams" jsonb;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "team_id" text;