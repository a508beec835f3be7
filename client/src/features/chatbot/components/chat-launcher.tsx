// The floating chat button (spec section 2, "Chat assistant"). Only this button ships with the page;
// the panel is its own chunk, fetched on the first click (or as soon as the pointer nears the button).
// It appears once the script has taken the page over: before that a press would do nothing.

import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/skeleton';
import { useHydrated } from '@/hooks/use-hydrated';
import { cn } from '@/lib/utils';
import { CHAT_PANEL_ID, PANEL_FRAME } from '../lib/panel-frame';
import { useChatText } from '../messages';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

export const ChatLauncher = () => {
  const [open, setOpen] = useState(false);
  const { t } = useChatText();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const returnFocus = useRef(false);
  const hydrated = useHydrated();

  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);

  // Focus goes back to the button once it is shown again (phones hide it under the open sheet).
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);

  if (!hydrated) return null;
  return (
    <>
      {open ? (
        <Suspense fallback={<PanelLoading />}>
          <ChatPanel onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? t('close') : t('open')}
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) close();
        }}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={cn(
          'group fixed bottom-5 right-5 z-40 grid size-14 cursor-pointer place-items-center rounded-full bg-primary text-primary-foreground shadow-lift ring-4 ring-white/70 transition-[transform,background-color] duration-200 hover:scale-105 hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring sm:bottom-6 sm:right-6',
          open && 'max-sm:hidden',
        )}
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <>
            <MessageCircle aria-hidden="true" className="size-6 transition-transform group-hover:-rotate-6" />
            {/* a small sunset-coral dot: someone is here to help */}
            <span
              aria-hidden="true"
              className="absolute right-1 top-1 size-3.5 rounded-full border-2 border-white bg-coral"
            />
          </>
        )}
      </button>
    </>
  );
};

const PanelLoading = () => (
  <div className={cn(PANEL_FRAME, 'items-center justify-center')}>
    <Spinner className="size-7 text-primary" label="Opening the chat assistant" />
  </div>
);
