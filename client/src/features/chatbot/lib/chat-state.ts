// The chat conversation as plain data: what is shown, whether a reply is awaited, and the small
// rules around it (blank messages are never sent, Enter sends, Shift+Enter breaks the line).
// No React and no I/O here, so every rule is unit-tested.
import type { ChatReplyDto } from '@domain/api-types';
import { CHAT_MESSAGE_MAX } from '@domain/schemas/public';
import { telHref } from '@/lib/utils';

export type ChatReservation = NonNullable<ChatReplyDto['reservation']>;

export type ChatMessage = {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  reservation?: ChatReservation;
  /** The apology shown when the assistant could not be reached. */
  failed?: boolean;
};

export type ChatState = { messages: ChatMessage[]; pending: boolean; nextId: number };

export type ChatAction =
  | { type: 'sent'; text: string }
  | { type: 'replied'; reply: ChatReplyDto }
  | { type: 'failed'; text: string };

export const WELCOME_MESSAGE =
  "Hi there! I'm the Casa Alon assistant. Ask me about room availability, our amenities, or the status of your reservation.";

export const SUGGESTIONS = ['Room availability', 'Amenities', 'Check my reservation'] as const;

export const initialChatState = (): ChatState => ({
  messages: [{ id: 0, role: 'assistant', text: WELCOME_MESSAGE }],
  pending: false,
  nextId: 1,
});

/** The text to send, trimmed, or null when there is nothing to send (spec section 5: blank is never sent). */
export const outgoingText = (draft: string): string | null => {
  const text = draft.trim();
  return text ? text.slice(0, CHAT_MESSAGE_MAX) : null;
};

/** One message at a time: nothing is sent while a reply is awaited. */
export const canSend = (draft: string, pending: boolean): boolean => !pending && outgoingText(draft) !== null;

/** Enter sends; Shift+Enter (and Enter while an input method is composing) stays in the text. */
export const enterKeyAction = (event: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
}): 'send' | 'newline' | null => {
  if (event.key !== 'Enter') return null;
  if (event.shiftKey || event.isComposing) return 'newline';
  return 'send';
};

const add = (state: ChatState, message: Omit<ChatMessage, 'id'>, pending: boolean): ChatState => ({
  messages: [...state.messages, { ...message, id: state.nextId }],
  pending,
  nextId: state.nextId + 1,
});

export const chatReducer = (state: ChatState, action: ChatAction): ChatState => {
  switch (action.type) {
    case 'sent': {
      const text = outgoingText(action.text);
      if (text === null || state.pending) return state;
      return add(state, { role: 'user', text }, true);
    }
    case 'replied':
      return add(
        state,
        {
          role: 'assistant',
          text: action.reply.response,
          ...(action.reply.reservation ? { reservation: action.reply.reservation } : {}),
        },
        false,
      );
    case 'failed':
      return add(state, { role: 'assistant', text: action.text, failed: true }, false);
  }
};

/** Spec section 8: an apology in the conversation that points to the resort's email and phone. */
export const chatFailureMessage = (email: string, phone: string): string =>
  `I'm sorry, I can't answer right now. Please contact the resort by email at ${email} or by phone at ${phone}.`;

/** Whether the suggestion chips still help: only before the guest has asked anything. */
export const showSuggestions = (state: ChatState): boolean =>
  !state.pending && state.messages.every((message) => message.role === 'assistant');

/**
 * A chat session id for this page load: a random UUID, or random hex where randomUUID is missing
 * (it needs a secure context, and a LAN address over plain http is not one).
 */
export const createSessionId = (
  source: { randomUUID?: () => string; getRandomValues?: <T extends Uint8Array>(array: T) => T } | undefined,
): string => {
  if (source?.randomUUID) return source.randomUUID();
  const bytes = new Uint8Array(16);
  if (source?.getRandomValues) source.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return `chat-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

// ---------------------------------------------------------------------------------------------
// Rich text: the assistant writes site paths (/rooms?...), emails and the resort's phone in plain
// text; the panel shows them as links.
// ---------------------------------------------------------------------------------------------

export type RichSegment =
  | { kind: 'text'; text: string }
  | { kind: 'path'; text: string; href: string }
  | { kind: 'email'; text: string; href: string }
  | { kind: 'phone'; text: string; href: string };

const SITE_PATH = /(?<![\w/.])\/(?:rooms|amenities|contact|dashboard)(?:\?[\w=&%.-]*[\w=&%-])?(?![\w/])/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a message into text and links. Paths show without their query string (the link keeps it);
 * only the resort's own phone number becomes a tel: link (other digit runs are account numbers).
 */
export const splitRichText = (text: string, options: { phone?: string } = {}): RichSegment[] => {
  type Found = { index: number; end: number; segment: RichSegment };
  const found: Found[] = [];
  for (const m of text.matchAll(SITE_PATH)) {
    const href = m[0];
    found.push({
      index: m.index ?? 0,
      end: (m.index ?? 0) + href.length,
      segment: { kind: 'path', text: href.split('?')[0] ?? href, href },
    });
  }
  for (const m of text.matchAll(EMAIL))
    found.push({
      index: m.index ?? 0,
      end: (m.index ?? 0) + m[0].length,
      segment: { kind: 'email', text: m[0], href: `mailto:${m[0]}` },
    });
  const phone = options.phone?.trim();
  if (phone)
    for (const m of text.matchAll(new RegExp(escapeRegExp(phone), 'g')))
      found.push({
        index: m.index ?? 0,
        end: (m.index ?? 0) + m[0].length,
        segment: { kind: 'phone', text: m[0], href: telHref(phone) },
      });
  found.sort((a, b) => a.index - b.index);

  const segments: RichSegment[] = [];
  let at = 0;
  for (const item of found) {
    if (item.index < at) continue; // overlapping match: the earlier one wins
    if (item.index > at) segments.push({ kind: 'text', text: text.slice(at, item.index) });
    segments.push(item.segment);
    at = item.end;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
};
