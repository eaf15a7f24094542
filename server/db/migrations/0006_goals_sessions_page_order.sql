DROP INDEX "goals_user_workspace_created_idx";--> statement-breakpoint
DROP INDEX "sessions_user_workspace_created_idx";--> statement-breakpoint
CREATE INDEX "goals_user_workspace_created_idx" ON "goals" USING btree ("user_id","workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sessions_user_workspace_created_idx" ON "sessions" USING btree ("user_id","workspace_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);