-- Idempotency keys: one row per form submission the server answered (or, for email-a-friend, is
-- answering), so a submission sent again with the same key (its answer was lost: a network error, a 503
-- "outcome unknown" after a COMMIT, a client that gave up) is answered as the first one was instead of
-- being done twice.
--
-- A sign-up's and a contact message's key row is written in the same transaction as the row it stands for,
-- so a COMMIT that succeeded always has its key. An email-a-friend key is claimed (status 0) before the
-- mail is handed over and completed after, so a retry never sends a second mail.
--
-- No personal data: `key` is the client's random id for the submission, `fingerprint` a keyed hash of the
-- submitted fields (data/idempotency.ts), `body` the answer sent (a thank-you sentence). Rows are
-- deleted a day after they were made (the server sweeps them).

CREATE TABLE idempotency_keys (
  scope text NOT NULL CHECK (char_length(scope) BETWEEN 1 AND 32),
  key text NOT NULL CHECK (char_length(key) BETWEEN 1 AND 128),
  fingerprint text NOT NULL CHECK (char_length(fingerprint) BETWEEN 1 AND 128),
  -- The answer's HTTP status, 0 while the submission is still being handled.
  status integer NOT NULL CHECK (status = 0 OR status BETWEEN 200 AND 599),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 4096),
  -- Epoch milliseconds from the server's clock, which the expiry is counted on.
  created_at_ms bigint NOT NULL,
  PRIMARY KEY (scope, key)
);

CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at_ms);
