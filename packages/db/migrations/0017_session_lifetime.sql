-- An organisation may ask its members to sign in again a number of hours after signing in (issue 21
-- point 7); null keeps only a session's own expiry (seven days without use).
ALTER TABLE "organizations" ADD COLUMN "session_lifetime_hours" integer;