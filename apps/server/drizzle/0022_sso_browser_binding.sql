CREATE TABLE "sso_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"browser_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"next" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Sign-ins in flight were started by no known browser: they cannot finish any more.
DELETE FROM "sso_logins";--> statement-breakpoint
ALTER TABLE "sso_logins" ADD COLUMN "browser_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sso_codes" ADD CONSTRAINT "sso_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_codes_expires_at_idx" ON "sso_codes" USING btree ("expires_at");