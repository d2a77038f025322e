CREATE TABLE "organisation_audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_audit_entries_action_check" CHECK ("organisation_audit_entries"."action" IN ('ssoSettingsChanged', 'brandingChanged', 'memberInvited', 'memberJoined', 'memberRemoved', 'memberRoleChanged', 'ownershipTransferred', 'retentionChanged', 'runExported', 'runDeleted', 'deckDeleted')),
	CONSTRAINT "organisation_audit_entries_target_type_check" CHECK ("organisation_audit_entries"."target_type" IN ('organisation', 'member', 'invitation', 'run', 'deck'))
);
--> statement-breakpoint
ALTER TABLE "organisation_audit_entries" ADD CONSTRAINT "organisation_audit_entries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_audit_entries" ADD CONSTRAINT "organisation_audit_entries_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_audit_entries_organisation_created_idx" ON "organisation_audit_entries" USING btree ("organisation_id","created_at","id");