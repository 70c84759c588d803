-- Sportsbook tickets in the Gaming history (issue 28): the ticket's latest state as the sportsbook
-- reported it (POST /provider/v1/sportsbook/ticket): its version, status and each leg's result. Kept
-- apart from "sportsbook", which is what the bet said and never changes.
ALTER TABLE "game_rounds" ADD COLUMN "sportsbook_ticket" jsonb;
