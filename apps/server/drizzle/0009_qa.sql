CREATE TABLE "qa_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"presentation_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author_name" text,
	"status" text NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_questions_participant_request_key" UNIQUE("participant_id","request_id"),
	CONSTRAINT "qa_questions_status_check" CHECK ("qa_questions"."status" IN ('pending', 'live', 'dismissed'))
);
--> statement-breakpoint
CREATE TABLE "qa_votes" (
	"question_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	CONSTRAINT "qa_votes_question_id_participant_id_pk" PRIMARY KEY("question_id","participant_id")
);
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "qa_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "qa_names" text DEFAULT 'choice' NOT NULL;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "qa_moderated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "qa_highlight_id" uuid;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_votes" ADD CONSTRAINT "qa_votes_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_votes" ADD CONSTRAINT "qa_votes_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_questions_run_id_created_at_idx" ON "qa_questions" USING btree ("run_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_questions_participant_id_created_at_idx" ON "qa_questions" USING btree ("participant_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_votes_participant_id_idx" ON "qa_votes" USING btree ("participant_id");--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_qa_names_check" CHECK ("presentations"."qa_names" IN ('named', 'anonymous', 'choice'));