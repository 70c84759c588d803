-- When a withdrawal was last handed to the processor (issue 29): a payout is held for staff only once
-- its send has had a minute to answer, and a staff retry takes it for another minute, so nobody marks
-- failed a payout whose send is still in flight. Rows from before this column count from their request.
ALTER TABLE "withdrawals" ADD COLUMN IF NOT EXISTS "sent_at" timestamp with time zone;
