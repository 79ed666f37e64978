ALTER TABLE "exhibitors" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The participants list sorts and searches by these keys (lower-case, unaccented), folded once when a
-- row is written instead of on every read. The database keeps them: a participation's from its person
-- and company, an exhibitor's from its company, and again when a person or a company is renamed
-- (exhibitors before participations, the order decisions lock them in).
CREATE FUNCTION participation_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT f_unaccent(lower(u.last_name || ' ' || u.first_name)),
         f_unaccent(lower(concat_ws(' ', u.first_name, u.last_name, u.email, (SELECT c.name FROM companies c WHERE c.id = NEW.company_id))))
    INTO NEW.name_key, NEW.search_key
    FROM users u WHERE u.id = NEW.user_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER participations_keys BEFORE INSERT OR UPDATE OF user_id, company_id ON participations
  FOR EACH ROW EXECUTE FUNCTION participation_keys();--> statement-breakpoint
CREATE FUNCTION exhibitor_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT f_unaccent(lower(c.name)) INTO NEW.name_key FROM companies c WHERE c.id = NEW.company_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER exhibitors_keys BEFORE INSERT OR UPDATE OF company_id ON exhibitors
  FOR EACH ROW EXECUTE FUNCTION exhibitor_keys();--> statement-breakpoint
-- Naming user_id (or company_id) in SET runs the BEFORE trigger above, which reads the new names.
CREATE FUNCTION user_participation_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE participations SET user_id = user_id WHERE user_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_participation_keys AFTER UPDATE OF first_name, last_name, email ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION user_participation_keys();--> statement-breakpoint
CREATE FUNCTION company_participation_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE exhibitors SET company_id = company_id WHERE company_id = NEW.id;
  UPDATE participations SET company_id = company_id WHERE company_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_participation_keys AFTER UPDATE OF name ON companies
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION company_participation_keys();--> statement-breakpoint
UPDATE exhibitors SET company_id = company_id;--> statement-breakpoint
UPDATE participations SET user_id = user_id;
