// The chat panel's message box: Enter sends, Shift+Enter breaks the line, disabled while a reply is awaited.

import { CHAT_MESSAGE_MAX } from '@domain/schemas/public';
import { SendHorizontal } from 'lucide-react';
import type { FormEvent, RefObject } from 'react';
import { canSend, enterKeyAction } from '../lib/chat-state';
import { useChatText } from '../messages';

const INPUT_ID = 'chat-assistant-input';

type ChatComposerProps = {
  draft: string;
  onDraftChange: (draft: string) => void;
  pending: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend: (text: string) => void;
};

export const ChatComposer = ({ draft, onDraftChange, pending, inputRef, onSend }: ChatComposerProps) => {
  const { t } = useChatText();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSend(draft);
  };
  return (
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
          disabled={pending}
          placeholder={pending ? t('typingPlaceholder') : t('placeholder')}
          aria-describedby={`${INPUT_ID}-hint`}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={(event) => {
            const action = enterKeyAction({
              key: event.key,
              shiftKey: event.shiftKey,
              isComposing: event.nativeEvent.isComposing,
            });
            if (action !== 'send') return;
            event.preventDefault();
            onSend(draft);
          }}
          className="field-sizing-content max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-input bg-white px-3.5 py-2.5 text-base leading-snug text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 focus-visible:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:bg-muted/60 sm:text-sm"
        />
        <button
          type="submit"
          aria-label={t('send')}
          disabled={!canSend(draft, pending)}
          className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full bg-accent text-white shadow-sm transition-colors hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground disabled:shadow-none"
        >
          <SendHorizontal aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={`${INPUT_ID}-hint`} className="mt-1.5 hidden px-1 text-[0.7rem] text-muted-foreground sm:block">
        {t('hint')}
      </p>
    </form>
  );
};
