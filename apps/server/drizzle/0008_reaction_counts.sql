CREATE TABLE "reaction_counts" (
	"run_id" uuid NOT NULL,
	"slide_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reaction_counts_run_id_slide_id_kind_pk" PRIMARY KEY("run_id","slide_id","kind"),
	CONSTRAINT "reaction_counts_kind_check" CHECK ("reaction_counts"."kind" IN ('heart', 'smile', 'like', 'sad'))
);
--> statement-breakpoint
ALTER TABLE "reaction_counts" ADD CONSTRAINT "reaction_counts_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reaction_counts" ADD CONSTRAINT "reaction_counts_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE cascade ON UPDATE no action;