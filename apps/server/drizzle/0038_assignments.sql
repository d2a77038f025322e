ALTER TABLE "participants" ADD COLUMN "step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "step_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "kind" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "assignment_code" text;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "time_per_question_sec" integer;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "show_answers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_assignment_code_unique" UNIQUE("assignment_code");--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_kind_check" CHECK ("runs"."kind" IN ('live', 'assignment'));