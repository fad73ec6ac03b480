-- Catalogue text per language (issue 16): a title's tagline and synopsis in isiZulu, isiXhosa and Afrikaans.
CREATE TABLE "title_translations" (
	"title_id" uuid NOT NULL,
	"language" text NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"synopsis" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "title_translations_title_id_language_pk" PRIMARY KEY("title_id","language"),
	CONSTRAINT "title_translations_language" CHECK ("title_translations"."language" in ('zu', 'xh', 'af'))
);
--> statement-breakpoint
ALTER TABLE "title_translations" ADD CONSTRAINT "title_translations_title_id_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."titles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Search (issue 16): a title's document holds its taglines and synopses in every language (weight C, as the English
-- ones), so a query in isiZulu, isiXhosa or Afrikaans finds it whatever language the interface is in.
CREATE OR REPLACE FUNCTION refresh_title_search(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO title_search (title_id, document, title_norm, terms_norm, updated_at)
  SELECT t.id,
    setweight(to_tsvector('simple', search_norm(t.title)), 'A')
    || setweight(to_tsvector('simple', search_norm(coalesce(x.people, '') || ' ' || coalesce(x.collections, ''))), 'B')
    || setweight(to_tsvector('simple', search_norm(t.tagline || ' ' || t.synopsis || ' ' || coalesce(x.genres, '') || ' ' || coalesce(x.languages, '') || ' ' || coalesce(x.translations, ''))), 'C'),
    search_norm(t.title),
    search_norm(t.title || ' ' || coalesce(x.collections, '') || ' ' || coalesce(x.people, '')),
    now()
  FROM titles t
  CROSS JOIN LATERAL (SELECT
    (SELECT string_agg(p.name, ' ') FROM credits c JOIN people p ON p.id = c.person_id WHERE c.title_id = t.id) AS people,
    (SELECT string_agg(co.name, ' ') FROM collection_items ci JOIN collections co ON co.id = ci.collection_id WHERE ci.title_id = t.id) AS collections,
    (SELECT string_agg(g.name, ' ') FROM title_genres tg JOIN genres g ON g.id = tg.genre_id WHERE tg.title_id = t.id) AS genres,
    (SELECT string_agg(l.name, ' ') FROM title_languages tl JOIN languages l ON l.code = tl.language_code WHERE tl.title_id = t.id AND tl.kind = 'audio') AS languages,
    (SELECT string_agg(tr.tagline || ' ' || tr.synopsis, ' ' ORDER BY tr.language) FROM title_translations tr WHERE tr.title_id = t.id) AS translations
  ) x
  WHERE t.id = ANY(ids)
  ON CONFLICT (title_id) DO UPDATE SET document = excluded.document, title_norm = excluded.title_norm,
    terms_norm = excluded.terms_norm, updated_at = excluded.updated_at
$$;--> statement-breakpoint
CREATE TRIGGER title_search_translations_insert AFTER INSERT ON title_translations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_children();--> statement-breakpoint
CREATE TRIGGER title_search_translations_update AFTER UPDATE ON title_translations REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_children();--> statement-breakpoint
CREATE TRIGGER title_search_translations_delete AFTER DELETE ON title_translations REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION title_search_from_children();
