DROP INDEX "room_occupancy_block_unique";--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD COLUMN "held_nights" datemultirange DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD COLUMN "reservation_url" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "refused_events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "room_occupancy_block_idx" ON "room_occupancy" USING btree ("block_id");--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_held_nights_check" CHECK ("calendar_blocks"."held_nights" <@ daterange("calendar_blocks"."checkin", "calendar_blocks"."checkout", '[)'));--> statement-breakpoint
-- By hand (drizzle-kit does not write these): an open conflict holds the nights of its event that nothing
-- else holds (held_nights, one room_occupancy row per stretch), so no booking here takes a night the
-- channel has sold while staff decide; an active block holds all its nights, as before.
CREATE OR REPLACE FUNCTION "room_occupancy_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "room_occupancy" WHERE "reservation_id" = NEW."id" OR "block_id" = NEW."id";
  IF TG_TABLE_NAME = 'reservations' THEN
    -- what holds nights: a reservation pending, confirmed or checked in (HOLDING_STATUSES)
    IF NEW."status" IN ('pending', 'confirmed', 'checked_in') THEN
      INSERT INTO "room_occupancy" ("room_id", "nights", "reservation_id")
      VALUES (NEW."room_id", daterange(NEW."checkin", NEW."checkout", '[)'), NEW."id");
    END IF;
  ELSIF NEW."state" = 'active' THEN
    INSERT INTO "room_occupancy" ("room_id", "nights", "block_id")
    VALUES (NEW."room_id", daterange(NEW."checkin", NEW."checkout", '[)'), NEW."id");
  ELSIF NEW."state" = 'conflict' THEN
    INSERT INTO "room_occupancy" ("room_id", "nights", "block_id")
    SELECT NEW."room_id", held, NEW."id" FROM unnest(NEW."held_nights") AS held;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER "calendar_blocks_occupancy" ON "calendar_blocks";--> statement-breakpoint
CREATE TRIGGER "calendar_blocks_occupancy" AFTER INSERT OR UPDATE OF "state", "room_id", "checkin", "checkout", "held_nights" ON "calendar_blocks" FOR EACH ROW EXECUTE FUNCTION "room_occupancy_sync"();
