CREATE TABLE "cottages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"capacity" integer NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cottages_status_check" CHECK ("cottages"."status" in ('available', 'maintenance', 'booked')),
	CONSTRAINT "cottages_price_check" CHECK ("cottages"."price" > 0),
	CONSTRAINT "cottages_capacity_check" CHECK ("cottages"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "day_pass_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"adult_weekday_price" numeric(12, 2) NOT NULL,
	"adult_weekend_price" numeric(12, 2) NOT NULL,
	"child_weekday_price" numeric(12, 2) NOT NULL,
	"child_weekend_price" numeric(12, 2) NOT NULL,
	"child_rule" text DEFAULT '' NOT NULL,
	"child_rule_fil" text DEFAULT '' NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"daily_capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "day_pass_settings_one_row_check" CHECK ("day_pass_settings"."id" = 1),
	CONSTRAINT "day_pass_settings_prices_check" CHECK ("day_pass_settings"."adult_weekday_price" > 0 and "day_pass_settings"."adult_weekend_price" > 0 and "day_pass_settings"."child_weekday_price" > 0 and "day_pass_settings"."child_weekend_price" > 0),
	CONSTRAINT "day_pass_settings_capacity_check" CHECK ("day_pass_settings"."daily_capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_cottages" (
	"reservation_id" uuid NOT NULL,
	"cottage_id" uuid NOT NULL,
	"day" date NOT NULL,
	"holding" boolean DEFAULT true NOT NULL,
	CONSTRAINT "reservation_cottages_reservation_id_cottage_id_day_pk" PRIMARY KEY("reservation_id","cottage_id","day")
);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_guests_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "kind" text DEFAULT 'stay' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "infants" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_cottages" ADD CONSTRAINT "reservation_cottages_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_cottages" ADD CONSTRAINT "reservation_cottages_cottage_id_cottages_id_fk" FOREIGN KEY ("cottage_id") REFERENCES "public"."cottages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_cottages_one_holder" ON "reservation_cottages" USING btree ("cottage_id","day") WHERE "reservation_cottages"."holding";--> statement-breakpoint
CREATE INDEX "reservation_cottages_day_idx" ON "reservation_cottages" USING btree ("day");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_kind_check" CHECK ("reservations"."kind" in ('stay', 'day_visit'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_kind_room_check" CHECK (("reservations"."kind" = 'stay') = ("reservations"."room_id" is not null));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_guests_check" CHECK ("reservations"."adults" >= 1 and "reservations"."kids" >= 0 and "reservations"."infants" >= 0);--> statement-breakpoint
-- By hand (drizzle-kit does not write these): a cottage's day is held while its reservation is pending,
-- confirmed or checked in (HOLDING_STATUSES), as room_occupancy holds a room's nights. `holding` follows the
-- reservation's status through these two triggers, never through the code, so the unique index
-- reservation_cottages_one_holder decides every race between two bookings of one cottage on one day.
CREATE FUNCTION "reservation_cottages_holding"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT r."status" IN ('pending', 'confirmed', 'checked_in') INTO NEW."holding"
  FROM "reservations" r WHERE r."id" = NEW."reservation_id";
  NEW."holding" := coalesce(NEW."holding", false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservation_cottages_holding" BEFORE INSERT OR UPDATE ON "reservation_cottages" FOR EACH ROW EXECUTE FUNCTION "reservation_cottages_holding"();--> statement-breakpoint
CREATE FUNCTION "reservations_cottages_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- the BEFORE trigger above reads the new status
  UPDATE "reservation_cottages" SET "holding" = "holding" WHERE "reservation_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservations_cottages" AFTER UPDATE OF "status" ON "reservations" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "reservations_cottages_sync"();
