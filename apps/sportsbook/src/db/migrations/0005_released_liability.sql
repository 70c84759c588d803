-- A settlement rolled back re-opens its ticket: the liability each leg held until it settled is kept
-- here when it is freed, so that re-opening reserves it again.
ALTER TABLE "ticket_legs" ADD COLUMN "released_minor" bigint DEFAULT 0 NOT NULL;
