// Where the chat panel sits: a full-width bottom sheet on phones, a 380 x 560 card above the
// launcher from 640 px up. Shared by the panel and the launcher's loading placeholder.
export const PANEL_FRAME =
  'fixed inset-x-0 bottom-0 z-[45] flex h-[88dvh] flex-col overflow-hidden rounded-t-3xl border border-border bg-background shadow-lift sm:inset-x-auto sm:bottom-24 sm:right-6 sm:h-[560px] sm:max-h-[calc(100dvh-7.5rem)] sm:w-[380px] sm:rounded-2xl';

export const CHAT_PANEL_ID = 'chat-assistant-panel';
