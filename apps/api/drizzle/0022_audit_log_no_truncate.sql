-- TRUNCATE fires no row trigger: the append-only rule of 0007 needs a statement-level one too
-- (decision 064). Only a session that turns triggers off (session_replication_role = replica,
-- a superuser's setting; the API tests' reset) gets past it.
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
