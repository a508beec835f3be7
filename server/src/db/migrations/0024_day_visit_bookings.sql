ALTER TABLE "reservations" ALTER COLUMN "room_id" DROP NOT NULL;--> statement-breakpoint
-- By hand (drizzle-kit does not write these): a day visit (no room) holds no room's nights; its cottage's
-- day is held by reservation_cottages (migration 0023).
CREATE OR REPLACE FUNCTION "room_occupancy_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "room_occupancy" WHERE "reservation_id" = NEW."id" OR "block_id" = NEW."id";
  IF TG_TABLE_NAME = 'reservations' THEN
    -- what holds nights: a stay pending, confirmed or checked in (HOLDING_STATUSES)
    IF NEW."room_id" IS NOT NULL AND NEW."status" IN ('pending', 'confirmed', 'checked_in') THEN
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
END $$;
