CREATE TABLE "remote_pairings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"presentation_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"remote_session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "remote_pairings_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "screen" jsonb;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "scope_presentation_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "parent_session_id" uuid;--> statement-breakpoint
ALTER TABLE "remote_pairings" ADD CONSTRAINT "remote_pairings_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_pairings" ADD CONSTRAINT "remote_pairings_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remote_pairings" ADD CONSTRAINT "remote_pairings_remote_session_id_sessions_id_fk" FOREIGN KEY ("remote_session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_pairings_presentation_id_idx" ON "remote_pairings" USING btree ("presentation_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_scope_presentation_id_presentations_id_fk" FOREIGN KEY ("scope_presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_parent_session_id_sessions_id_fk" FOREIGN KEY ("parent_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_parent_session_id_idx" ON "sessions" USING btree ("parent_session_id");