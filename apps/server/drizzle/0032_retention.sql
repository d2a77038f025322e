ALTER TABLE "users" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "retention_days" integer;--> statement-breakpoint
CREATE INDEX "runs_ended_at_idx" ON "runs" USING btree ("ended_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_retention_days_check" CHECK ("users"."retention_days" IN (30, 90, 365));--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_retention_days_check" CHECK ("organisations"."retention_days" IN (30, 90, 365));