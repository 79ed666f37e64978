-- A rename refreshes the participants list's keys (migration 0016) locking the rows in id order, as
-- decisions do (organizer-participants.service.ts): a person and their company renamed at the same
-- moment, or a company renamed while the organizer decides on several of its people, then wait for
-- each other instead of deadlocking on the same rows taken in different orders.
CREATE OR REPLACE FUNCTION user_participation_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE participations SET user_id = user_id
   WHERE id IN (SELECT id FROM participations WHERE user_id = NEW.id ORDER BY id FOR UPDATE);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION company_participation_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE exhibitors SET company_id = company_id
   WHERE id IN (SELECT id FROM exhibitors WHERE company_id = NEW.id ORDER BY id FOR UPDATE);
  UPDATE participations SET company_id = company_id
   WHERE id IN (SELECT id FROM participations WHERE company_id = NEW.id ORDER BY id FOR UPDATE);
  RETURN NULL;
END $$;
