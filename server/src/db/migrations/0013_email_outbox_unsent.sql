-- The mails not sent yet (a small set once printed mails count as sent): the sweep that queues a retry
-- for a mail whose failure could not queue one (notifications/email-delivery.ts) reads them by age.
CREATE INDEX "email_outbox_unsent_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."sent_at" is null;