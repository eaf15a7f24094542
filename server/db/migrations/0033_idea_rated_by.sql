ALTER TABLE "ideas" ADD COLUMN "rated_by" uuid;--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A rating given before members existed was its session's owner's (docs/decisions/013-workspace-permissions.md, §5).
UPDATE "ideas" SET "rated_by" = "user_id", "rated_at" = "updated_at" WHERE "user_rating" IS NOT NULL;
