-- A workspace's goals and sessions are listed for every member by workspace, newest first
-- (docs/decisions/013-workspace-permissions.md, "Lists"): their indexes lead with workspace_id.
DROP INDEX "goals_user_workspace_created_idx";--> statement-breakpoint
DROP INDEX "sessions_user_workspace_created_idx";--> statement-breakpoint
CREATE INDEX "goals_workspace_created_idx" ON "goals" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sessions_workspace_created_idx" ON "sessions" USING btree ("workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- An assistant's activity rows are its user's own (server/assistant/activity.ts): those that 0024
-- gave the workspace their chat was about go back to being personal rows.
UPDATE "activity_logs" SET "workspace_id" = NULL WHERE "action" LIKE 'assistant.%' AND "workspace_id" IS NOT NULL;
