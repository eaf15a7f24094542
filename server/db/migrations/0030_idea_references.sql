CREATE TABLE "idea_references" (
	"idea_id" uuid NOT NULL,
	"work_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "idea_references_idea_id_work_id_pk" PRIMARY KEY("idea_id","work_id")
);
--> statement-breakpoint
ALTER TABLE "idea_references" ADD CONSTRAINT "idea_references_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_references" ADD CONSTRAINT "idea_references_work_id_literature_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."literature_works"("id") ON DELETE cascade ON UPDATE no action;