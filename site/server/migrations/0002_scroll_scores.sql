-- Scroll-game scores (the statistics behind the end screen's rank titles) kept as a histogram, so reading the statistics costs the
-- same with a thousand scores or a billion. Bucketing rule and precision: site/server/data/score-histogram.ts.
--
-- One row per non-empty bucket: how many scores fell in [lower_bound, next bucket's lower bound), and the
-- highest of them, so the overall maximum is exact. A score touches one row only: concurrent scores in
-- different buckets never wait for each other, and there is no single hot row.
CREATE TABLE scroll_score_buckets (
  lower_bound bigint PRIMARY KEY CHECK (lower_bound >= 0),
  score_count bigint NOT NULL CHECK (score_count > 0),
  max_score bigint NOT NULL CHECK (max_score >= lower_bound)
);
