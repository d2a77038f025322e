CREATE TABLE "deck_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"presentation_id" uuid NOT NULL,
	"user_id" uuid,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_shares_role_check" CHECK ("deck_shares"."role" IN ('viewer', 'editor'))
);
--> statement-breakpoint
ALTER TABLE "deck_shares" ADD CONSTRAINT "deck_shares_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_shares" ADD CONSTRAINT "deck_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deck_shares_member_idx" ON "deck_shares" USING btree ("presentation_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deck_shares_organisation_idx" ON "deck_shares" USING btree ("presentation_id") WHERE "deck_shares"."user_id" is null;--> statement-breakpoint
CREATE INDEX "deck_shares_user_id_idx" ON "deck_shares" USING btree ("user_id");