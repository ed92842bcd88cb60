-- The background job table holds every module's work (control generation, vendor readings,
-- text extraction of uploads, report rendering), so it is named for all of them (decision 027).
-- A rename keeps every row, lock and index; the names that carried the old table's follow it.
ALTER TABLE "ai_jobs" RENAME TO "jobs";--> statement-breakpoint
-- Primary key, foreign keys and, on PostgreSQL 18, the named NOT NULL constraints: whichever
-- this server has, each `ai_jobs_*` becomes `jobs_*`.
DO $$
DECLARE c record;
BEGIN
  FOR c IN
    SELECT conname FROM pg_constraint
    WHERE conrelid = 'jobs'::regclass AND conname LIKE 'ai\_jobs\_%'
  LOOP
    EXECUTE format('ALTER TABLE jobs RENAME CONSTRAINT %I TO %I', c.conname, substr(c.conname, 4));
  END LOOP;
END $$;--> statement-breakpoint
ALTER INDEX "ai_jobs_org_created_idx" RENAME TO "jobs_org_created_idx";--> statement-breakpoint
ALTER INDEX "ai_jobs_claim_idx" RENAME TO "jobs_claim_idx";--> statement-breakpoint
ALTER TABLE "vendor_snapshots" RENAME CONSTRAINT "vendor_snapshots_job_id_ai_jobs_id_fk" TO "vendor_snapshots_job_id_jobs_id_fk";
