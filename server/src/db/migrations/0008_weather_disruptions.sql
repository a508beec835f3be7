CREATE TABLE "weather_disruptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text NOT NULL,
	"declared_by" uuid,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_by" uuid,
	"lifted_at" timestamp with time zone,
	CONSTRAINT "weather_disruptions_range_check" CHECK ("weather_disruptions"."end_date" >= "weather_disruptions"."start_date")
);
--> statement-breakpoint
ALTER TABLE "reservation_events" ADD COLUMN "weather_disruption_id" uuid;--> statement-breakpoint
ALTER TABLE "weather_disruptions" ADD CONSTRAINT "weather_disruptions_declared_by_users_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_disruptions" ADD CONSTRAINT "weather_disruptions_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weather_disruptions_days_idx" ON "weather_disruptions" USING btree ("start_date","end_date");--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_weather_disruption_id_weather_disruptions_id_fk" FOREIGN KEY ("weather_disruption_id") REFERENCES "public"."weather_disruptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_events_weather_unique" ON "reservation_events" USING btree ("reservation_id","weather_disruption_id","action") WHERE "reservation_events"."weather_disruption_id" is not null;--> statement-breakpoint
CREATE INDEX "reservation_events_weather_idx" ON "reservation_events" USING btree ("weather_disruption_id");