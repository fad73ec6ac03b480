-- Search (issue 4): accent- and case-insensitive full text with weights, plus trigram typo tolerance.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (it reads a dictionary), so it cannot be used in an index; this wrapper pins the dictionary.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_norm(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.f_unaccent($1)) $$;--> statement-breakpoint
CREATE TABLE "title_search" (
	"title_id" uuid PRIMARY KEY NOT NULL REFERENCES "titles"("id") ON DELETE CASCADE,
	"document" tsvector NOT NULL,
	"title_norm" text NOT NULL,
	"terms_norm" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "title_search_document_idx" ON "title_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "title_search_title_trgm_idx" ON "title_search" USING gin ("title_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "title_search_terms_trgm_idx" ON "title_search" USING gin ("terms_norm" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "people" USING gin (search_norm("name") gin_trgm_ops);--> statement-breakpoint
-- Weights: A title; B people and collections; C tagline, synopsis, genres, languages.
CREATE OR REPLACE FUNCTION refresh_title_search(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO title_search (title_id, document, title_norm, terms_norm, updated_at)
  SELECT t.id,
    setweight(to_tsvector('simple', search_norm(t.title)), 'A')
    || setweight(to_tsvector('simple', search_norm(coalesce(x.people, '') || ' ' || coalesce(x.collections, ''))), 'B')
    || setweight(to_tsvector('simple', search_norm(t.tagline || ' ' || t.synopsis || ' ' || coalesce(x.genres, '') || ' ' || coalesce(x.languages, ''))), 'C'),
    search_norm(t.title),
    search_norm(t.title || ' ' || coalesce(x.collections, '') || ' ' || coalesce(x.people, '')),
    now()
  FROM titles t
  CROSS JOIN LATERAL (SELECT
    (SELECT string_agg(p.name, ' ') FROM credits c JOIN people p ON p.id = c.person_id WHERE c.title_id = t.id) AS people,
    (SELECT string_agg(co.name, ' ') FROM collection_items ci JOIN collections co ON co.id = ci.collection_id WHERE ci.title_id = t.id) AS collections,
    (SELECT string_agg(g.name, ' ') FROM title_genres tg JOIN genres g ON g.id = tg.genre_id WHERE tg.title_id = t.id) AS genres,
    (SELECT string_agg(l.name, ' ') FROM title_languages tl JOIN languages l ON l.code = tl.language_code WHERE tl.title_id = t.id AND tl.kind = 'audio') AS languages
  ) x
  WHERE t.id = ANY(ids)
  ON CONFLICT (title_id) DO UPDATE SET document = excluded.document, title_norm = excluded.title_norm,
    terms_norm = excluded.terms_norm, updated_at = excluded.updated_at
$$;--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk insert of thousands of credits refreshes each title once.
CREATE OR REPLACE FUNCTION title_search_from_titles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_title_search(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION title_search_from_children() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_title_search(ARRAY(SELECT DISTINCT title_id FROM changed_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION title_search_from_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_title_search(ARRAY(
    SELECT DISTINCT c.title_id FROM credits c WHERE c.person_id IN (SELECT id FROM changed_rows)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION title_search_from_collections() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_title_search(ARRAY(
    SELECT DISTINCT ci.title_id FROM collection_items ci WHERE ci.collection_id IN (SELECT id FROM changed_rows)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER title_search_titles_insert AFTER INSERT ON titles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_titles();--> statement-breakpoint
CREATE TRIGGER title_search_titles_update AFTER UPDATE ON titles REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_titles();--> statement-breakpoint
CREATE TRIGGER title_search_credits_insert AFTER INSERT ON credits REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_children();--> statement-breakpoint
CREATE TRIGGER title_search_credits_delete AFTER DELETE ON credits REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_children();--> statement-breakpoint
CREATE TRIGGER title_search_credits_update AFTER UPDATE ON credits REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_children();--> statement-breakpoint
CREATE TRIGGER title_search_genres_insert AFTER INSERT ON title_genres REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_children();--> statement-breakpoint
CREATE TRIGGER title_search_genres_delete AFTER DELETE ON title_genres REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_children();--> statement-breakpoint
CREATE TRIGGER title_search_languages_insert AFTER INSERT ON title_languages REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_children();--> statement-breakpoint
CREATE TRIGGER title_search_languages_delete AFTER DELETE ON title_languages REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_children();--> statement-breakpoint
CREATE TRIGGER title_search_items_insert AFTER INSERT ON collection_items REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_children();--> statement-breakpoint
CREATE TRIGGER title_search_items_delete AFTER DELETE ON collection_items REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_children();--> statement-breakpoint
CREATE TRIGGER title_search_people_update AFTER UPDATE ON people REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_people();--> statement-breakpoint
CREATE TRIGGER title_search_collections_update AFTER UPDATE ON collections REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_collections();--> statement-breakpoint
-- Rows that exist before this migration.
SELECT refresh_title_search(ARRAY(SELECT id FROM titles));
