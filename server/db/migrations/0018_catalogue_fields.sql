ALTER TABLE "datasets" ADD COLUMN "fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "datasets" ADD COLUMN "keywords" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The search text adds a catalogue entry's keywords (a field's synonyms and symbols) beside its topics.
CREATE OR REPLACE FUNCTION "datasets_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('english', NEW.name), 'A') ||
    setweight(to_tsvector('english', array_to_string(NEW.topics, ' ') || ' ' || array_to_string(NEW.keywords, ' ') || ' ' || coalesce(NEW.publisher, '')), 'B') ||
    setweight(to_tsvector('english', NEW.description || ' ' || array_to_string(NEW.variables, ' ')), 'C') ||
    setweight(to_tsvector('english', array_to_string(NEW.formats, ' ')), 'D');
  RETURN NEW;
END
$$;
