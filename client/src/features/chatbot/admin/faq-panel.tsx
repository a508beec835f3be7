// The FAQ tab of /admin-chatbot: the admin's questions and answers as cards (language, keywords,
// phrasings, who changed it last), with Add / Edit dialogs and a delete confirmation.

import type { ChatbotFaqDto } from '@domain/api-types';
import { FAQ_LANGUAGE_LABELS, FAQ_LIMITS } from '@domain/chatbot';
import { BookOpenText } from 'lucide-react';
import { AddButton } from '@/components/add-button';
import { ConfirmDeleteDialog, useConfirmDelete } from '@/components/admin/confirm-delete-dialog';
import { EditDeleteButtons } from '@/components/admin/edit-delete-buttons';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ListStates } from '@/components/ui/empty-state';
import { LoadingPlaceholders, SkeletonBars } from '@/components/ui/skeleton';
import { useResortClock } from '@/features/site-config';
import { useChatbotFaqs, useDeleteFaq } from '../api/admin-chatbot';
import type { FaqDialogState } from './faq-dialog';

const FaqCard = ({
  faq,
  onEdit,
  onDelete,
}: {
  faq: ChatbotFaqDto;
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const { formatDateTime } = useResortClock();
  const headingId = `faq-${faq.id}`;
  const editor = faq.updatedBy ?? faq.createdBy;
  return (
    <Card className="flex h-full flex-col gap-3 p-5" role="article" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-base font-semibold leading-snug">
          {faq.question}
        </h3>
        <Badge variant={faq.language === 'fil' ? 'accent' : 'secondary'} lang={faq.language}>
          {FAQ_LANGUAGE_LABELS[faq.language]}
        </Badge>
      </div>
      <p className="text-sm leading-relaxed whitespace-pre-line text-foreground/90" lang={faq.language}>
        {faq.answer}
      </p>
      {faq.keywords.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs font-medium text-muted-foreground">Keywords:</span>
          {faq.keywords.map((keyword) => (
            <Badge key={keyword} variant="outline" className="font-normal">
              {keyword}
            </Badge>
          ))}
        </div>
      ) : null}
      {faq.phrasings.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-xs font-medium text-muted-foreground">
            {faq.phrasings.length} other {faq.phrasings.length === 1 ? 'phrasing' : 'phrasings'}
          </summary>
          <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-muted-foreground">
            {faq.phrasings.map((phrasing) => (
              <li key={phrasing}>{phrasing}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {faq.updatedAt === faq.createdAt ? 'Added' : 'Changed'}
        {editor ? ` by ${editor.firstName} ${editor.lastName}` : ''} ·{' '}
        <time dateTime={faq.updatedAt}>{formatDateTime(faq.updatedAt)}</time>
      </p>
      <EditDeleteButtons name={faq.question} onEdit={onEdit} onDelete={onDelete} className="pt-1" />
    </Card>
  );
};

export const FaqPanel = ({ onOpen }: { onOpen: (state: FaqDialogState) => void }) => {
  const faqs = useChatbotFaqs();
  const remove = useDeleteFaq();
  const { deleting, ask, dialog } = useConfirmDelete<ChatbotFaqDto>(remove, {
    title: 'FAQ entry deleted',
    deleted: (faq) => `“${faq.question}” was removed from the FAQ.`,
    failure: 'Failed to delete the FAQ entry',
  });
  const list = faqs.data ?? [];
  const full = list.length >= FAQ_LIMITS.entries;
  const add = () => onOpen({ mode: 'add', question: '' });

  return (
    <section aria-labelledby="faq-heading">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="faq-heading" className="text-xl font-semibold sm:text-2xl">
            Frequently asked questions
          </h2>
          <p className="text-sm text-muted-foreground">
            The assistant checks these first, in English and Filipino, before its built-in answers.
          </p>
        </div>
        <AddButton variant="accent" onClick={add} disabled={faqs.isLoading || full} className="shrink-0">
          Add FAQ Entry
        </AddButton>
      </div>
      <div className="mt-5">
        <ListStates
          query={faqs}
          loading={
            <LoadingPlaceholders label="Loading the FAQ…" count={4} className="grid gap-4 md:grid-cols-2">
              <Card className="p-5">
                <SkeletonBars
                  className="grid gap-2.5"
                  bars={['h-5 w-2/3', 'h-4 w-full', 'h-4 w-5/6', 'h-8 w-full']}
                />
              </Card>
            </LoadingPlaceholders>
          }
          failed="We couldn't load the FAQ."
          items={list}
          empty={{
            icon: BookOpenText,
            title: 'No FAQ entries yet',
            text: 'Add the questions guests ask most (breakfast, pets, spa…) and the assistant will answer them your way. The Unanswered tab shows what guests asked that it could not answer.',
            action: <AddButton onClick={add}>Add FAQ Entry</AddButton>,
          }}
        >
          <p className="mb-4 text-sm text-muted-foreground">
            {list.length} of at most {FAQ_LIMITS.entries} entries
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            {list.map((faq) => (
              <li key={faq.id}>
                <FaqCard faq={faq} onEdit={() => onOpen({ mode: 'edit', faq })} onDelete={() => ask(faq)} />
              </li>
            ))}
          </ul>
        </ListStates>
      </div>
      <ConfirmDeleteDialog
        {...dialog}
        title="Delete FAQ Entry"
        description="The assistant will stop giving this answer. Past conversations keep the answer they got."
        details={deleting ? <p className="font-semibold">{deleting.question}</p> : null}
        confirmLabel="Delete Entry"
      />
    </section>
  );
};
