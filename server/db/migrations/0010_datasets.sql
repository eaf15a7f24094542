CREATE TABLE "dataset_files" (
	"dataset_id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"original_name" text NOT NULL,
	"media_type" text NOT NULL,
	"format" text NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"profile_status" text DEFAULT 'pending' NOT NULL,
	"profile" jsonb,
	"profile_error" text,
	"profiled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"publisher" text,
	"description" text DEFAULT '' NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"variables" text[] DEFAULT '{}'::text[] NOT NULL,
	"formats" text[] DEFAULT '{}'::text[] NOT NULL,
	"size_label" text DEFAULT '' NOT NULL,
	"licence" text,
	"access" text NOT NULL,
	"landing_url" text,
	"citation" text,
	"catalogue_hash" text,
	"search" "tsvector" DEFAULT ''::tsvector NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idea_datasets" (
	"idea_id" uuid NOT NULL,
	"dataset_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"relevance_score" real,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_datasets_idea_id_dataset_id_pk" PRIMARY KEY("idea_id","dataset_id")
);
--> statement-breakpoint
ALTER TABLE "dataset_files" ADD CONSTRAINT "dataset_files_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_files" ADD CONSTRAINT "dataset_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "datasets" ADD CONSTRAINT "datasets_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_datasets" ADD CONSTRAINT "idea_datasets_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_datasets" ADD CONSTRAINT "idea_datasets_dataset_id_datasets_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."datasets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_datasets" ADD CONSTRAINT "idea_datasets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "datasets_search_idx" ON "datasets" USING gin ("search");--> statement-breakpoint
CREATE INDEX "datasets_owner_created_idx" ON "datasets" USING btree ("owner_id","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "idea_datasets_dataset_idx" ON "idea_datasets" USING btree ("dataset_id");--> statement-breakpoint
-- Weighted search text: name first, then topics and publisher, then description and variables, then formats.
CREATE FUNCTION "datasets_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.topics, ' ') || ' ' || coalesce(NEW.publisher, '')), 'B') ||
    setweight(to_tsvector('english', NEW.description || ' ' || array_to_string(NEW.variables, ' ')), 'C') ||
    setweight(to_tsvector('english', array_to_string(NEW.formats, ' ')), 'D');
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "datasets_search_vector" BEFORE INSERT OR UPDATE ON "datasets" FOR EACH ROW EXECUTE FUNCTION "datasets_search_vector"();
