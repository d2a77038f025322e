CREATE TABLE "options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slide_id" uuid NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_url" text,
	"colour" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presentations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"unique_code" text NOT NULL,
	"font_family" text,
	"slide_active_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "presentations_unique_code_unique" UNIQUE("unique_code")
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"presentation_id" uuid NOT NULL,
	"type" text NOT NULL,
	"position" integer NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"image_url" text,
	"layout" text DEFAULT 'default' NOT NULL,
	"time_limit_sec" integer NOT NULL,
	"points" integer NOT NULL,
	"entries_per_participant" integer NOT NULL,
	"game_screen" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slides" ADD CONSTRAINT "slides_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "options_slide_id_position_idx" ON "options" USING btree ("slide_id","position");--> statement-breakpoint
CREATE INDEX "presentations_owner_id_updated_at_idx" ON "presentations" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "slides_presentation_id_position_idx" ON "slides" USING btree ("presentation_id","position");