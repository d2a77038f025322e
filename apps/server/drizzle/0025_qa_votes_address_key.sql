ALTER TABLE "qa_votes" ADD COLUMN "address_key" text;--> statement-breakpoint
CREATE INDEX "qa_votes_question_id_address_key_idx" ON "qa_votes" USING btree ("question_id","address_key");