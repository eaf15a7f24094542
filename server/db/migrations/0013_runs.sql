CREATE TABLE "access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"scope" text DEFAULT 'logging' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "experiment_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"experiment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_batches" (
	"run_id" uuid NOT NULL,
	"batch_id" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_batches_run_id_batch_id_pk" PRIMARY KEY("run_id","batch_id")
);
--> statement-breakpoint
CREATE TABLE "run_metric_summaries" (
	"run_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"experiment_id" uuid NOT NULL,
	"key" text NOT NULL,
	"last_value" double precision NOT NULL,
	"last_step" bigint NOT NULL,
	"last_timestamp" timestamp with time zone NOT NULL,
	"min_value" double precision NOT NULL,
	"max_value" double precision NOT NULL,
	"min_step" bigint NOT NULL,
	"max_step" bigint NOT NULL,
	"run_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "run_metric_summaries_run_id_key_pk" PRIMARY KEY("run_id","key")
);
--> statement-breakpoint
CREATE TABLE "run_metrics" (
	"run_id" uuid NOT NULL,
	"key" text NOT NULL,
	"step" bigint NOT NULL,
	"value" double precision NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	CONSTRAINT "run_metrics_run_id_key_step_pk" PRIMARY KEY("run_id","key","step")
);
--> statement-breakpoint
CREATE TABLE "run_params" (
	"run_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "run_params_run_id_key_pk" PRIMARY KEY("run_id","key")
);
--> statement-breakpoint
CREATE TABLE "run_tags" (
	"run_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "run_tags_run_id_key_pk" PRIMARY KEY("run_id","key")
);
--> statement-breakpoint
ALTER TABLE "experiments" ADD COLUMN "primary_metric" jsonb;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_runs" ADD CONSTRAINT "experiment_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_runs" ADD CONSTRAINT "experiment_runs_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_batches" ADD CONSTRAINT "run_batches_run_id_experiment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."experiment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_metric_summaries" ADD CONSTRAINT "run_metric_summaries_run_id_experiment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."experiment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_metric_summaries" ADD CONSTRAINT "run_metric_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_metrics" ADD CONSTRAINT "run_metrics_run_id_experiment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."experiment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_params" ADD CONSTRAINT "run_params_run_id_experiment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."experiment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_tags" ADD CONSTRAINT "run_tags_run_id_experiment_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."experiment_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_user_created_idx" ON "access_tokens" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "experiment_runs_experiment_started_idx" ON "experiment_runs" USING btree ("experiment_id","started_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "run_metric_summaries_max_idx" ON "run_metric_summaries" USING btree ("user_id","key","max_value" DESC NULLS FIRST,"run_started_at","run_id");--> statement-breakpoint
CREATE INDEX "run_metric_summaries_min_idx" ON "run_metric_summaries" USING btree ("user_id","key","min_value","run_started_at","run_id");