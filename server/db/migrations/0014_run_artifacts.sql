CREATE TABLE "run_artifacts" (
	"run_id" uuid NOT NULL,
	"path" text NOT NULL,
	"file_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"media_type" text NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_artifacts_run_id_path_pk" PRIMARY KEY("run_id","path")
);
--> statement-breakpoint
ALTER TABLE "run_artifacts" ADD CONSTRAINT "run_artifacts_run_id_experiment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."experiment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "run_artifacts_file_idx" ON "run_artifacts" USING btree ("file_id");