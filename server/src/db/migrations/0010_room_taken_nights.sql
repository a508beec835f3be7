ALTER TABLE "room_listings" ADD COLUMN "taken_nights" "varbit" DEFAULT B'' NOT NULL;--> statement-breakpoint
-- By hand (drizzle-kit does not write these): room_listings.taken_nights follows room_occupancy, so the
-- visitors' search with dates reads one short bit string per room instead of probing room_occupancy's
-- 50,000 ranges (issue 11, docs/performance.md "Room search and detail", fourth pass). Bit i is the night
-- 2026-01-01 + i, for the nights before 2126-01-01; a search outside those years asks room_occupancy.
-- `bits` with the nights of `nights` set (taken) or cleared; grown only as far as a taken night needs.
CREATE FUNCTION "taken_nights_mark"(bits varbit, nights daterange, taken boolean) RETURNS varbit
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  -- greatest and least skip nulls: an unbounded side stops at the window's edge
  first integer := greatest(lower(nights), DATE '2026-01-01') - DATE '2026-01-01';
  stop integer := least(upper(nights), DATE '2126-01-01') - DATE '2026-01-01';
BEGIN
  IF isempty(nights) THEN RETURN bits; END IF;
  IF taken THEN
    IF length(bits) < stop THEN bits := bits || repeat('0', stop - length(bits))::varbit; END IF;
  ELSE
    stop := least(stop, length(bits));
  END IF;
  IF stop <= first THEN RETURN bits; END IF;
  RETURN overlay(bits PLACING repeat(CASE WHEN taken THEN '1' ELSE '0' END, stop - first)::varbit FROM first + 1);
END $$;--> statement-breakpoint
-- Whether the nights [checkin, checkout) are all free in the bits (a plain SQL expression: the planner
-- inlines it into the search). The search asks it only for nights within the bits' years
-- (modules/rooms/repository.ts: bitsCover).
CREATE FUNCTION "taken_nights_free"(bits varbit, checkin date, checkout date) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT position(B'1' IN substring(bits FROM checkin - DATE '2026-01-01' + 1 FOR greatest(checkout - checkin, 0))) = 0
$$;--> statement-breakpoint
-- A room's bits from scratch: a listing written anew (a new room, one brought back from the archive).
CREATE FUNCTION "room_taken_nights"(target uuid) RETURNS varbit LANGUAGE plpgsql STABLE AS $$
DECLARE
  bits varbit := B'';
  taken daterange;
BEGIN
  FOR taken IN SELECT "nights" FROM "room_occupancy" WHERE "room_id" = target LOOP
    bits := "taken_nights_mark"(bits, taken, true);
  END LOOP;
  RETURN bits;
END $$;--> statement-breakpoint
CREATE FUNCTION "room_listings_taken_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."taken_nights" := "room_taken_nights"(NEW."room_id");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "room_listings_taken_nights" BEFORE INSERT ON "room_listings" FOR EACH ROW EXECUTE FUNCTION "room_listings_taken_nights"();--> statement-breakpoint
-- Each change of room_occupancy clears its old nights and sets its new ones. Deferred to the commit: the
-- listing's row is then locked only while the transaction commits, so two bookings of one room on other
-- nights barely wait for each other. room_occupancy stays the rule (its exclusion constraint); the staff's
-- and the assistant's searches inside a transaction read it, never these bits.
CREATE FUNCTION "room_occupancy_taken_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "room_listings" SET "taken_nights" = "taken_nights_mark"("taken_nights", OLD."nights", false)
    WHERE "room_id" = OLD."room_id";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "room_listings" SET "taken_nights" = "taken_nights_mark"("taken_nights", NEW."nights", true)
    WHERE "room_id" = NEW."room_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "room_occupancy_taken_nights" AFTER INSERT OR UPDATE OR DELETE ON "room_occupancy"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "room_occupancy_taken_nights"();--> statement-breakpoint
UPDATE "room_listings" SET "taken_nights" = "room_taken_nights"("room_id");
