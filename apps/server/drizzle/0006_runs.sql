-- Runs: each presentation of a deck keeps its own participants, answers and entries. What exists
-- already becomes one run per deck (started at its first join, or at the deck's creation), the
-- deck's current run, still open.
CREATE TABLE "runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"presentation_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "runs_presentation_id_started_at_idx" ON "runs" USING btree ("presentation_id","started_at");--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "current_run_id" uuid;--> statement-breakpoint
INSERT INTO "runs" ("presentation_id", "started_at")
  SELECT p."id", coalesce((SELECT min(pt."created_at") FROM "participants" pt WHERE pt."presentation_id" = p."id"), p."created_at")
  FROM "presentations" p;--> statement-breakpoint
UPDATE "presentations" p SET "current_run_id" = r."id" FROM "runs" r WHERE r."presentation_id" = p."id";--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "run_id" uuid;--> statement-breakpoint
UPDATE "participants" pt SET "run_id" = p."current_run_id" FROM "presentations" p WHERE p."id" = pt."presentation_id";--> statement-breakpoint
ALTER TABLE "participants" ALTER COLUMN "run_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "run_id" uuid;--> statement-breakpoint
UPDATE "answers" a SET "run_id" = pt."run_id" FROM "participants" pt WHERE pt."id" = a."participant_id";--> statement-breakpoint
ALTER TABLE "answers" ALTER COLUMN "run_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "run_id" uuid;--> statement-breakpoint
UPDATE "entries" e SET "run_id" = pt."run_id" FROM "participants" pt WHERE pt."id" = e."participant_id";--> statement-breakpoint
ALTER TABLE "entries" ALTER COLUMN "run_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "answers_slide_id_idx";--> statement-breakpoint
DROP INDEX "entries_slide_id_idx";--> statement-breakpoint
DROP INDEX "participants_presentation_name_key_idx";--> statement-breakpoint
CREATE INDEX "answers_slide_id_run_id_idx" ON "answers" USING btree ("slide_id","run_id");--> statement-breakpoint
CREATE INDEX "entries_slide_id_run_id_idx" ON "entries" USING btree ("slide_id","run_id");--> statement-breakpoint
CREATE INDEX "participants_run_id_idx" ON "participants" USING btree ("run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participants_run_id_name_key_idx" ON "participants" USING btree ("run_id","name_key");
