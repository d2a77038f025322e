ALTER TABLE "organisation_domains" DROP CONSTRAINT "organisation_domains_domain_unique";--> statement-breakpoint
ALTER TABLE "organisations" DROP CONSTRAINT "organisations_audience_host_unique";--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "audience_host_token" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "audience_host_verified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "organisations" SET "audience_host_token" = md5(random()::text || "id"::text) WHERE "audience_host" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_domains_organisation_domain_idx" ON "organisation_domains" USING btree ("organisation_id","domain");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_domains_verified_domain_idx" ON "organisation_domains" USING btree ("domain") WHERE "organisation_domains"."verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_verified_audience_host_idx" ON "organisations" USING btree ("audience_host") WHERE "organisations"."audience_host_verified_at" is not null;