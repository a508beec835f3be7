CREATE TABLE "add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_fil" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fil" text DEFAULT '' NOT NULL,
	"image_path" text,
	"unit" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"daily_limit" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "add_ons_unit_check" CHECK ("add_ons"."unit" in ('person_night', 'night', 'stay', 'trip')),
	CONSTRAINT "add_ons_price_check" CHECK ("add_ons"."price" >= 0),
	CONSTRAINT "add_ons_daily_limit_check" CHECK ("add_ons"."daily_limit" is null or "add_ons"."daily_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "reservation_add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"add_on_id" uuid NOT NULL,
	"day" date NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" uuid,
	"removed_at" timestamp with time zone,
	CONSTRAINT "reservation_add_ons_quantity_check" CHECK ("reservation_add_ons"."quantity" > 0),
	CONSTRAINT "reservation_add_ons_amount_check" CHECK ("reservation_add_ons"."unit_price" >= 0 and "reservation_add_ons"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "add_on_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_add_ons" ADD CONSTRAINT "reservation_add_ons_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_add_ons" ADD CONSTRAINT "reservation_add_ons_add_on_id_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."add_ons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_add_ons" ADD CONSTRAINT "reservation_add_ons_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_add_ons" ADD CONSTRAINT "reservation_add_ons_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_add_ons_reservation_idx" ON "reservation_add_ons" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_add_ons_day_idx" ON "reservation_add_ons" USING btree ("day","add_on_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_add_on_check" CHECK ("reservations"."add_on_amount" >= 0);