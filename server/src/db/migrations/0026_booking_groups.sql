CREATE TABLE "booking_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_by" uuid,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "group_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_groups" ADD CONSTRAINT "booking_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_groups" ADD CONSTRAINT "booking_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_groups_reference_unique" ON "booking_groups" USING btree ("reference_code");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_groups_idempotency_unique" ON "booking_groups" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "booking_groups_user_idx" ON "booking_groups" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_group_id_booking_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."booking_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_group_payment_idx" ON "payments" USING btree ("group_payment_id");--> statement-breakpoint
CREATE INDEX "reservations_group_idx" ON "reservations" USING btree ("group_id");