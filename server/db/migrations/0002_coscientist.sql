CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'generated' NOT NULL,
	"engine" text NOT NULL,
	"novelty_score" real DEFAULT 0 NOT NULL,
	"correctness_score" real DEFAULT 0 NOT NULL,
	"feasibility_score" real DEFAULT 0 NOT NULL,
	"elo_rating" double precision DEFAULT 1200 NOT NULL,
	"bt_rating" double precision,
	"bt_low" double precision,
	"bt_high" double precision,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parent_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"strategy" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"cluster" integer,
	"duplicate_of" uuid,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ideas_scores_unit" CHECK ("ideas"."novelty_score" between 0 and 1 and "ideas"."correctness_score" between 0 and 1 and "ideas"."feasibility_score" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"idea_a" uuid NOT NULL,
	"idea_b" uuid NOT NULL,
	"winner" uuid,
	"verdict_ab" text NOT NULL,
	"verdict_ba" text NOT NULL,
	"format" text NOT NULL,
	"transcript" jsonb NOT NULL,
	"round" integer NOT NULL,
	"batch" integer NOT NULL,
	"elo_a_before" double precision NOT NULL,
	"elo_b_before" double precision NOT NULL,
	"elo_a_after" double precision NOT NULL,
	"elo_b_after" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idea_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"score" real NOT NULL,
	"text" text NOT NULL,
	"round" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_score_range" CHECK ("reviews"."score" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "session_steps" (
	"session_id" uuid NOT NULL,
	"step" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_steps_session_id_step_pk" PRIMARY KEY("session_id","step")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"engine" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"plan" jsonb,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_review" text,
	"overview" text,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_idea_a_ideas_id_fk" FOREIGN KEY ("idea_a") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_idea_b_ideas_id_fk" FOREIGN KEY ("idea_b") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_steps" ADD CONSTRAINT "session_steps_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goals_user_workspace_created_idx" ON "goals" USING btree ("user_id","workspace_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ideas_session_elo_idx" ON "ideas" USING btree ("session_id","elo_rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ideas_session_created_idx" ON "ideas" USING btree ("session_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_pair_unique" ON "matches" USING btree ("session_id","round","batch","idea_a","idea_b");--> statement-breakpoint
CREATE INDEX "matches_idea_a_idx" ON "matches" USING btree ("idea_a");--> statement-breakpoint
CREATE INDEX "matches_idea_b_idx" ON "matches" USING btree ("idea_b");--> statement-breakpoint
CREATE INDEX "reviews_idea_idx" ON "reviews" USING btree ("idea_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_workspace_created_idx" ON "sessions" USING btree ("user_id","workspace_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_goal_idx" ON "sessions" USING btree ("goal_id");--> statement-breakpoint
CREATE INDEX "sessions_unfinished_idx" ON "sessions" USING btree ("status") WHERE status in ('queued', 'running');