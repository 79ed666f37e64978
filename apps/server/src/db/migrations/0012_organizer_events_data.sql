-- Data for the organizer events step. Each statement is idempotent on an empty database.
-- 1. One exhibitor application per company and event, from the people who exhibited for it: its
--    status the best of theirs (approved before pending before rejected), its stand their first one.
INSERT INTO "exhibitors" ("uid", "event_id", "company_id", "status", "stand", "created_at", "updated_at")
SELECT
  rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '='),
  p."event_id",
  p."company_id",
  (array_agg(p."status" ORDER BY array_position(ARRAY['approved', 'pending', 'rejected'], p."status")))[1],
  min(p."stand"),
  min(p."created_at"),
  max(p."updated_at")
FROM "participations" p
WHERE p."role" = 'exhibitor' AND p."company_id" IS NOT NULL
GROUP BY p."event_id", p."company_id";
--> statement-breakpoint
-- 2. Those people staff that application's stand; their status is the application's.
UPDATE "participations" p
SET "exhibitor_id" = x."id", "status" = x."status"
FROM "exhibitors" x
WHERE p."role" = 'exhibitor' AND x."event_id" = p."event_id" AND x."company_id" = p."company_id";
--> statement-breakpoint
-- 3. An exhibitor without a company cannot staff a stand: they visit.
UPDATE "participations" SET "role" = 'visitor' WHERE "role" = 'exhibitor' AND "exhibitor_id" IS NULL;
--> statement-breakpoint
-- 4. Every participation gets its public identifier.
UPDATE "participations"
SET "uid" = rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')
WHERE "uid" IS NULL;
