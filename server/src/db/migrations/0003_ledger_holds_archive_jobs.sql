CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "archived_by" uuid;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_unique" ON "jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_hold_idx" ON "reservations" USING btree ("hold_expires_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('down_payment', 'guest', 'desk', 'refund'));--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_status_check" CHECK (("reservation_events"."from_status" is null or "reservation_events"."from_status" in ('pending', 'confirmed', 'checked_in', 'completed', 'cancelled', 'expired', 'no_show')) and ("reservation_events"."to_status" is null or "reservation_events"."to_status" in ('pending', 'confirmed', 'checked_in', 'completed', 'cancelled', 'expired', 'no_show')));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('pending', 'confirmed', 'checked_in', 'completed', 'cancelled', 'expired', 'no_show'));