-- A metric point's foreign key was checked once per point, more than half of a 1,000-point batch's
-- write (docs/decisions/010). Points still go with their run: one statement-level trigger deletes
-- the points of every run a statement deleted (a run deleted itself or through its experiment,
-- workspace or user). Batches write only under their run's row lock, so no point outlives its run.
CREATE FUNCTION "delete_points_of_deleted_runs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "run_metrics" USING "deleted_runs" WHERE "run_metrics"."run_id" = "deleted_runs"."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "experiment_runs_delete_points" AFTER DELETE ON "experiment_runs"
  REFERENCING OLD TABLE AS "deleted_runs" FOR EACH STATEMENT EXECUTE FUNCTION "delete_points_of_deleted_runs"();--> statement-breakpoint
ALTER TABLE "run_metrics" DROP CONSTRAINT "run_metrics_run_id_experiment_runs_id_fk";
