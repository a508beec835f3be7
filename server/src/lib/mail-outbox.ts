// The mailer's rows in the email_outbox table: every mail is kept here before it goes out, with its
// sent mark or its last SMTP error.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Mail } from './mailer';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export const outboxId = (id: string) => eq(emailOutbox.id, id);

export const markSent = (db: Database, id: string) =>
  db.update(emailOutbox).set({ sentAt: new Date(), error: null }).where(outboxId(id));

export const markFailed = (db: Database, id: string, error: unknown) =>
  db
    .update(emailOutbox)
    .set({ error: String(error) })
    .where(outboxId(id));

/**
 * Keeps the mails (one INSERT): all of them without a key; with one, those not kept by an earlier try of
 * that key. Returns the rows to send now: the ones kept here, and with a key the earlier ones not sent yet.
 * Printed mails (no SMTP) are kept as sent.
 */
export const keepMails = async (
  db: Database,
  mails: readonly Mail[],
  { key, printed }: { key: string | undefined; printed: boolean },
): Promise<OutboxRow[]> => {
  // ids made here, so each mail knows its row without relying on RETURNING's order
  const printedAt = printed ? new Date() : null;
  const perRecipient = new Map<string, number>();
  const rows: OutboxRow[] = mails.map((mail) => {
    const n = perRecipient.get(mail.to) ?? 0;
    perRecipient.set(mail.to, n + 1);
    return {
      id: randomUUID(),
      toAddress: mail.to,
      subject: mail.subject,
      body: mail.text,
      html: mail.html ?? null,
      createdAt: new Date(),
      sentAt: printedAt,
      error: null,
      dedupeKey: key === undefined ? null : `${key}:${mail.to}:${n}`,
    };
  });
  if (key === undefined) {
    await db.insert(emailOutbox).values(rows);
    return rows;
  }
  const inserted = await db
    .insert(emailOutbox)
    .values(rows)
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  const keys = rows.map((row) => row.dedupeKey!);
  const kept = await db.select().from(emailOutbox).where(inArray(emailOutbox.dedupeKey, keys));
  const fresh = new Set(inserted.map((row) => row.id));
  const byKey = new Map(kept.map((row) => [row.dedupeKey, row]));
  return keys
    .map((k) => byKey.get(k))
    .filter((row): row is OutboxRow => row !== undefined && (fresh.has(row.id) || row.sentAt === null));
};
