ALTER TABLE "slides" ADD COLUMN "format" text DEFAULT 'choice' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "value" jsonb;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_format_check" CHECK ("slides"."format" IN ('choice', 'multi', 'typeAnswer', 'numeric', 'scales', 'ranking'));