// The conversation lives for the whole page load (like its session id), outside any component:
// closing the panel or moving between pages that show the assistant keeps what was said, and a
// reply that arrives after the panel closed still lands in the conversation.
import { useSyncExternalStore } from 'react';
import {
  type ChatAction,
  type ChatState,
  chatReducer,
  createSessionId,
  initialChatState,
} from './chat-state';

let state: ChatState = initialChatState();
const listeners = new Set<() => void>();

export const dispatchChat = (action: ChatAction) => {
  const next = chatReducer(state, action);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useChatState = (): ChatState => useSyncExternalStore(subscribe, () => state);

export const getChatState = (): ChatState => state;

let sessionId: string | undefined;
/** One id per page load, made on first use. */
export const chatSessionId = (): string => {
  sessionId ??= createSessionId(globalThis.crypto);
  return sessionId;
};
