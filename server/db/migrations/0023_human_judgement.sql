CREATE TABLE "goal_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"session_id" uuid,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "matches_pair_unique";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "judge" text DEFAULT 'agent' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "weight" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "judged_by" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "author" text DEFAULT 'agent' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "judged_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "criteria" jsonb;--> statement-breakpoint
ALTER TABLE "goal_feedback" ADD CONSTRAINT "goal_feedback_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_feedback" ADD CONSTRAINT "goal_feedback_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_feedback" ADD CONSTRAINT "goal_feedback_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_feedback_goal_idx" ON "goal_feedback" USING btree ("goal_id","created_at");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_judged_by_users_id_fk" FOREIGN KEY ("judged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_judged_by_users_id_fk" FOREIGN KEY ("judged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_human_unique" ON "reviews" USING btree ("idea_id","judged_by") WHERE author = 'human';--> statement-breakpoint
CREATE UNIQUE INDEX "matches_pair_unique" ON "matches" USING btree ("session_id","round","batch","idea_a","idea_b") WHERE judge = 'agent';--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_judge" CHECK ("matches"."judge" in ('agent', 'human'));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_weight_positive" CHECK ("matches"."weight" > 0);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author" CHECK ("reviews"."author" in ('agent', 'human'));