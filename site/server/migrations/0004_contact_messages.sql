-- Messages sent through the contact form (/contact): accessibility barriers, questions about the site and
-- requests to delete a sign-up. Staff read them with `npm run staff:export -- --contact` and delete them
-- past the retention period with `npm run staff:purge -- --contact`.
--
-- The server validates every field first (engine/forms, the same rules the browser runs); the CHECKs are a
-- last line of defence against a bug, and keep one row's size bounded.

CREATE TABLE contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  topic text NOT NULL CHECK (topic IN ('accessibility', 'question', 'delete-my-data')),
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 255),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 255),
  message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Retention purges delete by age.
CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at);
