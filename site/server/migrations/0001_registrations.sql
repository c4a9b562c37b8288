-- Free T-shirt sign-ups and the shirts left to give away.
--
-- The server validates every field before it gets here (engine/forms plus the server-only checks); the
-- CHECKs below are a last line of defence against a bug, not the validation users see.
-- email_normalised and person_key are computed by site/server/data/normalise.ts: one sign-up per
-- e-mail address and one per person (name + date of birth + street address + ZIP).
-- Personal data: staff delete rows past the retention period with `npm run staff:purge`.

CREATE TABLE registrations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  first_name text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 255),
  last_name text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 255),
  dob date NOT NULL,
  address_1 text NOT NULL CHECK (char_length(address_1) BETWEEN 1 AND 255),
  address_2 text NOT NULL DEFAULT '' CHECK (char_length(address_2) <= 255),
  city text NOT NULL CHECK (char_length(city) BETWEEN 1 AND 255),
  state text NOT NULL CHECK (char_length(state) BETWEEN 1 AND 255),
  postal_code text NOT NULL CHECK (char_length(postal_code) BETWEEN 1 AND 5),
  email text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 255),
  email_normalised text NOT NULL,
  -- sha256 (hex) of the normalised name, date of birth, street address and ZIP.
  person_key text NOT NULL CHECK (char_length(person_key) = 64),
  opt_in boolean NOT NULL,
  shirt_size text NOT NULL CHECK (shirt_size IN ('sm', 'md', 'lg', 'xl', 'xxl', 'xxxl', 'xxxxl')),
  -- The game whose end screen sent the visitor (e.g. gambler-quiz).
  source text CHECK (char_length(source) BETWEEN 1 AND 64),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT registrations_email_normalised_key UNIQUE (email_normalised),
  CONSTRAINT registrations_person_key_key UNIQUE (person_key)
);

-- Retention purges delete by age.
CREATE INDEX registrations_created_at_idx ON registrations (created_at);

-- One row: the shirts left. Registration decrements it in the same transaction as the insert, guarded by
-- `WHERE remaining > 0`, so stock can never go negative or be oversold.
CREATE TABLE shirt_stock (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  remaining integer NOT NULL CHECK (remaining >= 0)
);

-- No shirts until staff say how many exist (`npm run staff:stock -- --set N`): the site never promises
-- shirts nobody has counted.
INSERT INTO shirt_stock (singleton, remaining) VALUES (true, 0);
