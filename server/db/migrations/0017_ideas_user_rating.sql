ALTER TABLE "ideas" ADD COLUMN "user_rating" smallint;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_user_rating_stars" CHECK ("ideas"."user_rating" between 1 and 5);