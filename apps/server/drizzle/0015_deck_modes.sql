ALTER TABLE "presentations" ADD COLUMN "quiz_points" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "shuffle_options" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "options_on_phones" boolean DEFAULT true NOT NULL;