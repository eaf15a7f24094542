ALTER TABLE "access_tokens" ADD COLUMN "scopes" text[] DEFAULT '{runs:write}'::text[] NOT NULL;--> statement-breakpoint
-- Tokens made before scopes could log and read runs: they keep both (docs/product.md, "Personal access tokens").
UPDATE "access_tokens" SET "scopes" = '{runs:write,runs:read}'::text[];