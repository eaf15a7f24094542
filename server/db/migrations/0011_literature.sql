CREATE TABLE "idea_related_works" (
	"idea_id" uuid NOT NULL,
	"work_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"closeness" real NOT NULL,
	"relation" text NOT NULL,
	"why_close" text NOT NULL,
	"beyond" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_related_works_idea_id_work_id_pk" PRIMARY KEY("idea_id","work_id")
);
--> statement-breakpoint
CREATE TABLE "literature_responses" (
	"source" text NOT NULL,
	"key_hash" text NOT NULL,
	"query" text NOT NULL,
	"works" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "literature_responses_source_key_hash_pk" PRIMARY KEY("source","key_hash")
);
--> statement-breakpoint
CREATE TABLE "literature_works" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doi" text,
	"title_key" text NOT NULL,
	"year" integer,
	"title" text NOT NULL,
	"authors" text[] DEFAULT '{}'::text[] NOT NULL,
	"venue" text,
	"url" text NOT NULL,
	"abstract" text,
	"cited_by" integer,
	"sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "literature" jsonb;--> statement-breakpoint
ALTER TABLE "idea_related_works" ADD CONSTRAINT "idea_related_works_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_related_works" ADD CONSTRAINT "idea_related_works_work_id_literature_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."literature_works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_related_works" ADD CONSTRAINT "idea_related_works_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_related_works" ADD CONSTRAINT "idea_related_works_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_related_works_user_idx" ON "idea_related_works" USING btree ("user_id","idea_id");--> statement-breakpoint
CREATE UNIQUE INDEX "literature_works_doi_idx" ON "literature_works" USING btree ("doi");--> statement-breakpoint
CREATE INDEX "literature_works_title_year_idx" ON "literature_works" USING btree ("title_key","year");