-- A person a SCIM provider deleted stays as a tombstone: single sign-on keeps refusing them (issue 21 point 4).
ALTER TABLE "scim_users" ADD COLUMN "removed_at" timestamp with time zone;