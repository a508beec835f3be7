CREATE TABLE "calendar_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"checkin" date NOT NULL,
	"checkout" date NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"conflict_reservation_id" uuid,
	"conflict_block_id" uuid,
	"detected_at" timestamp with time zone,
	"removed_from_feed_at" timestamp with time zone,
	"resolution" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_blocks_dates_check" CHECK ("calendar_blocks"."checkout" > "calendar_blocks"."checkin"),
	CONSTRAINT "calendar_blocks_state_check" CHECK ("calendar_blocks"."state" in ('active', 'conflict', 'handled')),
	CONSTRAINT "calendar_blocks_resolution_check" CHECK ("calendar_blocks"."resolution" is null or "calendar_blocks"."resolution" in ('cancelled_ours', 'marked_handled'))
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"url" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"failure_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "calendar_feeds_channel_check" CHECK ("calendar_feeds"."channel" in ('airbnb', 'booking_com', 'agoda', 'other'))
);
--> statement-breakpoint
CREATE TABLE "room_occupancy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"nights" daterange NOT NULL,
	"reservation_id" uuid,
	"block_id" uuid,
	CONSTRAINT "room_occupancy_one_source_check" CHECK (("room_occupancy"."reservation_id" is null) <> ("room_occupancy"."block_id" is null))
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "calendar_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_conflict_reservation_id_reservations_id_fk" FOREIGN KEY ("conflict_reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_conflict_block_id_calendar_blocks_id_fk" FOREIGN KEY ("conflict_block_id") REFERENCES "public"."calendar_blocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_occupancy" ADD CONSTRAINT "room_occupancy_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_occupancy" ADD CONSTRAINT "room_occupancy_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_occupancy" ADD CONSTRAINT "room_occupancy_block_id_calendar_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."calendar_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_blocks_feed_uid_unique" ON "calendar_blocks" USING btree ("feed_id","uid");--> statement-breakpoint
CREATE INDEX "calendar_blocks_room_idx" ON "calendar_blocks" USING btree ("room_id","checkin");--> statement-breakpoint
CREATE INDEX "calendar_blocks_state_idx" ON "calendar_blocks" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_room_url_unique" ON "calendar_feeds" USING btree ("room_id","url");--> statement-breakpoint
CREATE INDEX "calendar_feeds_due_idx" ON "calendar_feeds" USING btree ("next_sync_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_occupancy_reservation_unique" ON "room_occupancy" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_occupancy_block_unique" ON "room_occupancy" USING btree ("block_id");--> statement-breakpoint
-- By hand (drizzle-kit does not write these): the one rule against double booking, across reservations
-- and calendar blocks. A room-night is in at most one row, whoever holds it.
ALTER TABLE "room_occupancy" ADD CONSTRAINT "room_occupancy_no_overlap" EXCLUDE USING gist ("room_id" WITH =, "nights" WITH &&);--> statement-breakpoint
CREATE FUNCTION "room_occupancy_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  holds boolean;
BEGIN
  -- what holds nights: a reservation pending, confirmed or checked in (HOLDING_STATUSES); an active block
  IF TG_TABLE_NAME = 'reservations' THEN
    holds := NEW."status" IN ('pending', 'confirmed', 'checked_in');
  ELSE
    holds := NEW."state" = 'active';
  END IF;
  DELETE FROM "room_occupancy" WHERE "reservation_id" = NEW."id" OR "block_id" = NEW."id";
  IF holds THEN
    INSERT INTO "room_occupancy" ("room_id", "nights", "reservation_id", "block_id")
    VALUES (
      NEW."room_id",
      daterange(NEW."checkin", NEW."checkout", '[)'),
      CASE WHEN TG_TABLE_NAME = 'reservations' THEN NEW."id" END,
      CASE WHEN TG_TABLE_NAME = 'calendar_blocks' THEN NEW."id" END
    );
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservations_occupancy" AFTER INSERT OR UPDATE OF "status", "room_id", "checkin", "checkout" ON "reservations" FOR EACH ROW EXECUTE FUNCTION "room_occupancy_sync"();--> statement-breakpoint
CREATE TRIGGER "calendar_blocks_occupancy" AFTER INSERT OR UPDATE OF "state", "room_id", "checkin", "checkout" ON "calendar_blocks" FOR EACH ROW EXECUTE FUNCTION "room_occupancy_sync"();--> statement-breakpoint
INSERT INTO "room_occupancy" ("room_id", "nights", "reservation_id")
SELECT "room_id", daterange("checkin", "checkout", '[)'), "id" FROM "reservations" WHERE "status" IN ('pending', 'confirmed', 'checked_in');
