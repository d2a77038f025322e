CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"presentation_id" uuid,
	"after_slide_id" uuid,
	"format" text NOT NULL,
	"file_name" text NOT NULL,
	"include_hidden" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pages_total" integer,
	"pages_done" integer DEFAULT 0 NOT NULL,
	"hidden_skipped" integer DEFAULT 0 NOT NULL,
	"slide_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_code" text,
	"error_message" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_jobs_format_check" CHECK ("import_jobs"."format" IN ('pdf', 'pptx')),
	CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" IN ('queued', 'processing', 'done', 'failed', 'cancelled')),
	CONSTRAINT "import_jobs_error_code_check" CHECK ("import_jobs"."error_code" IN ('tooLarge', 'tooManyPages', 'encrypted', 'macros', 'externalLinks', 'unsafeArchive', 'unreadable', 'unsupportedFormat', 'converterMissing', 'timeout', 'planLimit', 'internal'))
);
--> statement-breakpoint
ALTER TABLE "slides" DROP CONSTRAINT "slides_layout_check";--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_owner_id_idx" ON "import_jobs" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "import_jobs_updated_at_idx" ON "import_jobs" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_layout_check" CHECK ("slides"."layout" IN ('default', 'imageLeft', 'imageRight', 'imageBackground', 'imageOnly'));