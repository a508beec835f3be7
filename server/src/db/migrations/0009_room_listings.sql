CREATE TABLE "room_listing_version" (
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_listings" (
	"room_id" uuid PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"name" text NOT NULL,
	"base_price" numeric(12, 2) NOT NULL,
	"max_adults" integer NOT NULL,
	"max_kids" integer NOT NULL,
	"max_occupancy" integer NOT NULL,
	"status" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_listings" ADD CONSTRAINT "room_listings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_occupancy_nights_idx" ON "room_occupancy" USING gist ("nights");--> statement-breakpoint
-- By hand (drizzle-kit does not write these): each room on the site with its answer as the visitor's API
-- gives it (domain/api/rooms.ts: roomSchema with its rates) and the columns the search filters and sorts
-- by, rebuilt whenever the room or one of its rates changes; an archived room has none.
-- row_to_json is compact and escapes strings as JSON.stringify does; its keys are the aliases, in the
-- schema's order. Money is numeric(12,2) as text ("4500.00"); images and amenities go through text[]
-- because jsonb's own text has spaces after commas; string_agg rather than json_agg, which writes ", \n ".
-- A change of the answer's shape redefines this function in a new migration and runs it for every room.
CREATE FUNCTION "room_listing_refresh"(target uuid) RETURNS void LANGUAGE sql AS $$
  -- an archived room is off the site: no listing
  DELETE FROM "room_listings" l WHERE l."room_id" = target
    AND NOT EXISTS (SELECT 1 FROM "rooms" r WHERE r."id" = target AND r."archived_at" IS NULL);
  INSERT INTO "room_listings"
    ("room_id", "answer", "name", "base_price", "max_adults", "max_kids", "max_occupancy", "status")
  SELECT r."id", row_to_json(room)::text, r."name", r."base_price", r."max_adults", r."max_kids",
    r."max_occupancy", r."status"
  FROM "rooms" r, LATERAL (SELECT r."id", r."name", r."description",
    coalesce(r."image_path", r."images" ->> 0) AS "imagePath",
    array(SELECT e FROM jsonb_array_elements_text(r."images") WITH ORDINALITY AS t(e, i) ORDER BY i) AS "images",
    r."base_price"::text AS "basePrice", r."max_adults" AS "maxAdults", r."max_kids" AS "maxKids",
    r."max_occupancy" AS "maxOccupancy", r."status",
    array(SELECT e FROM jsonb_array_elements_text(r."amenities") WITH ORDINALITY AS t(e, i) ORDER BY i) AS "amenities",
    coalesce((
      SELECT '[' || string_agg(row_to_json(rate)::text, ',' ORDER BY rr."valid_from", rr."rate_type") || ']'
      FROM "room_rates" rr, LATERAL (SELECT rr."id", rr."rate_type" AS "rateType", rr."price"::text AS "price",
        rr."description", rr."valid_from"::text AS "validFrom", rr."valid_to"::text AS "validTo") rate
      WHERE rr."room_id" = r."id"
    ), '[]')::json AS "rates") room
  WHERE r."id" = target AND r."archived_at" IS NULL
  ON CONFLICT ("room_id") DO UPDATE SET "answer" = EXCLUDED."answer", "name" = EXCLUDED."name",
    "base_price" = EXCLUDED."base_price", "max_adults" = EXCLUDED."max_adults", "max_kids" = EXCLUDED."max_kids",
    "max_occupancy" = EXCLUDED."max_occupancy", "status" = EXCLUDED."status";
  -- in the same transaction as the change: a reader sees the new listings and the new version together
  UPDATE "room_listing_version" SET "version" = "version" + 1;
$$;--> statement-breakpoint
CREATE FUNCTION "room_listings_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'rooms' THEN
    PERFORM "room_listing_refresh"(NEW."id");
  ELSE
    -- a rate moved to another room changes both; a rate deleted with its room finds no room to refresh
    IF TG_OP <> 'INSERT' THEN PERFORM "room_listing_refresh"(OLD."room_id"); END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."room_id" <> OLD."room_id") THEN
      PERFORM "room_listing_refresh"(NEW."room_id");
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "rooms_listing" AFTER INSERT OR UPDATE ON "rooms" FOR EACH ROW EXECUTE FUNCTION "room_listings_sync"();--> statement-breakpoint
CREATE TRIGGER "room_rates_listing" AFTER INSERT OR UPDATE OR DELETE ON "room_rates" FOR EACH ROW EXECUTE FUNCTION "room_listings_sync"();--> statement-breakpoint
INSERT INTO "room_listing_version" ("version") VALUES (0);--> statement-breakpoint
SELECT "room_listing_refresh"("id") FROM "rooms";
