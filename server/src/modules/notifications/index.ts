// The notifications module's public API. Every email the site sends goes one way: the use case queues
// its event with queueEmail() in its own transaction (./queue), and the job runner sends it (./email-job):
// HTML and plain text from ./templates, rendered by the mail composer, kept in the outbox and sent by the
// mailer (a mail the SMTP server refuses is retried by the 'deliver-email' job, see ./email-delivery).
export { DELIVER_EMAIL_JOB, registerEmailDelivery } from './email-delivery';
export { registerEmailJob } from './email-job';
export type { EmailEvent, NotificationEvent, NotificationType } from './events';
export { inlineMailComposer, type MailComposer, threadMailComposer } from './mail-composer';
export { EMAIL_JOB, type QueueEmailOptions, queueEmail } from './queue';
