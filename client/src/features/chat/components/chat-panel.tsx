// The chat assistant's panel (spec section 2): a conversation with the resort's rule-based assistant.
// Loaded lazily by ChatLauncher; one message at a time, Enter sends, Shift+Enter breaks the line,
// a found reservation shows as a 'Reservation Found!' banner, a failure as an apology with the
// resort's email and phone.

import { isLanguage } from '@domain/languages';
import { CHAT_MESSAGE_MAX } from '@domain/schemas/public';
import { SendHorizontal, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { BrandMark } from '@/components/layout/brand';
import { Spinner } from '@/components/ui/skeleton';
import { useContent } from '@/features/content';
import { cn } from '@/lib/utils';
import { useSendChatMessage } from '../api/send-chat-message';
import { canSend, enterKeyAction, outgoingText, showSuggestions } from '../lib/chat-state';
import { chatSessionId, dispatchChat, getChatState, useChatState } from '../lib/chat-store';
import { CHAT_PANEL_ID, PANEL_FRAME } from '../lib/panel-frame';
import { useChatText } from '../messages';

/** The suggestion chips, in chat-state's order; each sends its text in the page's language. */
const SUGGESTION_KEYS = ['availability', 'amenities', 'reservation'] as const;

import { AssistantAvatar, ChatMessageBubble } from './chat-message';

const TITLE_ID = 'chat-assistant-title';
const SUBTITLE_ID = 'chat-assistant-subtitle';
const INPUT_ID = 'chat-assistant-input';

export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const state = useChatState();
  const { content } = useContent();
  const email = content('contact_email');
  const phone = content('contact_phone');
  const sendMessage = useSendChatMessage();
  const { t, i18n } = useChatText();
  const [draft, setDraft] = useState('');
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  // Focus moves into the panel: the text box on wider screens; on phones the panel itself, so the
  // on-screen keyboard does not cover the conversation before the guest has read it.
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 640px)').matches;
    (wide ? inputRef.current : panelRef.current)?.focus({ preventScroll: true });
  }, []);

  // The newest message (or the typing indicator) stays in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the message count and pending are the triggers
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTo({ top: log.scrollHeight, behavior: 'smooth' });
  }, [state.messages.length, state.pending]);

  // The text box is disabled while a reply is awaited, which drops its focus: give it back.
  const wasPending = useRef(state.pending);
  useEffect(() => {
    const finished = wasPending.current && !state.pending;
    wasPending.current = state.pending;
    if (!finished) return;
    const active = document.activeElement;
    if (!active || active === document.body || panelRef.current?.contains(active))
      inputRef.current?.focus({ preventScroll: true });
  }, [state.pending]);

  const send = async (raw: string) => {
    const message = outgoingText(raw);
    if (message === null || getChatState().pending) return;
    dispatchChat({ type: 'sent', text: message });
    setDraft('');
    try {
      const reply = await sendMessage.mutateAsync({
        message,
        sessionId: chatSessionId(),
        language: isLanguage(i18n.language) ? i18n.language : 'en',
      });
      dispatchChat({ type: 'replied', reply });
    } catch {
      dispatchChat({ type: 'failed', text: t('failure', { email, phone }) });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(draft);
  };

  return (
    <>
      {/* phones: the page behind the sheet dims and a tap on it closes the chat */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onClose}
        className="fixed inset-0 z-[44] cursor-default bg-foreground/35 backdrop-blur-[1px] sm:hidden"
      />
      <section
        ref={panelRef}
        id={CHAT_PANEL_ID}
        role="dialog"
        aria-modal="false"
        aria-labelledby={TITLE_ID}
        aria-describedby={SUBTITLE_ID}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          }
        }}
        className={cn(
          PANEL_FRAME,
          'outline-none transition-[opacity,translate] duration-200 ease-out starting:translate-y-4 starting:opacity-0',
        )}
      >
        <header className="relative flex items-center gap-3 overflow-hidden bg-gradient-to-br from-primary via-[#0a6170] to-[#0e7c86] px-4 py-3.5 text-white">
          <div
            aria-hidden="true"
            className="absolute -right-8 -top-10 size-32 rounded-full bg-[radial-gradient(circle,rgb(255_196_150/0.55),transparent_65%)]"
          />
          <span className="relative grid size-11 shrink-0 place-items-center rounded-full bg-white/12 ring-1 ring-white/25">
            <BrandMark className="size-9 text-white" />
          </span>
          <div className="relative min-w-0 flex-1">
            <h2 id={TITLE_ID} className="font-display text-lg font-semibold leading-tight">
              {t('title')}
            </h2>
            <p id={SUBTITLE_ID} className="mt-0.5 flex items-center gap-1.5 text-xs text-white/85">
              <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-lagoon" />
              {t('subtitle')}
            </p>
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('closeChat')}
            className="relative grid size-10 shrink-0 cursor-pointer place-items-center rounded-full text-white/90 transition-colors hover:bg-white/15 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </header>

        <div ref={logRef} className="flex-1 overflow-y-auto bg-[#fbf7f0] px-3.5 py-4 sm:px-4">
          <div role="log" aria-live="polite" aria-label={t('conversation')} className="flex flex-col gap-3">
            {state.messages.map((message) => (
              <ChatMessageBubble key={message.id} message={message} phone={phone} onNavigate={onClose} />
            ))}
            {state.pending ? <TypingIndicator /> : null}
          </div>
          {showSuggestions(state) ? (
            <div className="mt-4 flex flex-wrap gap-2 pl-10">
              {SUGGESTION_KEYS.map((key) => t(`suggestions.${key}`)).map((suggestion) => (
                <button
                  key={suggestion}
                  type="button"
                  onClick={() => void send(suggestion)}
                  className="cursor-pointer rounded-full border border-primary/25 bg-white px-3.5 py-1.5 text-sm font-medium text-primary shadow-xs transition-colors hover:border-primary/50 hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {suggestion}
                </button>
              ))}
            </div>
          ) : null}
        </div>

        <form
          noValidate
          onSubmit={onSubmit}
          className="border-t border-border bg-card px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-3"
        >
          <div className="flex items-end gap-2">
            <label htmlFor={INPUT_ID} className="sr-only">
              {t('inputLabel')}
            </label>
            <textarea
              ref={inputRef}
              id={INPUT_ID}
              rows={1}
              value={draft}
              maxLength={CHAT_MESSAGE_MAX}
              disabled={state.pending}
              placeholder={state.pending ? t('typingPlaceholder') : t('placeholder')}
              aria-describedby={`${INPUT_ID}-hint`}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                const action = enterKeyAction({
                  key: event.key,
                  shiftKey: event.shiftKey,
                  isComposing: event.nativeEvent.isComposing,
                });
                if (action !== 'send') return;
                event.preventDefault();
                void send(draft);
              }}
              className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-input bg-white px-3.5 py-2.5 text-base leading-snug text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 focus-visible:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:bg-muted/60 sm:text-sm"
            />
            <button
              type="submit"
              aria-label={t('send')}
              disabled={!canSend(draft, state.pending)}
              className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full bg-accent text-white shadow-sm transition-colors hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none"
            >
              <SendHorizontal aria-hidden="true" className="size-5" />
            </button>
          </div>
          <p
            id={`${INPUT_ID}-hint`}
            className="mt-1.5 hidden px-1 text-[0.7rem] text-muted-foreground sm:block"
          >
            {t('hint')}
          </p>
        </form>
      </section>
    </>
  );
}

const TypingIndicator = () => {
  const { t } = useChatText();
  return (
    <div className="flex items-end gap-2">
      <AssistantAvatar />
      <div className="inline-flex items-center gap-2 rounded-2xl rounded-bl-md border border-border/70 bg-white px-3.5 py-2.5 text-sm text-muted-foreground shadow-xs">
        <Spinner className="size-4 text-primary" label={t('typingLabel')} />
        <span aria-hidden="true">{t('typing')}</span>
      </div>
    </div>
  );
};
