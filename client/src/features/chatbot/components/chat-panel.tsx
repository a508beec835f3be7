// The chat assistant's panel (spec section 2): a conversation with the resort's rule-based assistant.
// Loaded lazily by ChatLauncher; one message at a time, Enter sends, Shift+Enter breaks the line,
// a found reservation shows as a 'Reservation Found!' banner, a failure as an apology with the
// resort's email and phone.

import { isLanguage } from '@domain/languages';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/skeleton';
import { useContent } from '@/features/content';
import { cn } from '@/lib/utils';
import { useSendChatMessage } from '../api/send-chat-message';
import { type ChatState, outgoingText, showSuggestions } from '../lib/chat-state';
import { chatSessionId, dispatchChat, getChatState, useChatState } from '../lib/chat-store';
import { CHAT_PANEL_ID, PANEL_FRAME } from '../lib/panel-frame';
import { useChatText } from '../messages';
import { ChatComposer } from './chat-composer';
import { AssistantAvatar, ChatMessageBubble } from './chat-message';
import { ChatPanelHeader, SUBTITLE_ID, TITLE_ID } from './chat-panel-header';

/** The suggestion chips, in chat-state's order; each sends its text in the page's language. */
const SUGGESTION_KEYS = ['availability', 'amenities', 'reservation'] as const;

type PanelRefs = {
  panelRef: RefObject<HTMLElement | null>;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  logRef: RefObject<HTMLDivElement | null>;
};

/** Where focus and scroll go as the conversation moves. */
const usePanelFocus = ({ panelRef, inputRef, logRef }: PanelRefs, state: ChatState) => {
  // Focus moves into the panel: the text box on wider screens; on phones the panel itself, so the
  // on-screen keyboard does not cover the conversation before the guest has read it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the panel opens
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: pending is the trigger; the refs are stable
  useEffect(() => {
    const finished = wasPending.current && !state.pending;
    wasPending.current = state.pending;
    if (!finished) return;
    const active = document.activeElement;
    if (!active || active === document.body || panelRef.current?.contains(active))
      inputRef.current?.focus({ preventScroll: true });
  }, [state.pending]);
};

/** The draft and sending it: one message at a time, a failure answered with the resort's contacts. */
const useChatSend = () => {
  const { content } = useContent();
  const email = content('contact_email');
  const phone = content('contact_phone');
  const sendMessage = useSendChatMessage();
  const { t, i18n } = useChatText();
  const [draft, setDraft] = useState('');

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

  return { draft, setDraft, send, phone };
};

const ChatSuggestions = ({ onPick }: { onPick: (text: string) => void }) => {
  const { t } = useChatText();
  return (
    <div className="mt-4 flex flex-wrap gap-2 pl-10">
      {SUGGESTION_KEYS.map((key) => t(`suggestions.${key}`)).map((suggestion) => (
        <button
          key={suggestion}
          type="button"
          onClick={() => onPick(suggestion)}
          className="cursor-pointer rounded-full border border-primary/25 bg-white px-3.5 py-1.5 text-sm font-medium text-primary shadow-xs transition-colors hover:border-primary/50 hover:bg-secondary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {suggestion}
        </button>
      ))}
    </div>
  );
};

export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const state = useChatState();
  const { t } = useChatText();
  const { draft, setDraft, send, phone } = useChatSend();
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  usePanelFocus({ panelRef, inputRef, logRef }, state);

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
        <ChatPanelHeader onClose={onClose} />

        <div ref={logRef} className="flex-1 overflow-y-auto bg-[#fbf7f0] px-3.5 py-4 sm:px-4">
          <div role="log" aria-live="polite" aria-label={t('conversation')} className="flex flex-col gap-3">
            {state.messages.map((message) => (
              <ChatMessageBubble key={message.id} message={message} phone={phone} onNavigate={onClose} />
            ))}
            {state.pending ? <TypingIndicator /> : null}
          </div>
          {showSuggestions(state) ? <ChatSuggestions onPick={(text) => void send(text)} /> : null}
        </div>

        <ChatComposer
          draft={draft}
          onDraftChange={setDraft}
          pending={state.pending}
          inputRef={inputRef}
          onSend={(text) => void send(text)}
        />
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
