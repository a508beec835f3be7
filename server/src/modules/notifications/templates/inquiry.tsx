// The contact form: an acknowledgement to whoever wrote (their message quoted back) and the staff's
// "New inquiry" alert.
import type { InquiryDto } from '@domain/api-types';
import type { ContentMap } from '@domain/content';
import { type Draft, EmailLayout, Facts, Greeting, Paragraph, Quote, SignOff } from './layout';
import { contactOf } from './stay';

export type InquiryMailProps = { inquiry: InquiryDto; content: ContentMap };

export const InquiryReceivedEmail = ({ inquiry, content }: InquiryMailProps) => (
  <EmailLayout preview="Thank you for your message." contact={contactOf(content)}>
    <Greeting name={inquiry.name} />
    <Paragraph>
      Thank you for writing to us. We have received your message and will reply to {inquiry.email} soon.
    </Paragraph>
    <Facts rows={[['Subject', inquiry.subject]]} />
    <Quote>{inquiry.message}</Quote>
    <SignOff />
  </EmailLayout>
);

export const inquiryReceivedMail = (props: InquiryMailProps): Draft => ({
  to: props.inquiry.email,
  subject: 'We received your message',
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
