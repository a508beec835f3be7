CREATE TABLE "backup_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"trigger" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "backup_failures_trigger_check" CHECK ("backup_failures"."trigger" in ('schedule', 'admin', 'command'))
);
--> statement-breakpoint
CREATE TABLE "backups" (
	"name" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"size_bytes" bigint NOT NULL,
	"trigger" text,
	"storage" text NOT NULL,
	"location" text NOT NULL,
	"host" text NOT NULL,
	"sha256" text,
	"pruned_at" timestamp with time zone,
	CONSTRAINT "backups_storage_check" CHECK ("backups"."storage" in ('s3', 'disk')),
	CONSTRAINT "backups_trigger_check" CHECK ("backups"."trigger" is null or "backups"."trigger" in ('schedule', 'admin', 'command'))
);
--> statement-breakpoint
CREATE INDEX "backup_failures_at_idx" ON "backup_failures" USING btree ("at");--> statement-breakpoint
CREATE INDEX "backups_created_idx" ON "backups" USING btree ("created_at");