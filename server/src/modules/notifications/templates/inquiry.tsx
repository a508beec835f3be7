// The contact form: an acknowledgement to the address the form named and the staff's "New inquiry" alert.
// The form takes any address, so the acknowledgement holds nothing the sender wrote (no name, subject or
// message): it cannot carry someone's text, links included, to a stranger's mailbox.
import type { InquiryDto } from '@domain/api-types';
import type { ContentMap } from '@domain/content';
import type { Speaker } from '../../../lib/i18n';
import { type Draft, EmailLayout, Facts, Greeting, Paragraph, Quote, SignOff } from './layout';
import { contactOf } from './stay';

export type InquiryMailProps = { inquiry: InquiryDto; content: ContentMap };

type AcknowledgementProps = { to: string; content: ContentMap; lang: Speaker };

/** The acknowledgement is in the language the visitor wrote in (the contact form's); the alert in English. */
export const InquiryReceivedEmail = ({ content, lang }: AcknowledgementProps) => (
  <EmailLayout preview={lang.t('inquiryReceived.preview')} contact={contactOf(content)} lang={lang}>
    <Greeting name="" lang={lang} />
    <Paragraph>{lang.t('inquiryReceived.intro')}</Paragraph>
    <Paragraph>{lang.t('inquiryReceived.notYou')}</Paragraph>
    <SignOff lang={lang} />
  </EmailLayout>
);

export const inquiryReceivedMail = (props: AcknowledgementProps): Draft => ({
  to: props.to,
  subject: props.lang.t('inquiryReceived.subject'),
  element: <InquiryReceivedEmail {...props} />,
});

export const NewInquiryEmail = ({ inquiry, content }: InquiryMailProps) => (
  <EmailLayout preview={`${inquiry.name} wrote: ${inquiry.subject}`} contact={contactOf(content)} staff>
    <Paragraph>A new message came in through the contact form.</Paragraph>
    <Facts
      rows={[
        ['From', inquiry.name],
        ['Email', inquiry.email],
        inquiry.phone.trim() !== '' && ['Phone', inquiry.phone],
        ['Subject', inquiry.subject],
      ]}
    />
    <Quote>{inquiry.message}</Quote>
    <Paragraph>Reply to {inquiry.email}, then mark the inquiry in the admin's inquiries list.</Paragraph>
  </EmailLayout>
);

export const newInquiryMail = (props: InquiryMailProps & { to: string }): Draft => ({
  to: props.to,
  subject: `New inquiry: ${props.inquiry.subject}`,
  element: <NewInquiryEmail {...props} />,
});
