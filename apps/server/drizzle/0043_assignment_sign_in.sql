ALTER TABLE "runs" ADD COLUMN "organisation_sign_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_logins" ADD COLUMN "assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "sso_logins" ADD CONSTRAINT "sso_logins_assignment_id_runs_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;