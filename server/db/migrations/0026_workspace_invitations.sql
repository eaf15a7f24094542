CREATE TABLE "workspace_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" text,
	"role" text NOT NULL,
	"secret_hash" text,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workspace_invitations_secret_hash_unique" UNIQUE("secret_hash"),
	CONSTRAINT "workspace_invitations_kind" CHECK ("workspace_invitations"."kind" IN ('email', 'link')),
	CONSTRAINT "workspace_invitations_role" CHECK ("workspace_invitations"."role" IN ('editor', 'viewer')),
	CONSTRAINT "workspace_invitations_shape" CHECK (("workspace_invitations"."kind" = 'email' AND "workspace_invitations"."email" IS NOT NULL AND "workspace_invitations"."email" = lower("workspace_invitations"."email") AND "workspace_invitations"."secret_hash" IS NULL)
        OR ("workspace_invitations"."kind" = 'link' AND "workspace_invitations"."email" IS NULL AND "workspace_invitations"."secret_hash" IS NOT NULL)),
	CONSTRAINT "workspace_invitations_uses" CHECK ("workspace_invitations"."max_uses" BETWEEN 1 AND 100 AND "workspace_invitations"."uses" BETWEEN 0 AND "workspace_invitations"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "workspace_invitations_email_idx" ON "workspace_invitations" USING btree ("email") WHERE "workspace_invitations"."kind" = 'email';