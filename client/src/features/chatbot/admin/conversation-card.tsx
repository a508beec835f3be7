// One chat session: who (name or 'Visitor'), the session id cut to 20 characters, when, and the
// exchange as a conversation, each guest message with the language it was written in (when the log
// kept it). Long sessions show their latest exchanges until expanded.

import type { ChatbotConversationDto } from '@domain/api-types';
import { ANSWER_SOURCE_LABELS, FAQ_LANGUAGE_LABELS, type FaqLanguage } from '@domain/chatbot';
import { shortSession } from '@domain/constants';
import { Bot, ChevronDown, UserRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useResortClock } from '@/features/site-config';
import { cn } from '@/lib/utils';
import { type ConversationGroup, visitorName } from './conversation-groups';

const COLLAPSED_EXCHANGES = 3;

/** `at`: the message's time of day on the resort's clock; `lang`: the language of its text, when known. */
const Bubble = ({
  from,
  text,
  at,
  lang,
}: {
  from: 'user' | 'assistant';
  text: string;
  at?: ReactNode;
  lang?: FaqLanguage;
}) => (
  <div className={cn('flex gap-2.5', from === 'user' ? 'flex-row-reverse' : 'flex-row')}>
    <span
      aria-hidden="true"
      className={cn(
        'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
        from === 'user' ? 'bg-accent/15 text-[#a8481f]' : 'bg-secondary text-primary',
      )}
    >
      {from === 'user' ? <UserRound className="size-4" /> : <Bot className="size-4" />}
    </span>
    <div className={cn('grid max-w-[85%] gap-1 sm:max-w-[75%]', from === 'user' ? 'justify-items-end' : '')}>
      <p className="sr-only">{from === 'user' ? 'Guest:' : 'Assistant:'}</p>
      <p
        lang={lang}
        className={cn(
          'rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed break-words whitespace-pre-line',
          from === 'user'
            ? 'rounded-tr-md bg-primary text-primary-foreground'
            : 'rounded-tl-md bg-muted text-foreground',
        )}
      >
        {text}
      </p>
      {at ? <p className="px-1 text-[11px] text-muted-foreground">{at}</p> : null}
    </div>
  </div>
);

/** Which answer the assistant used: the FAQ entry's question, or the kind of built-in answer. */
const AnswerSource = ({ message }: { message: ChatbotConversationDto }) => (
  <span className={message.answerSource === 'fallback' ? 'font-medium text-warning' : undefined}>
    <span className="sr-only">Answer used: </span>
    {ANSWER_SOURCE_LABELS[message.answerSource]}
    {message.faq ? `: ${message.faq.question}` : ''}
  </span>
);

export const ConversationCard = ({ group }: { group: ConversationGroup }) => {
  const [expanded, setExpanded] = useState(false);
  const { formatDateTime, formatTime } = useResortClock();
  const hidden = expanded ? 0 : Math.max(0, group.messages.length - COLLAPSED_EXCHANGES);
  const shown = group.messages.slice(hidden);
  const name = visitorName(group.user);
  const headingId = `session-${group.sessionId}`;

  return (
    <Card className="overflow-hidden" role="article" aria-labelledby={headingId}>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border/70 bg-secondary/35 px-4 py-3 sm:px-5">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
              group.user
                ? 'bg-primary text-primary-foreground'
                : 'bg-white text-muted-foreground ring-1 ring-border',
            )}
          >
            {group.user ? (
              `${group.user.firstName.charAt(0)}${group.user.lastName.charAt(0)}`.toUpperCase()
            ) : (
              <UserRound className="size-5" />
            )}
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="truncate text-base font-semibold">
              {name}
              {group.user ? null : <span className="sr-only"> (not signed in)</span>}
            </h2>
            <p className="truncate font-mono text-xs text-muted-foreground" title={group.sessionId}>
              <span className="sr-only">Session </span>
              {shortSession(group.sessionId)}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2 text-xs text-muted-foreground">
          <time dateTime={group.lastAt}>{formatDateTime(group.lastAt)}</time>
          <Badge variant="outline">
            {group.messages.length} {group.messages.length === 1 ? 'message' : 'messages'}
          </Badge>
        </div>
      </header>
      <div className="grid gap-3 px-4 py-4 sm:px-5">
        {hidden > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-center text-primary"
            onClick={() => setExpanded(true)}
          >
            <ChevronDown aria-hidden="true" /> Show {hidden} earlier {hidden === 1 ? 'exchange' : 'exchanges'}
          </Button>
        ) : null}
        {shown.map((message, i) => (
          <div key={`${message.createdAt}-${i}`} className="grid gap-3">
            <Bubble
              from="user"
              text={message.userMessage}
              lang={message.language ?? undefined}
              at={
                message.language
                  ? `${formatTime(message.createdAt)} · ${FAQ_LANGUAGE_LABELS[message.language]}`
                  : formatTime(message.createdAt)
              }
            />
            <Bubble from="assistant" text={message.botResponse} at={<AnswerSource message={message} />} />
          </div>
        ))}
      </div>
    </Card>
  );
};
