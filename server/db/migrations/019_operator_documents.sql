-- Issue 31, the operator console. An operator is an account (a customers row, so sign-in, its throttling and the
-- session are the customers' own) that this table names; everyone else gets 403 from the operator calls.
CREATE TABLE operator_accounts (
  customer_id bigint PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The operator document, versioned: the highest version is the one every API process serves. A version is never
-- changed or deleted; a rollback publishes an old document again as a new version. The primary key is what makes
-- two saves on the same version exclusive: the second INSERT of version N+1 fails, which the API answers 412.
CREATE TABLE operator_documents (
  version integer PRIMARY KEY CHECK (version >= 1),
  document jsonb NOT NULL,
  -- 'file' (the operator file seeded or changed it), 'console' (a save), 'rollback' (an older version again)
  source text NOT NULL CHECK (source IN ('file', 'console', 'rollback')),
  -- For 'file': the SHA-256 of the file's text, so each process publishes a changed file once, not once each.
  file_hash text,
  -- For 'rollback': the version it restored.
  restored_version integer,
  author_id bigint REFERENCES customers (id) ON DELETE SET NULL,
  author_email text,
  created_at timestamptz NOT NULL
);

-- Who changed what, when: one row per published change (a save, a rollback, a file change).
CREATE TABLE operator_audit (
  id bigserial PRIMARY KEY,
  version integer NOT NULL REFERENCES operator_documents (version),
  action text NOT NULL,
  actor_id bigint REFERENCES customers (id) ON DELETE SET NULL,
  actor_email text,
  -- [{path, before, after}] of the fields that changed (at most the first 200)
  changes jsonb NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX operator_audit_created ON operator_audit (created_at DESC);
