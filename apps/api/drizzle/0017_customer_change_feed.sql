-- API instances keep what Home reads (the session, the customer, the newest
-- application) in memory and drop it when it changes (decision 051). These
-- triggers tell every instance, through NOTIFY on the channel
-- "customer_changed", which customers a committed statement changed: a
-- customer's id, or '*' (everyone) when one statement changed more than 100
-- customers or emptied a table. NOTIFY is delivered only at commit, so a
-- rolled-back change invalidates nothing, and a change made outside the API
-- (a job's SQL, a console session, psql) is seen like any other.
CREATE FUNCTION "notify_customers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key_column text := TG_ARGV[0];
  changed_rows text;
  changed text[];
BEGIN
  changed_rows := CASE TG_OP
    WHEN 'INSERT' THEN format('select %I from new_rows', key_column)
    WHEN 'DELETE' THEN format('select %I from old_rows', key_column)
    ELSE format('select %1$I from old_rows union select %1$I from new_rows', key_column)
  END;
  EXECUTE format('select array(select distinct k::text from (%s) changed_keys(k) limit 101)', changed_rows) INTO changed;
  IF cardinality(changed) > 100 THEN
    PERFORM pg_notify('customer_changed', '*');
  ELSE
    PERFORM pg_notify('customer_changed', k) FROM unnest(changed) k;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "notify_all_customers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('customer_changed', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new session or customer has nothing cached yet: only changes and removals count.
CREATE TRIGGER "sessions_changed" AFTER UPDATE ON "sessions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_customers_changed"('customer_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_removed" AFTER DELETE ON "sessions"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_customers_changed"('customer_id');
--> statement-breakpoint
CREATE TRIGGER "customers_changed" AFTER UPDATE ON "customers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_customers_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "customers_removed" AFTER DELETE ON "customers"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_customers_changed"('id');
--> statement-breakpoint
-- A new application is the customer's newest one: Home shows it.
CREATE TRIGGER "applications_added" AFTER INSERT ON "applications"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_customers_changed"('customer_id');
--> statement-breakpoint
CREATE TRIGGER "applications_changed" AFTER UPDATE ON "applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_customers_changed"('customer_id');
--> statement-breakpoint
CREATE TRIGGER "applications_removed" AFTER DELETE ON "applications"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_customers_changed"('customer_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_emptied" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_customers_changed"();
--> statement-breakpoint
CREATE TRIGGER "customers_emptied" AFTER TRUNCATE ON "customers"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_customers_changed"();
--> statement-breakpoint
CREATE TRIGGER "applications_emptied" AFTER TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_customers_changed"();
