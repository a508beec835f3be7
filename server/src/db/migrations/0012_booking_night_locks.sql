-- By hand (issue 11, docs/performance.md "Bookings", fifth pass): two bookings racing for overlapping
-- nights of one room deadlocked inside the exclusion check, each waiting for the other's row that was not
-- committed yet. PostgreSQL finds such a deadlock only after deadlock_timeout (1 s) and aborts one, so 50
-- guests booking one room queued a second per deadlock (p99 66 s in the bench, some answered 503 after
-- five tries). A row about to hold nights (a reservation pending, confirmed or checked in; an active
-- travel-site block) first takes its room's lock for the transaction: writers of one room queue there,
-- before their row exists, and a later one of the same nights then meets the committed row (23P01, a
-- 409). One lock per room, not per night: a restore or a move writes every stay in one transaction, and
-- a lock per night would fill PostgreSQL's lock table. The rooms' listing rows were already written one
-- writer at a time at each commit (the taken nights), so this adds little waiting.
CREATE FUNCTION "lock_room_for_nights"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'reservations' THEN
    IF NEW."status" NOT IN ('pending', 'confirmed', 'checked_in') THEN RETURN NEW; END IF;
  ELSIF NEW."state" <> 'active' THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('room_nights'), hashtext(NEW."room_id"::text));
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservations_lock_room" BEFORE INSERT OR UPDATE OF "status", "room_id", "checkin", "checkout" ON "reservations" FOR EACH ROW EXECUTE FUNCTION "lock_room_for_nights"();--> statement-breakpoint
CREATE TRIGGER "calendar_blocks_lock_room" BEFORE INSERT OR UPDATE OF "state", "room_id", "checkin", "checkout" ON "calendar_blocks" FOR EACH ROW EXECUTE FUNCTION "lock_room_for_nights"();
