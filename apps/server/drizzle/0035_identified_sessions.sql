ALTER TABLE "presentations" ADD COLUMN "participant_identity" text DEFAULT 'nickname' NOT NULL;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "roster" jsonb;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "identified_by" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "identity_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "participants_run_id_identity_hash_idx" ON "participants" USING btree ("run_id","identity_hash");--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_participant_identity_check" CHECK ("presentations"."participant_identity" IN ('nickname', 'organisation', 'roster'));