CREATE TABLE "reservation_discount_guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"full_name" text NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" uuid,
	"removed_at" timestamp with time zone,
	"removed_reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "reservation_discount_guests_id_type_check" CHECK ("reservation_discount_guests"."id_type" in ('osca', 'pwd'))
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "discount_guests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "vat_exempt_sales" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "vat_exempt_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "discount_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_discount_guests" ADD CONSTRAINT "reservation_discount_guests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_discount_guests" ADD CONSTRAINT "reservation_discount_guests_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_discount_guests" ADD CONSTRAINT "reservation_discount_guests_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_discount_guests_reservation_idx" ON "reservation_discount_guests" USING btree ("reservation_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_discount_check" CHECK ("reservations"."discount_guests" between 0 and "reservations"."adults" + "reservations"."kids" and "reservations"."vat_exempt_sales" >= 0 and "reservations"."vat_exempt_amount" >= 0 and "reservations"."discount_amount" >= 0);