-- Title words get an index of their own: matching the title-only tsquery (weight A) against the whole document made
-- PostgreSQL recheck every title whose synopsis or cast held the word (the GIN index keeps no weights).
-- title_norm is search_norm(title), exactly what the document's weight-A part is made of.
CREATE INDEX "title_search_title_words_idx" ON "title_search" USING gin (to_tsvector('simple', "title_norm"));
