CREATE TABLE "zoom_meeting_links" (
	"meeting_hash" text PRIMARY KEY NOT NULL,
	"grant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"presentation_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "zoom_meeting_links" ADD CONSTRAINT "zoom_meeting_links_grant_id_office_addin_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."office_addin_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zoom_meeting_links" ADD CONSTRAINT "zoom_meeting_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zoom_meeting_links" ADD CONSTRAINT "zoom_meeting_links_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "zoom_meeting_links_grant_id_idx" ON "zoom_meeting_links" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "zoom_meeting_links_user_id_idx" ON "zoom_meeting_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "zoom_meeting_links_presentation_id_idx" ON "zoom_meeting_links" USING btree ("presentation_id");