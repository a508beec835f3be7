// Every email is kept in the outbox table; with SMTP_URL it is also sent by nodemailer,
// without it the full text is printed to stdout (reset codes included) so it still reaches someone.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (db: Database, mail: Mail) => Promise<void> };

export const createMailer = (options: {
  smtpUrl?: string;
  from: string;
  print?: (text: string) => void;
}): Mailer => {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  return {
    async send(db, mail) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ toAddress: mail.to, subject: mail.subject, body: mail.text })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        print(`--- email to <${mail.to}>: ${mail.subject} ---\n${mail.text}\n--- end of email ---\n`);
        return;
      }
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
        if (row) await db.update(emailOutbox).set({ sentAt: new Date() }).where(eqId(row.id));
      } catch (error) {
        // a mail server hiccup must not undo the booking or reset that caused the mail
        if (row)
          await db
            .update(emailOutbox)
            .set({ error: String(error) })
            .where(eqId(row.id));
      }
    },
  };
};

const eqId = (id: string) => eq(emailOutbox.id, id);
