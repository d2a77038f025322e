ALTER TABLE "answers" DROP CONSTRAINT "answers_slide_id_slides_id_fk";
--> statement-breakpoint
ALTER TABLE "entries" DROP CONSTRAINT "entries_slide_id_slides_id_fk";
--> statement-breakpoint
ALTER TABLE "reaction_counts" DROP CONSTRAINT "reaction_counts_slide_id_slides_id_fk";
--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "slides_snapshot" jsonb;--> statement-breakpoint
-- Runs ended before this migration keep the slides they have now (the best there is).
UPDATE "runs" SET "slides_snapshot" = jsonb_build_object(
  'slides', coalesce((select jsonb_agg(to_jsonb(s) order by s.position)
    from slides s where s.presentation_id = "runs"."presentation_id"), '[]'::jsonb),
  'options', coalesce((select jsonb_agg(to_jsonb(o) order by o.position)
    from options o join slides s on s.id = o.slide_id
    where s.presentation_id = "runs"."presentation_id"), '[]'::jsonb))
WHERE "ended_at" IS NOT NULL;
