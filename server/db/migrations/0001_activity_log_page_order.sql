DROP INDEX "activity_logs_user_created_idx";--> statement-breakpoint
DROP INDEX "activity_logs_user_entity_idx";--> statement-breakpoint
DROP INDEX "activity_logs_user_level_idx";--> statement-breakpoint
DROP INDEX "activity_logs_user_action_idx";--> statement-breakpoint
CREATE INDEX "activity_logs_user_entity_type_idx" ON "activity_logs" USING btree ("user_id","entity_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"level","action");--> statement-breakpoint
CREATE INDEX "activity_logs_user_created_idx" ON "activity_logs" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_logs_user_entity_idx" ON "activity_logs" USING btree ("user_id","entity_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_logs_user_level_idx" ON "activity_logs" USING btree ("user_id","level","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"action","entity_type");--> statement-breakpoint
CREATE INDEX "activity_logs_user_action_idx" ON "activity_logs" USING btree ("user_id","action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"level","entity_type");