ALTER TABLE "games" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;
