ALTER TABLE "risk_history" ADD COLUMN "valid_to" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "risk_history_org_valid_to_idx" ON "risk_history" USING btree ("organization_id","valid_to");--> statement-breakpoint
-- Each version now ends where the next begins (decision 020): a new version, or the delete,
-- closes the open one in the same statement, so charts read intervals without a window sort.
CREATE OR REPLACE FUNCTION risk_history_record() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO risk_history (organization_id, risk_id, valid_from, category, owner_user_id, status,
      inherent_score, inherent_level, residual_score, residual_level, frameworks)
    SELECT n.organization_id, n.id, n.updated_at, n.category, n.owner_user_id, n.status,
      n.risk_score, n.risk_level, n.residual_score, n.residual_level, n.frameworks
    FROM risk_history_new n;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH changed AS (
      SELECT n.* FROM risk_history_new n JOIN risk_history_old o ON o.id = n.id
      WHERE (n.category, n.owner_user_id, n.status, n.risk_score, n.risk_level, n.residual_score,
          n.residual_level, n.frameworks)
        IS DISTINCT FROM (o.category, o.owner_user_id, o.status, o.risk_score, o.risk_level,
          o.residual_score, o.residual_level, o.frameworks)
    ), closed AS (
      UPDATE risk_history h SET valid_to = greatest(h.valid_from, c.updated_at)
      FROM changed c
      WHERE h.organization_id = c.organization_id AND h.risk_id = c.id AND h.valid_to IS NULL
    )
    INSERT INTO risk_history (organization_id, risk_id, valid_from, category, owner_user_id, status,
      inherent_score, inherent_level, residual_score, residual_level, frameworks)
    SELECT c.organization_id, c.id, c.updated_at, c.category, c.owner_user_id, c.status,
      c.risk_score, c.risk_level, c.residual_score, c.residual_level, c.frameworks
    FROM changed c;
  ELSE
    -- Deleting the organisation cascades here: nothing to keep then.
    WITH gone AS (
      SELECT o.*, greatest(statement_timestamp(), o.updated_at) AS at FROM risk_history_old o
      WHERE EXISTS (SELECT 1 FROM organizations g WHERE g.id = o.organization_id)
    ), closed AS (
      UPDATE risk_history h SET valid_to = greatest(h.valid_from, g.at)
      FROM gone g
      WHERE h.organization_id = g.organization_id AND h.risk_id = g.id AND h.valid_to IS NULL
    )
    INSERT INTO risk_history (organization_id, risk_id, valid_from, category, owner_user_id, status,
      inherent_score, inherent_level, residual_score, residual_level, frameworks, deleted)
    SELECT g.organization_id, g.id, g.at, g.category, g.owner_user_id, g.status, g.risk_score,
      g.risk_level, g.residual_score, g.residual_level, g.frameworks, true
    FROM gone g;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
UPDATE risk_history h SET valid_to = x.next
FROM (
  SELECT id, lead(valid_from) OVER (PARTITION BY organization_id, risk_id ORDER BY valid_from, id) AS next
  FROM risk_history
) x
WHERE h.id = x.id AND x.next IS NOT NULL;
