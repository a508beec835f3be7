ALTER TABLE "reservations" ADD COLUMN "extra_guest_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- By hand (drizzle-kit adds the column NOT NULL at once, which the existing rooms could not meet): a room is
-- "good for" its max occupancy until the admin says otherwise, so no existing room's price changes. No
-- default: a default cannot name another column, so whoever inserts a room says it (admin.service.ts).
ALTER TABLE "rooms" ADD COLUMN "base_occupancy" integer;--> statement-breakpoint
UPDATE "rooms" SET "base_occupancy" = "max_occupancy";--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "base_occupancy" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "extra_adult_charge" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "extra_child_charge" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_extra_guest_check" CHECK ("reservations"."extra_guest_amount" >= 0);--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_extra_guests_check" CHECK ("rooms"."base_occupancy" between 1 and "rooms"."max_occupancy" and "rooms"."extra_adult_charge" >= 0 and "rooms"."extra_child_charge" >= 0);
