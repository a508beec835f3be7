ALTER TABLE "reservations" ADD COLUMN "extra_guest_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- By hand (drizzle-kit wrote the column NOT NULL at once, which the existing rooms could not meet): a room is
-- "good for" its max occupancy until the admin says otherwise, so no existing room's price changes.
ALTER TABLE "rooms" ADD COLUMN "base_occupancy" integer DEFAULT null;--> statement-breakpoint
UPDATE "rooms" SET "base_occupancy" = "max_occupancy";--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "base_occupancy" SET NOT NULL;--> statement-breakpoint
-- By hand: a default cannot name another column, so a room inserted without its base occupancy (the CSV
-- import, older scripts) gets its max occupancy here; NOT NULL is checked after BEFORE triggers.
CREATE OR REPLACE FUNCTION "rooms_base_occupancy_default"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."base_occupancy" IS NULL THEN
    NEW."base_occupancy" := NEW."max_occupancy";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "rooms_base_occupancy_default" BEFORE INSERT ON "rooms" FOR EACH ROW EXECUTE FUNCTION "rooms_base_occupancy_default"();--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "extra_adult_charge" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "extra_child_charge" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_extra_guest_check" CHECK ("reservations"."extra_guest_amount" >= 0);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_extra_guests_check" CHECK ("rooms"."base_occupancy" between 1 and "rooms"."max_occupancy" and "rooms"."extra_adult_charge" >= 0 and "rooms"."extra_child_charge" >= 0);
