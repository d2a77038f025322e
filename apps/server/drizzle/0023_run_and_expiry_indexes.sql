CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "answers_run_id_slide_id_idx" ON "answers" USING btree ("run_id","slide_id");--> statement-breakpoint
CREATE INDEX "entries_run_id_slide_id_idx" ON "entries" USING btree ("run_id","slide_id");--> statement-breakpoint
CREATE INDEX "remote_pairings_expires_at_idx" ON "remote_pairings" USING btree ("expires_at");