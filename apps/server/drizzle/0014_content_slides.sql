ALTER TABLE "slides" DROP CONSTRAINT "slides_type_check";--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_type_check" CHECK ("slides"."type" IN ('quiz', 'leaderboard', 'poll', 'wordCloud', 'openEnded', 'qa', 'content'));