-- Trigram matching for the provider and history typeaheads (design.md §2: run programmatically on PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
