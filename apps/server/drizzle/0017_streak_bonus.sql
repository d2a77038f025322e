ALTER TABLE "presentations" ADD COLUMN "streak_bonus" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "bonus" integer DEFAULT 0 NOT NULL;