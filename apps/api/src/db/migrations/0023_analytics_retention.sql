-- Analytics events are kept for a set time (ANALYTICS_RETENTION_DAYS) and the engage work drops older
-- ones by the time they were received: an index on that time keeps the drop from reading the table.
CREATE INDEX IF NOT EXISTS "analytics_events_received_at_idx" ON "analytics_events" USING btree ("received_at");
