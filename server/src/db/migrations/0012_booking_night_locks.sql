-- By hand (issue 11, docs/performance.md "Bookings", fifth pass): two bookings racing for overlapping
-- nights of one room deadlocked inside the exclusion check, each waiting for the other's row that was not
-- committed yet. PostgreSQL finds such a deadlock only after deadlock_timeout (1 s) and aborts one, so 50
-- guests booking one room queued a second per deadlock (p99 66 s in the bench, some answered 503 after
-- five tries). A row about to hold nights (a reservation pending, confirmed or checked in; an active
-- travel-site block) first takes, for its transaction, its room's lock shared and then a lock per night
-- in night order: writers of overlapping nights queue on their first shared night, before their row
-- exists, and the later one then meets the committed row (23P01, a 409); writers of other nights never
-- wait for each other, and everyone takes the locks in the same order.
-- So that the locks stay few, a range longer than a month (a travel site's block) and every row of a
-- transaction that already holds 256 nights (a restore, a move to PostgreSQL) take the room's lock
-- exclusively instead: PostgreSQL's lock table is sized for ~64 locks a connection.
CREATE FUNCTION "lock_room_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  room integer := hashtext(NEW."room_id"::text);
  -- the nights this transaction has locked so far (a setting local to the transaction)
  held integer := coalesce(nullif(current_setting('resort.locked_nights', true), ''), '0')::integer;
  night date;
BEGIN
  IF TG_TABLE_NAME = 'reservations' THEN
    IF NEW."status" NOT IN ('pending', 'confirmed', 'checked_in') THEN RETURN NEW; END IF;
  ELSIF NEW."state" <> 'active' THEN
    RETURN NEW;
  END IF;
  IF NEW."checkout" - NEW."checkin" > 31 OR held >= 256 THEN
    PERFORM pg_advisory_xact_lock(hashtext('room_nights'), room);
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(hashtext('room_nights'), room);
  night := NEW."checkin";
  WHILE night < NEW."checkout" LOOP
    -- one bigint per room and night: the room's hash in the high half, the day number in the low half
    PERFORM pg_advisory_xact_lock((room::bigint << 32) | ((night - DATE '2000-01-01')::bigint & 4294967295));
    night := night + 1;
  END LOOP;
  PERFORM set_config('resort.locked_nights', (held + (NEW."checkout" - NEW."checkin"))::text, true);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservations_lock_nights" BEFORE INSERT OR UPDATE OF "status", "room_id", "checkin", "checkout" ON "reservations" FOR EACH ROW EXECUTE FUNCTION "lock_room_nights"();--> statement-breakpoint
CREATE TRIGGER "calendar_blocks_lock_nights" BEFORE INSERT OR UPDATE OF "state", "room_id", "checkin", "checkout" ON "calendar_blocks" FOR EACH ROW EXECUTE FUNCTION "lock_room_nights"();
