// Every email is kept in the outbox table; with SMTP_URL it is also sent by nodemailer (plain text and,
// when the mail has one, HTML), without it the full text is printed to stdout (reset codes included) so
// it still reaches someone. A mail the SMTP server refuses stays in the outbox with its error, and the
// failure listeners hear of it (the notifications module queues a 'deliver-email' retry job); deliver()
// sends it again from the outbox, and never once it has been sent. A printed mail is kept as sent: the
// outbox's unsent mails are the ones an SMTP server has still to take.
// Mails sent with a key (a job's: `notify:<job id>`) are kept once per key, recipient and position, so a
// job that runs again after a crash sends only those of its mails that were not sent yet. Each mail's
// Message-ID is made of its outbox id: the one copy that can still go twice (the SMTP server took it, the
// process died before its "sent" mark) has the same Message-ID as the first, for the mailbox to drop.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';

/**
 * Thrown by sendAll once its mails are in the outbox, when a refused one could not be queued for a retry.
 * Running the caller again would keep (and send) the others twice; nothing else that sendAll throws got a
 * mail out.
 */
export class MailsKeptError extends Error {
  constructor(cause: unknown) {
    super('The mails were kept, but a refused one could not be queued for a retry', { cause });
  }
}

export type Mail = { to: string; subject: string; text: string; html?: string };

export type SendOptions = {
  /**
   * Names this group of mails for good (a job's id): sent again with the same key, a mail already kept is
   * not kept again, and is sent only if it was not sent yet.
   */
  key?: string;
};

/** What a mail came to: handed to the SMTP server, printed to stdout (no SMTP_URL), or refused by SMTP. */
export type MailOutcome = 'sent' | 'printed' | 'failed';

/** Told the outbox id of a mail the SMTP server refused. */
export type MailFailureListener = (db: Database, outboxId: string) => Promise<void>;

export type Mailer = {
  /** True when mails go to an SMTP server (which may refuse them); false when they are printed. */
  delivers: boolean;
  send: (db: Database, mail: Mail) => Promise<void>;
  /** Like send() for each, with one outbox INSERT for them all (an event's emails: one statement, one commit). */
  sendAll: (db: Database, mails: readonly Mail[], options?: SendOptions) => Promise<void>;
  /** Sends a kept mail again (the retry job): throws while SMTP fails; does nothing once it was sent. */
  deliver?: (db: Database, outboxId: string) => Promise<void>;
  /** Adds a listener for refused mails; returns its removal. */
  onFailure?: (listener: MailFailureListener) => () => void;
  /** Adds a listener told of each mail's outcome, each try of a retry included (the metrics); returns its removal. */
  onOutcome?: (listener: (outcome: MailOutcome) => void) => () => void;
};

/** The part of a nodemailer transport the mailer uses (tests pass a fake). */
export type MailTransport = {
  sendMail: (message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    messageId: string;
  }) => Promise<unknown>;
};

type OutboxRow = typeof emailOutbox.$inferSelect;

/** `<outbox id@sender's domain>`: the same for every try of one kept mail. */
const messageIdOf = (outboxId: string, from: string) =>
  `<${outboxId}@${/@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'}>`;

export const createMailer = (options: {
  smtpUrl?: string;
  from: string;
  print?: (text: string) => void;
  /** Instead of one made from smtpUrl. */
  transport?: MailTransport;
}): Mailer => {
  const transport: MailTransport | null =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null);
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  const listeners = new Set<MailFailureListener>();
  const outcomeListeners = new Set<(outcome: MailOutcome) => void>();
  const tell = (outcome: MailOutcome) => {
    for (const listener of outcomeListeners) listener(outcome);
  };

  const transmit = (row: OutboxRow) =>
    transport!.sendMail({
      from: options.from,
      to: row.toAddress,
      subject: row.subject,
      text: row.body,
      ...(row.html ? { html: row.html } : {}),
      messageId: messageIdOf(row.id, options.from),
    });

  const markSent = (db: Database, id: string) =>
    db.update(emailOutbox).set({ sentAt: new Date(), error: null }).where(eqId(id));
  const markFailed = (db: Database, id: string, error: unknown) =>
    db
      .update(emailOutbox)
      .set({ error: String(error) })
      .where(eqId(id));

  /**
   * Keeps the mails (one INSERT): all of them without a key; with one, those not kept by an earlier try of
   * that key. Returns the rows to send now: the ones kept here, and with a key the earlier ones not sent yet.
   */
  const keep = async (
    db: Database,
    mails: readonly Mail[],
    key: string | undefined,
  ): Promise<OutboxRow[]> => {
    // ids made here, so each mail knows its row without relying on RETURNING's order
    const printedAt = transport ? null : new Date();
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

  const sendAll: Mailer['sendAll'] = async (db, mails, sendOptions = {}) => {
    if (!mails.length) return;
    const rows = await keep(db, mails, sendOptions.key);
    // one mail whose retry could not be queued does not keep the next from going out; its error is thrown after
    let failure: { error: unknown } | null = null;
    for (const row of rows) {
      if (!transport) {
        print(`--- email to <${row.toAddress}>: ${row.subject} ---\n${row.body}\n--- end of email ---\n`);
        tell('printed');
        continue;
      }
      let transmitted = false;
      try {
        await transmit(row);
        transmitted = true;
        tell('sent');
        await markSent(db, row.id);
      } catch (error) {
        if (!transmitted) tell('failed');
        // a mail server hiccup must not undo the booking or reset that caused the mail: keep it and retry
        try {
          await markFailed(db, row.id, error);
          for (const listener of listeners) await listener(db, row.id);
        } catch (recordError) {
          failure ??= { error: recordError };
        }
      }
    }
    if (failure) throw new MailsKeptError(failure.error);
  };

  return {
    delivers: transport !== null,
    send: (db, mail) => sendAll(db, [mail]),
    sendAll,

    async deliver(db, outboxId) {
      if (!transport) return;
      const [row] = await db.select().from(emailOutbox).where(eqId(outboxId)).limit(1);
      if (!row || row.sentAt) return;
      try {
        await transmit(row);
      } catch (error) {
        tell('failed');
        await markFailed(db, row.id, error);
        throw error;
      }
      tell('sent');
      await markSent(db, row.id);
    },

    onFailure(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    onOutcome(listener) {
      outcomeListeners.add(listener);
      return () => outcomeListeners.delete(listener);
    },
  };
};

const eqId = (id: string) => eq(emailOutbox.id, id);
