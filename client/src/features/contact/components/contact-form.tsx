// 'Send us a Message' (spec sections 2, 4, 5, 7): idle -> sending ('Sending...', button disabled)
// -> success (toast, form cleared) or error (toast with the server's sentence or the default).

import { INQUIRY_SUBJECTS } from '@domain/constants';
import { MSG } from '@domain/messages';
import { type InquiryInput, inquirySchema } from '@domain/schemas/public';
import { CircleCheck, Send } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField } from '@/components/email-field';
import { Button } from '@/components/ui/button';
import { Form, fieldFor } from '@/components/ui/form';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { ApiError, errorMessage } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { translateMessage } from '@/lib/i18n/validation';
import { cn } from '@/lib/utils';
import { useCreateInquiry } from '../api/create-inquiry';
import { useContactText } from '../messages';

type FormValues = InquiryInput;

const Field = fieldFor<FormValues>();
type InquiryValues = z.output<typeof inquirySchema>;
const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
const EMPTY: FormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** What the name and phone inputs ask the browser and the guest for. */
const INPUTS = {
  name: { autoComplete: 'name', maxLength: 120, placeholder: 'Juan dela Cruz', 'aria-required': true },
  phone: {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    maxLength: 40,
    placeholder: '+63 9XX XXX XXXX',
  },
} as const satisfies Record<string, ComponentProps<'input'>>;

/** Next to a field, a missing value reads better as a short note; the toast carries the spec's sentence. */
const fieldMessage = (message: string) =>
  message === MSG.requiredFields ? i18n.t('form.required', { ns: 'contact' }) : translateMessage(message);

/** Sends the inquiry: success clears the form and says so; the server's field messages go to their fields. */
const useInquiryForm = () => {
  const [sent, setSent] = useState(false);
  const inquiry = useCreateInquiry();
  const form = useZodForm(inquirySchema, {
    defaultValues: EMPTY,
  });
  const { reset, setError } = form;

  const onValid = (values: InquiryValues) => {
    setSent(false);
    inquiry.mutate(values, {
      onSuccess: () => {
        toast({ title: MSG.messageSentTitle, description: MSG.messageSent, variant: 'success' });
        reset(EMPTY);
        setSent(true);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fieldErrors)) {
            if ((FIELDS as readonly string[]).includes(field))
              setError(field as keyof FormValues, { message }, { shouldFocus: true });
          }
        }
        toast({
          title: 'Error',
          description: errorMessage(error, MSG.messageFailed),
          variant: 'destructive',
        });
      },
    });
  };

  const onInvalid = (invalid: FieldErrors<FormValues>) => {
    setSent(false);
    const messages = FIELDS.map((field) => invalid[field]?.message).filter(Boolean);
    const description = messages.includes(MSG.requiredFields) ? MSG.requiredFields : messages[0];
    toast({ title: 'Error', description, variant: 'destructive' });
  };

  return { form, sent, setSent, sending: inquiry.isPending, onValid, onInvalid };
};

const InquiryFields = () => {
  const { t } = useContactText();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="name" label={t('form.name')} render={(field) => <Input {...field} {...INPUTS.name} />} />
        <EmailField />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="phone"
          label={t('form.phone')}
          render={(field) => <Input {...field} {...INPUTS.phone} />}
        />
        <Field
          name="subject"
          label={t('form.subject')}
          render={(field) => (
            <NativeSelect {...field} aria-required="true" options={INQUIRY_SUBJECTS}>
              <option value="" disabled>
                {t('form.selectSubject')}
              </option>
            </NativeSelect>
          )}
        />
      </div>
      <Field
        name="message"
        label={t('form.message')}
        render={(field) => (
          <Textarea
            {...field}
            rows={4}
            maxLength={5000}
            placeholder={t('form.messagePlaceholder')}
            aria-required="true"
          />
        )}
      />
    </>
  );
};

export const ContactForm = ({ className }: { className?: string }) => {
  const { t } = useContactText();
  const { form, sent, setSent, sending, onValid, onInvalid } = useInquiryForm();

  return (
    <Form form={form} messageText={fieldMessage}>
      <form
        noValidate
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        onChange={() => sent && setSent(false)}
        aria-busy={sending}
        className={cn('grid gap-5', className)}
      >
        <InquiryFields />
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p role="status" className="text-sm text-success">
            {sent ? (
              <span className="inline-flex items-center gap-1.5">
                <CircleCheck aria-hidden="true" className="size-4" />
                {t('form.sent')}
              </span>
            ) : null}
          </p>
          <Button type="submit" size="lg" disabled={sending} className="w-full sm:w-auto">
            <Send aria-hidden="true" />
            {sending ? t('form.sending') : t('form.send')}
          </Button>
        </div>
      </form>
    </Form>
  );
};
