-- A person made inactive (by an operator today, by SCIM deprovisioning later) is signed out
-- everywhere at once, whichever path flips the flag: their sessions end in the same statement.
-- Signing in again is refused by the auth layer (better-auth's session hook, issue 19).
CREATE OR REPLACE FUNCTION users_inactive_end_sessions() RETURNS trigger AS $$
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER users_inactive_end_sessions
  AFTER UPDATE OF is_active ON users
  FOR EACH ROW WHEN (OLD.is_active AND NOT NEW.is_active)
  EXECUTE FUNCTION users_inactive_end_sessions();
--> statement-breakpoint
-- Anyone already inactive before this trigger existed is signed out now.
DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE NOT is_active);
