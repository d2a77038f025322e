ALTER TABLE "sso_logins" ALTER COLUMN "code_verifier" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "sso_protocol" text DEFAULT 'oidc' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "saml_entry_point" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "saml_idp_entity_id" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "saml_idp_cert" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_sso_protocol_check" CHECK ("organisations"."sso_protocol" IN ('oidc', 'saml'));