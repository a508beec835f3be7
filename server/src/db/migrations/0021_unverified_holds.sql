ALTER TABLE "reservations" ADD COLUMN "verify_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "booked_from" text;--> statement-breakpoint
CREATE INDEX "reservations_verify_by_idx" ON "reservations" USING btree ("verify_by");--> statement-breakpoint
CREATE INDEX "reservations_booked_from_idx" ON "reservations" USING btree ("booked_from");
