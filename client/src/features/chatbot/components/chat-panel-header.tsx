// The chat panel's title bar: the resort's mark, the assistant's name and status, and the close button.

import { X } from 'lucide-react';
import { BrandMark } from '@/components/layout/brand';
import { useChatText } from '../messages';

export const TITLE_ID = 'chat-assistant-title';
export const SUBTITLE_ID = 'chat-assistant-subtitle';

export const ChatPanelHeader = ({ onClose }: { onClose: () => void }) => {
  const { t } = useChatText();
  return (
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
  );
};
