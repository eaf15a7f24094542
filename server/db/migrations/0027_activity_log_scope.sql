-- An activity row's scope (docs/decisions/013-workspace-permissions.md, "Lists"): its workspace, or
-- its actor for a personal row. Every list index leads with it, so a user's personal rows and each
-- workspace's rows are read, filtered and counted off the same indexes.
DROP INDEX "activity_logs_workspace_created_idx";--> statement-breakpoint
DROP INDEX "activity_logs_workspace_entity_idx";--> statement-breakpoint
DROP INDEX "activity_logs_workspace_entity_type_idx";--> statement-breakpoint
DROP INDEX "activity_logs_workspace_level_idx";--> statement-breakpoint
DROP INDEX "activity_logs_workspace_action_idx";--> statement-breakpoint
DROP INDEX "activity_logs_workspace_user_idx";--> statement-breakpoint
DROP INDEX "activity_logs_personal_idx";--> statement-breakpoint
ALTER TABLE "activity_logs" ADD COLUMN "scope" uuid GENERATED ALWAYS AS (coalesce(workspace_id, user_id)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_logs_scope_created_idx" ON "activity_logs" USING btree ("scope","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_logs_scope_entity_idx" ON "activity_logs" USING btree ("scope","entity_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_logs_scope_entity_type_idx" ON "activity_logs" USING btree ("scope","entity_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"level","action");--> statement-breakpoint
CREATE INDEX "activity_logs_scope_level_idx" ON "activity_logs" USING btree ("scope","level","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"action","entity_type");--> statement-breakpoint
CREATE INDEX "activity_logs_scope_action_idx" ON "activity_logs" USING btree ("scope","action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"level","entity_type");--> statement-breakpoint
CREATE INDEX "activity_logs_scope_user_idx" ON "activity_logs" USING btree ("scope","user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);