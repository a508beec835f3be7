// The Unanswered tab of /admin-chatbot: what guests asked that the assistant could only answer with
// "contact us", most asked first, with the languages guests asked in, each with "Add to FAQ" so the FAQ
// grows from real questions.

import type { UnansweredQuestionDto } from '@domain/api-types';
import { FAQ_LANGUAGE_LABELS } from '@domain/chatbot';
import { MessageCircleQuestion } from 'lucide-react';
import { AddButton } from '@/components/add-button';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ListStates } from '@/components/ui/empty-state';
import { LoadingPlaceholders, Skeleton } from '@/components/ui/skeleton';
import { useResortClock } from '@/features/site-config';
import { useUnansweredQuestions } from '../api/admin-chatbot';
import type { FaqDialogState } from './faq-dialog';

const QuestionRow = ({ item, onAdd }: { item: UnansweredQuestionDto; onAdd: () => void }) => {
  const { formatDateTime } = useResortClock();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0">
        <p className="font-medium break-words">“{item.question}”</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="warning">
            asked {item.count} {item.count === 1 ? 'time' : 'times'}
          </Badge>
          {item.languages.map((language) => (
            <Badge key={language} variant={language === 'fil' ? 'accent' : 'secondary'}>
              {FAQ_LANGUAGE_LABELS[language]}
            </Badge>
          ))}
          <span>
            last on <time dateTime={item.lastAskedAt}>{formatDateTime(item.lastAskedAt)}</time>
          </span>
        </p>
      </div>
      <AddButton
        variant="outline"
        size="sm"
        onClick={onAdd}
        className="shrink-0"
        aria-label={`Add to FAQ: ${item.question}`}
      >
        Add to FAQ
      </AddButton>
    </Card>
  );
};

export const UnansweredPanel = ({ onOpen }: { onOpen: (state: FaqDialogState) => void }) => {
  const questions = useUnansweredQuestions();
  const list = questions.data ?? [];
  return (
    <section aria-labelledby="unanswered-heading">
      <h2 id="unanswered-heading" className="text-xl font-semibold sm:text-2xl">
        Unanswered questions
      </h2>
      <p className="text-sm text-muted-foreground">
        Guests got “please contact us” for these. Most asked first; a question leaves the list once an FAQ
        entry answers it.
      </p>
      <div className="mt-5">
        <ListStates
          query={questions}
          loading={
            <LoadingPlaceholders label="Loading unanswered questions…" count={4} className="grid gap-3">
              <Skeleton className="h-20 w-full rounded-2xl" />
            </LoadingPlaceholders>
          }
          failed="We couldn't load the unanswered questions."
          items={list}
          empty={{
            icon: MessageCircleQuestion,
            title: 'No unanswered questions',
            text: 'Every question guests asked got an answer. Questions the assistant cannot answer will appear here.',
          }}
        >
          <ol className="grid gap-3">
            {list.map((item) => (
              <li key={item.question}>
                <QuestionRow
                  item={item}
                  // the entry starts in the language most asked (the server lists it first)
                  onAdd={() => onOpen({ mode: 'add', question: item.question, language: item.languages[0] })}
                />
              </li>
            ))}
          </ol>
        </ListStates>
      </div>
    </section>
  );
};
