DROP INDEX "ideas_session_elo_idx";--> statement-breakpoint
CREATE INDEX "ideas_session_elo_idx" ON "ideas" USING btree ("session_id","elo_rating" DESC NULLS FIRST,"id","user_id","duplicate_of");