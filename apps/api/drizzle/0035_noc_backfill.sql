-- Issue 33: loans settled (or exited in the cooling-off period) before the no-dues certificate existed get theirs,
-- dated when they closed, as the settle path issues it (decision 081). Delivery by e-mail/SMS is not replayed.
INSERT INTO "loan_certificates" ("order_id", "kind", "number", "issued_at")
SELECT "id", 'noc', 'NOC-' || "order_no", coalesce("closed_at", "updated_at")
FROM "loan_orders"
WHERE "state" IN ('settled', 'canceled_cooling_off')
ON CONFLICT DO NOTHING;
