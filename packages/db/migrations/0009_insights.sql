CREATE TABLE "framework_coverage_snapshots" (
	"organization_id" text NOT NULL,
	"framework_id" text NOT NULL,
	"day" date NOT NULL,
	"total" integer NOT NULL,
	"met" integer NOT NULL,
	"partly_met" integer NOT NULL,
	"not_met" integer NOT NULL,
	"not_applicable" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "framework_coverage_snapshots_organization_id_framework_id_day_pk" PRIMARY KEY("organization_id","framework_id","day")
);
--> statement-breakpoint
CREATE TABLE "risk_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" text NOT NULL,
	"risk_id" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"owner_user_id" text,
	"status" text NOT NULL,
	"inherent_score" smallint NOT NULL,
	"inherent_level" text NOT NULL,
	"residual_score" smallint NOT NULL,
	"residual_level" text NOT NULL,
	"frameworks" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "findings" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "framework_coverage_snapshots" ADD CONSTRAINT "framework_coverage_snapshots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framework_coverage_snapshots" ADD CONSTRAINT "framework_coverage_snapshots_framework_id_frameworks_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."frameworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_history" ADD CONSTRAINT "risk_history_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_history_org_risk_idx" ON "risk_history" USING btree ("organization_id","risk_id","valid_from" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "risk_history_org_valid_idx" ON "risk_history" USING btree ("organization_id","valid_from");--> statement-breakpoint
-- Risk history (decision 020): every insert, every change of what analytics count, and every
-- delete of a risk leaves a row, whichever code path wrote it. Statement triggers with
-- transition tables: one insert per statement, however many risks a batch touches.
CREATE OR REPLACE FUNCTION risk_history_record() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO risk_history (organization_id, risk_id, valid_from, category, owner_user_id, status,
      inherent_score, inherent_level, residual_score, residual_level, frameworks)
    SELECT n.organization_id, n.id, n.updated_at, n.category, n.owner_user_id, n.status,
      n.risk_score, n.risk_level, n.residual_score, n.residual_level, n.frameworks
    FROM risk_history_new n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO risk_history (organization_id, risk_id, valid_from, category, owner_user_id, status,
      inherent_score, inherent_level, residual_score, residual_level, frameworks)
    SELECT n.organization_id, n.id, n.updated_at, n.category, n.owner_user_id, n.status,
      n.risk_score, n.risk_level, n.residual_score, n.residual_level, n.frameworks
    FROM risk_history_new n JOIN risk_history_old o ON o.id = n.id
    WHERE (n.category, n.owner_user_id, n.status, n.risk_score, n.risk_level, n.residual_score,
        n.residual_level, n.frameworks)
      IS DISTINCT FROM (o.category, o.owner_user_id, o.status, o.risk_score, o.risk_level,
        o.residual_score, o.residual_level, o.frameworks);
  ELSE
    -- Deleting the organisation cascades here: nothing to keep then.
    INSERT INTO risk_history (organization_id, risk_id, valid_from, category, owner_user_id, status,
      inherent_score, inherent_level, residual_score, residual_level, frameworks, deleted)
    SELECT o.organization_id, o.id, greatest(statement_timestamp(), o.updated_at), o.category,
      o.owner_user_id, o.status, o.risk_score, o.risk_level, o.residual_score, o.residual_level,
      o.frameworks, true
    FROM risk_history_old o
    WHERE EXISTS (SELECT 1 FROM organizations g WHERE g.id = o.organization_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER risk_history_on_insert AFTER INSERT ON risks
  REFERENCING NEW TABLE AS risk_history_new
  FOR EACH STATEMENT EXECUTE FUNCTION risk_history_record();
--> statement-breakpoint
CREATE TRIGGER risk_history_on_update AFTER UPDATE ON risks
  REFERENCING OLD TABLE AS risk_history_old NEW TABLE AS risk_history_new
  FOR EACH STATEMENT EXECUTE FUNCTION risk_history_record();
--> statement-breakpoint
CREATE TRIGGER risk_history_on_delete AFTER DELETE ON risks
  REFERENCING OLD TABLE AS risk_history_old
  FOR EACH STATEMENT EXECUTE FUNCTION risk_history_record();
--> statement-breakpoint
-- Risks that exist before history began: their current position from the day they were made.
INSERT INTO risk_history (organization_id, risk_id, valid_from, category, owner_user_id, status,
  inherent_score, inherent_level, residual_score, residual_level, frameworks)
SELECT organization_id, id, created_at, category, owner_user_id, status, risk_score, risk_level,
  residual_score, residual_level, frameworks
FROM risks;
--> statement-breakpoint
-- A finding's closing time: set when it becomes resolved or closed, kept while it stays so,
-- cleared when it reopens. From its updated_at, the application's clock.
CREATE OR REPLACE FUNCTION findings_closed_at() RETURNS trigger AS $$
BEGIN
  IF NEW.status IN ('resolved', 'closed') THEN
    IF TG_OP = 'UPDATE' AND OLD.status IN ('resolved', 'closed') THEN
      NEW.closed_at := OLD.closed_at;
    ELSE
      NEW.closed_at := NEW.updated_at;
    END IF;
  ELSE
    NEW.closed_at := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER findings_set_closed_at BEFORE INSERT OR UPDATE ON findings
  FOR EACH ROW EXECUTE FUNCTION findings_closed_at();
--> statement-breakpoint
UPDATE findings SET closed_at = updated_at WHERE status IN ('resolved', 'closed');
