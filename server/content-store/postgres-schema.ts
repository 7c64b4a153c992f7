/** The content tables in PostgreSQL; what each holds is told in postgres-store.ts. */

export const migrations = [
  `CREATE TABLE content_blobs (sha TEXT PRIMARY KEY, bytes BYTEA NOT NULL);
   CREATE TABLE content_files (
     path TEXT PRIMARY KEY,
     sha TEXT NOT NULL REFERENCES content_blobs (sha),
     editor TEXT NOT NULL,
     written_at TIMESTAMPTZ NOT NULL DEFAULT now()
   );
   CREATE TABLE content_trees (sha TEXT PRIMARY KEY, files JSONB NOT NULL);
   CREATE TABLE content_versions (
     seq BIGSERIAL PRIMARY KEY,
     hash TEXT NOT NULL UNIQUE,
     parent TEXT UNIQUE REFERENCES content_versions (hash),
     tree TEXT NOT NULL REFERENCES content_trees (sha),
     author_name TEXT NOT NULL,
     author_email TEXT NOT NULL,
     message TEXT NOT NULL,
     created_at TIMESTAMPTZ NOT NULL
   );
   CREATE UNIQUE INDEX content_versions_one_root ON content_versions ((parent IS NULL))
     WHERE parent IS NULL;
   CREATE TABLE content_preview (
     one BOOLEAN PRIMARY KEY DEFAULT true CHECK (one),
     tree TEXT NOT NULL REFERENCES content_trees (sha),
     made_at TIMESTAMPTZ NOT NULL DEFAULT now()
   );`,
];
