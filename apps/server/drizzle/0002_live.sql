CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"slide_id" uuid NOT NULL,
	"option_id" uuid,
	"request_id" uuid NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"elapsed_ms" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"correct" boolean DEFAULT false NOT NULL,
	CONSTRAINT "answers_participant_id_slide_id_key" UNIQUE("participant_id","slide_id")
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"slide_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"raw" text NOT NULL,
	"request_id" uuid NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_participant_request_seq_key" UNIQUE("participant_id","request_id","seq")
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"presentation_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"name" text,
	"score" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participants_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "is_profanity_filter_on" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "question_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "question_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "audience_limit" integer;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_slide_id_idx" ON "answers" USING btree ("slide_id");--> statement-breakpoint
CREATE INDEX "entries_slide_id_idx" ON "entries" USING btree ("slide_id");--> statement-breakpoint
CREATE INDEX "participants_presentation_id_idx" ON "participants" USING btree ("presentation_id");