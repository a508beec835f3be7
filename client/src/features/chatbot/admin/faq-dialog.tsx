// Add or Edit an FAQ entry: the question, keywords (comma-separated), other phrasings (one per line),
// the answer and its language. "Add to FAQ" from the unanswered list opens it with the guest's question
// and the language guests asked it in most.

import type { ChatbotFaqDto } from '@domain/api-types';
import { FAQ_LANGUAGE_LABELS, FAQ_LANGUAGES, type FaqLanguage } from '@domain/chatbot';
import { fieldFor } from '@/components/ui/form';
import { FormDialog, type ItemDialogProps, mountedForItem, sendAndClose } from '@/components/ui/form-dialog';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useZodForm } from '@/hooks/use-zod-form';
import { useCreateFaq, useUpdateFaq } from '../api/admin-chatbot';
import { type FaqFormOutput, type FaqFormValues, faqFormSchema } from './faq-form-schema';

const Field = fieldFor<FaqFormValues>();
const LANGUAGE_OPTIONS = FAQ_LANGUAGES.map((value) => ({ value, label: FAQ_LANGUAGE_LABELS[value] }));

export type FaqDialogState =
  | { mode: 'add'; question: string; language?: FaqLanguage }
  | { mode: 'edit'; faq: ChatbotFaqDto }
  | null;

/** The entry's question and language, keywords, other phrasings and answer. */
const FaqFields = () => (
  <>
    <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
      <Field
        name="question"
        label="Question"
        render={(field) => (
          <Input {...field} aria-required="true" placeholder="e.g. Is breakfast included?" />
        )}
      />
      <Field
        name="language"
        label="Language"
        render={(field) => <NativeSelect {...field} options={LANGUAGE_OPTIONS} />}
      />
    </div>
    <Field
      name="keywords"
      label="Keywords"
      description="Separated by commas. A message with every word of one keyword gets this answer, e.g. “breakfast included, free breakfast”."
      render={(field) => <Input {...field} placeholder="breakfast included, free breakfast" />}
    />
    <Field
      name="phrasings"
      label="Other ways guests ask it"
      description="One per line. Close wordings and small typos match too."
      render={(field) => (
        <Textarea
          {...field}
          rows={3}
          placeholder={'Do rooms come with breakfast?\nMay libreng almusal ba?'}
        />
      )}
    />
    <Field
      name="answer"
      label="Answer"
      render={(field) => (
        <Textarea {...field} rows={4} aria-required="true" placeholder="What the assistant replies" />
      )}
    />
  </>
);

/** The form's values: the entry's own, or the unanswered question (and its language) being added. */
const faqDefaults = (state: NonNullable<FaqDialogState>): FaqFormValues => {
  const editing = state.mode === 'edit' ? state.faq : null;
  return {
    question: editing?.question ?? (state.mode === 'add' ? state.question : ''),
    keywords: editing?.keywords.join(', ') ?? '',
    phrasings: editing?.phrasings.join('\n') ?? '',
    answer: editing?.answer ?? '',
    language: editing?.language ?? (state.mode === 'add' ? state.language : undefined) ?? 'en',
  };
};

const FaqForm = ({ item: state, onOpenChange }: ItemDialogProps<NonNullable<FaqDialogState>>) => {
  const editing = state.mode === 'edit' ? state.faq : null;
  const create = useCreateFaq();
  const update = useUpdateFaq();
  const form = useZodForm(faqFormSchema, { defaultValues: faqDefaults(state) });

  const onValid = (input: FaqFormOutput) =>
    sendAndClose(
      onOpenChange,
      editing ? update.mutateAsync({ id: editing.id, input }) : create.mutateAsync(input),
      {
        onSent: () =>
          toast({
            title: editing ? 'FAQ entry updated' : 'FAQ entry added',
            description: `The assistant now answers “${input.question}”.`,
            variant: 'success',
          }),
        failure: editing ? 'Failed to update the FAQ entry' : 'Failed to add the FAQ entry',
      },
    );

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      form={form}
      onValid={onValid}
      idPrefix="faq"
      title={editing ? 'Edit FAQ Entry' : 'Add FAQ Entry'}
      description="The assistant gives this answer when a guest asks the question, a phrasing like it, or uses all words of a keyword. It checks the FAQ before its built-in answers."
      submitLabel={editing ? 'Save Changes' : 'Add to FAQ'}
      pendingLabel="Saving…"
      pending={create.isPending || update.isPending}
    >
      <FaqFields />
    </FormDialog>
  );
};

/** Keyed by the entry, so each opening starts from its saved values. */
export const FaqDialog = mountedForItem(FaqForm, (state) =>
  state.mode === 'edit' ? state.faq.id : `new-${state.question}`,
);
