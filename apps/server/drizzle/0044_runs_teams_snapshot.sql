ALTER TABLE "runs" ADD COLUMN "teams_snapshot" jsonb;--> statement-breakpoint
-- Live runs ended before this migration keep the teams their deck has now (the best there is).
UPDATE "runs" SET "teams_snapshot" = (SELECT p."teams" FROM "presentations" p WHERE p."id" = "runs"."presentation_id")
WHERE "slides_snapshot" IS NOT NULL AND "kind" = 'live';
