DROP INDEX "answers_slide_id_run_id_idx";--> statement-breakpoint
DROP INDEX "entries_slide_id_run_id_idx";--> statement-breakpoint
CREATE INDEX "answers_slide_run_answered_idx" ON "answers" USING btree ("slide_id","run_id","answered_at","id");--> statement-breakpoint
CREATE INDEX "entries_slide_run_created_idx" ON "entries" USING btree ("slide_id","run_id","created_at","id");