-- The shared rate-limit counters (0003) are scratch data: losing them in a database crash only resets
-- every visitor's allowance, which a restart of an in-memory limiter would do too. Unlogged, a counter's
-- update writes no write-ahead log, so its commit does not wait for a disk flush: every request from one
-- address updates the same row, and with a flush per update a burst of sign-ups from one campus or
-- carrier address queued on that row for milliseconds each. PostgreSQL empties an unlogged table after a
-- crash (not after a clean restart), and does not copy it to standbys.
ALTER TABLE rate_limits SET UNLOGGED;
