DROP INDEX "activity_logs_user_created_idx";--> statement-breakpoint
DROP INDEX "activity_logs_user_entity_idx";--> statement-breakpoint
DROP INDEX "activity_logs_user_entity_type_idx";--> statement-breakpoint
DROP INDEX "activity_logs_user_level_idx";--> statement-breakpoint
DROP INDEX "activity_logs_user_action_idx";--> statement-breakpoint
DROP INDEX "experiment_runs_user_started_idx";--> statement-breakpoint
DROP INDEX "vibe_sessions_user_created_idx";--> statement-breakpoint
DROP INDEX "vibe_sessions_user_idea_created_idx";--> statement-breakpoint
DROP INDEX "run_metric_summaries_max_idx";--> statement-breakpoint
DROP INDEX "run_metric_summaries_min_idx";--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "experiment_runs" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "run_metric_summaries" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
ALTER TABLE "vibe_sessions" ADD COLUMN "workspace_id" uuid;--> statement-breakpoint
-- Copies of the workspace's id (docs/decisions/013-workspace-permissions.md, "Data model"): each
-- row gets its parent's, then the column is required. Runs first: summaries and activity read them.
UPDATE "experiment_runs" r SET "workspace_id" = e."workspace_id" FROM "experiments" e WHERE e."id" = r."experiment_id";--> statement-breakpoint
UPDATE "run_metric_summaries" s SET "workspace_id" = r."workspace_id" FROM "experiment_runs" r WHERE r."id" = s."run_id";--> statement-breakpoint
UPDATE "vibe_sessions" v SET "workspace_id" = s."workspace_id" FROM "ideas" i JOIN "sessions" s ON s."id" = i."session_id" WHERE i."id" = v."idea_id";--> statement-breakpoint
ALTER TABLE "experiment_runs" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "run_metric_summaries" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vibe_sessions" ALTER COLUMN "workspace_id" SET NOT NULL;--> statement-breakpoint
-- An activity row belongs to its entity's workspace, else to the one its metadata names if that
-- still exists, else to nobody: a personal row its actor alone sees, as before. Sign-ins, tokens
-- and uploads stay personal. Ids are compared as uuids only when they are uuids.
UPDATE "activity_logs" a SET "workspace_id" = COALESCE(
  CASE a."entity_type"
    WHEN 'workspace' THEN (SELECT w."id" FROM "workspaces" w WHERE w."id" = CASE WHEN a."entity_id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (a."entity_id")::uuid END)
    WHEN 'goal' THEN (SELECT g."workspace_id" FROM "goals" g WHERE g."id" = CASE WHEN a."entity_id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (a."entity_id")::uuid END)
    WHEN 'session' THEN (SELECT s."workspace_id" FROM "sessions" s WHERE s."id" = CASE WHEN a."entity_id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (a."entity_id")::uuid END)
    WHEN 'idea' THEN (SELECT s."workspace_id" FROM "ideas" i JOIN "sessions" s ON s."id" = i."session_id" WHERE i."id" = CASE WHEN a."entity_id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (a."entity_id")::uuid END)
    WHEN 'experiment' THEN (SELECT x."workspace_id" FROM "experiments" x WHERE x."id" = CASE WHEN a."entity_id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (a."entity_id")::uuid END)
    WHEN 'workflow' THEN (SELECT f."workspace_id" FROM "workflows" f WHERE f."id" = CASE WHEN a."entity_id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (a."entity_id")::uuid END)
    WHEN 'run' THEN (SELECT r."workspace_id" FROM "experiment_runs" r WHERE r."id" = CASE WHEN a."entity_id" ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (a."entity_id")::uuid END)
  END,
  (SELECT w."id" FROM "workspaces" w WHERE w."id" = CASE WHEN a."metadata"->>'workspaceId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN (a."metadata"->>'workspaceId')::uuid END)
)
WHERE a."entity_type" NOT IN ('user', 'token', 'dataset');--> statement-breakpoint
ALTER TABLE "activity_logs" ADD CONSTRAINT "activity_logs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_runs" ADD CONSTRAINT "experiment_runs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_metric_summaries" ADD CONSTRAINT "run_metric_summaries_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vibe_sessions" ADD CONSTRAINT "vibe_sessions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_logs_workspace_created_idx" ON "activity_logs" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_logs_workspace_entity_idx" ON "activity_logs" USING btree ("workspace_id","entity_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_logs_workspace_entity_type_idx" ON "activity_logs" USING btree ("workspace_id","entity_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"level","action");--> statement-breakpoint
CREATE INDEX "activity_logs_workspace_level_idx" ON "activity_logs" USING btree ("workspace_id","level","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"action","entity_type");--> statement-breakpoint
CREATE INDEX "activity_logs_workspace_action_idx" ON "activity_logs" USING btree ("workspace_id","action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"level","entity_type");--> statement-breakpoint
CREATE INDEX "activity_logs_workspace_user_idx" ON "activity_logs" USING btree ("workspace_id","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_logs_personal_idx" ON "activity_logs" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "activity_logs"."workspace_id" is null;--> statement-breakpoint
CREATE INDEX "experiment_runs_workspace_started_idx" ON "experiment_runs" USING btree ("workspace_id","started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vibe_sessions_workspace_created_idx" ON "vibe_sessions" USING btree ("workspace_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vibe_sessions_idea_created_idx" ON "vibe_sessions" USING btree ("idea_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "run_metric_summaries_max_idx" ON "run_metric_summaries" USING btree ("workspace_id","key","max_value" DESC NULLS FIRST,"run_started_at","run_id");--> statement-breakpoint
CREATE INDEX "run_metric_summaries_min_idx" ON "run_metric_summaries" USING btree ("workspace_id","key","min_value","run_started_at","run_id");