ALTER TABLE "presentations" ADD COLUMN "anonymous_session" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;