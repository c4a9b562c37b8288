-- Rate-limit counters shared by every server instance on one PostgreSQL database (site/server/security/
-- rate-limits.ts, through rate-limiter-flexible's PostgreSQL store, whose columns these are). A key is an
-- endpoint's name and a visitor's anonymous id, a client address, or a keyed hash of an email-a-friend
-- recipient: never an email address. Rows expire with their window; the store deletes those expired for
-- over an hour every five minutes. The embedded database keeps its counters in memory and leaves this
-- table empty.
CREATE TABLE rate_limits (
  key varchar(255) PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
