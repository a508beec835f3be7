CREATE SEQUENCE "public"."room_listing_revisions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP TABLE "room_listing_version" CASCADE;--> statement-breakpoint
ALTER TABLE "room_listings" ADD COLUMN "revision" bigint DEFAULT nextval('room_listing_revisions') NOT NULL;--> statement-breakpoint
-- By hand (drizzle-kit does not write these): each answer gets a revision of its own, drawn when it changes,
-- in place of one version for the whole table. A search then reads room_listings alone (issue 11: a second
-- relation cost every search a lookup of its own), and a forced restore, which truncates every table, can
-- no longer leave the site without its version row (every search was then glued by the database). An
-- update that leaves the answer as it was keeps its revision: the server's copy stays good.
CREATE OR REPLACE FUNCTION "room_listing_refresh"(target uuid) RETURNS void LANGUAGE sql AS $$
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
  -- the answer holds every other column's value: the same answer, nothing to write
  ON CONFLICT ("room_id") DO UPDATE SET "answer" = EXCLUDED."answer", "revision" = EXCLUDED."revision",
    "name" = EXCLUDED."name", "base_price" = EXCLUDED."base_price", "max_adults" = EXCLUDED."max_adults",
    "max_kids" = EXCLUDED."max_kids", "max_occupancy" = EXCLUDED."max_occupancy", "status" = EXCLUDED."status"
  WHERE "room_listings"."answer" IS DISTINCT FROM EXCLUDED."answer";
$$;
