-- The optional Filipino title and text of each website content item ('' on existing rows: Filipino pages
-- show the English until an admin writes one).
ALTER TABLE "content_items" ADD COLUMN "title_fil" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_items" ADD COLUMN "content_fil" text DEFAULT '' NOT NULL;