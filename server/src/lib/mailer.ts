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
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import { keepMails, markFailed, markSent, type OutboxRow, outboxId } from './mail-outbox';

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

/** `<outbox id@sender's domain>`: the same for every try of one kept mail. */
const messageIdOf = (outboxId: string, from: string) =>
  `<${outboxId}@${/@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'}>`;

/** Where a mailer's mails go and who hears of them. */
type Channel = {
  transport: MailTransport | null;
  from: string;
  print: (text: string) => void;
  failureListeners: Set<MailFailureListener>;
  outcomeListeners: Set<(outcome: MailOutcome) => void>;
};

const tell = (channel: Channel, outcome: MailOutcome) => {
  for (const listener of channel.outcomeListeners) listener(outcome);
};

const transmit = (channel: Channel, row: OutboxRow) =>
  channel.transport!.sendMail({
    from: channel.from,
    to: row.toAddress,
    subject: row.subject,
    text: row.body,
    ...(row.html ? { html: row.html } : {}),
    messageId: messageIdOf(row.id, channel.from),
  });

/** Sends one kept row over SMTP; a refusal is recorded and told. Returns an error only if recording failed. */
const sendRow = async (
  channel: Channel,
  db: Database,
  row: OutboxRow,
): Promise<{ error: unknown } | null> => {
  let transmitted = false;
  try {
    await transmit(channel, row);
    transmitted = true;
    tell(channel, 'sent');
    await markSent(db, row.id);
  } catch (error) {
    if (!transmitted) tell(channel, 'failed');
    // a mail server hiccup must not undo the booking or reset that caused the mail: keep it and retry
    try {
      await markFailed(db, row.id, error);
      for (const listener of channel.failureListeners) await listener(db, row.id);
    } catch (recordError) {
      return { error: recordError };
    }
  }
  return null;
};

const sendAll = async (channel: Channel, db: Database, mails: readonly Mail[], options: SendOptions) => {
  if (!mails.length) return;
  const rows = await keepMails(db, mails, { key: options.key, printed: !channel.transport });
  // one mail whose retry could not be queued does not keep the next from going out; its error is thrown after
  let failure: { error: unknown } | null = null;
  for (const row of rows) {
    if (!channel.transport) {
      channel.print(
        `--- email to <${row.toAddress}>: ${row.subject} ---\n${row.body}\n--- end of email ---\n`,
      );
      tell(channel, 'printed');
      continue;
    }
    const recordFailure = await sendRow(channel, db, row);
    failure ??= recordFailure;
  }
  if (failure) throw new MailsKeptError(failure.error);
};

const deliver = async (channel: Channel, db: Database, id: string) => {
  if (!channel.transport) return;
  const [row] = await db.select().from(emailOutbox).where(outboxId(id)).limit(1);
  if (!row || row.sentAt) return;
  try {
    await transmit(channel, row);
  } catch (error) {
    tell(channel, 'failed');
    await markFailed(db, row.id, error);
    throw error;
  }
  tell(channel, 'sent');
  await markSent(db, row.id);
};

export const createMailer = (options: {
  smtpUrl?: string;
  from: string;
  print?: (text: string) => void;
  /** Instead of one made from smtpUrl. */
  transport?: MailTransport;
}): Mailer => {
  const channel: Channel = {
    transport: options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null),
    from: options.from,
    print: options.print ?? ((text: string) => process.stdout.write(text)),
    failureListeners: new Set(),
    outcomeListeners: new Set(),
  };
  return {
    delivers: channel.transport !== null,
    send: (db, mail) => sendAll(channel, db, [mail], {}),
    sendAll: (db, mails, sendOptions = {}) => sendAll(channel, db, mails, sendOptions),
    deliver: (db, id) => deliver(channel, db, id),
    onFailure(listener) {
      channel.failureListeners.add(listener);
      return () => channel.failureListeners.delete(listener);
    },
    onOutcome(listener) {
      channel.outcomeListeners.add(listener);
      return () => channel.outcomeListeners.delete(listener);
    },
  };
};
