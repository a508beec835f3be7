import { describe, expect, it } from 'vitest';
import {
  type ChatState,
  canSend,
  chatFailureMessage,
  chatReducer,
  createSessionId,
  enterKeyAction,
  initialChatState,
  outgoingText,
  SUGGESTIONS,
  showSuggestions,
  splitRichText,
  WELCOME_MESSAGE,
} from './chat-state';

const SESSION_ID = /^[A-Za-z0-9_-]{8,100}$/;

describe('sending rules', () => {
  it('never sends an empty or whitespace message', () => {
    for (const draft of ['', ' ', '\n\n', '\t  \n']) {
      expect(outgoingText(draft)).toBeNull();
      expect(canSend(draft, false)).toBe(false);
    }
    expect(outgoingText('  Hello \n')).toBe('Hello');
    expect(outgoingText('x'.repeat(1500))).toHaveLength(1000);
  });

  it('sends one message at a time', () => {
    expect(canSend('Hello', false)).toBe(true);
    expect(canSend('Hello', true)).toBe(false);
  });

  it('sends on Enter and keeps Shift+Enter as a new line', () => {
    expect(enterKeyAction({ key: 'Enter', shiftKey: false })).toBe('send');
    expect(enterKeyAction({ key: 'Enter', shiftKey: true })).toBe('newline');
    // an input method (e.g. a Japanese IME) uses Enter to pick a word
    expect(enterKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('newline');
    expect(enterKeyAction({ key: 'a', shiftKey: false })).toBeNull();
  });
});

describe('chatReducer', () => {
  const sent = (state: ChatState, text: string) => chatReducer(state, { type: 'sent', text });

  it('starts with the welcome message and the suggestions', () => {
    const state = initialChatState();
    expect(state.messages).toEqual([{ id: 0, role: 'assistant', text: WELCOME_MESSAGE }]);
    expect(state.pending).toBe(false);
    expect(showSuggestions(state)).toBe(true);
    expect(SUGGESTIONS).toEqual(['Room availability', 'Amenities', 'Check my reservation']);
  });

  it('adds the trimmed guest message and waits for the reply', () => {
    const state = sent(initialChatState(), '  Do you have a pool?  ');
    expect(state.messages.at(-1)).toEqual({ id: 1, role: 'user', text: 'Do you have a pool?' });
    expect(state.pending).toBe(true);
    expect(showSuggestions(state)).toBe(false);
  });

  it('ignores blank messages and messages sent while waiting', () => {
    const start = initialChatState();
    expect(sent(start, '   ')).toBe(start);
    const waiting = sent(start, 'Hello');
    expect(sent(waiting, 'Again?')).toBe(waiting);
  });

  it('adds the reply with a found reservation and stops waiting', () => {
    const reservation = {
      roomName: 'Ocean View Deluxe',
      checkin: '2026-07-10',
      checkout: '2026-07-13',
      status: 'confirmed' as const,
    };
    const waiting = sent(initialChatState(), 'CHAT2345');
    const state = chatReducer(waiting, { type: 'replied', reply: { response: 'I found it', reservation } });
    expect(state.pending).toBe(false);
    expect(state.messages.at(-1)).toEqual({ id: 2, role: 'assistant', text: 'I found it', reservation });

    const plain = chatReducer(waiting, { type: 'replied', reply: { response: 'Hello!' } });
    expect(plain.messages.at(-1)).toEqual({ id: 2, role: 'assistant', text: 'Hello!' });
  });

  it('adds the apology on failure and lets the guest try again', () => {
    const waiting = sent(initialChatState(), 'Hello');
    const state = chatReducer(waiting, { type: 'failed', text: chatFailureMessage('a@b.ph', '0917') });
    expect(state.pending).toBe(false);
    expect(state.messages.at(-1)).toMatchObject({ role: 'assistant', failed: true });
    expect(sent(state, 'Hello again').pending).toBe(true);
  });
});

describe('chatFailureMessage', () => {
  it('apologises and points to the resort’s email and phone', () => {
    const text = chatFailureMessage('reservations@casaalon.ph', '+63 917 555 0142');
    expect(text).toMatch(/^I'm sorry/);
    expect(text).toContain(
      'contact the resort by email at reservations@casaalon.ph or by phone at +63 917 555 0142',
    );
  });
});

describe('createSessionId', () => {
  it('uses randomUUID when the browser has it', () => {
    expect(createSessionId({ randomUUID: () => '4f1c2b9e-0000-4000-8000-000000000000' })).toBe(
      '4f1c2b9e-0000-4000-8000-000000000000',
    );
    expect(createSessionId(globalThis.crypto)).toMatch(SESSION_ID);
  });

  it('falls back to random bytes outside a secure context, in the format the server accepts', () => {
    const id = createSessionId({
      getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
    });
    expect(id).toMatch(SESSION_ID);
    expect(id).toMatch(/^chat-[0-9a-f]{32}$/);
    expect(createSessionId(undefined)).toMatch(/^chat-[0-9a-f]{32}$/);
    expect(createSessionId(undefined)).not.toBe(createSessionId(undefined));
  });
});

describe('splitRichText', () => {
  it('links site paths, keeping the query in the link but not in the text', () => {
    expect(splitRichText('You can book at /rooms?checkin=2026-12-24&checkout=2026-12-27&adults=2.')).toEqual([
      { kind: 'text', text: 'You can book at ' },
      { kind: 'path', text: '/rooms', href: '/rooms?checkin=2026-12-24&checkout=2026-12-27&adults=2' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitRichText('See /amenities and our contact page (/contact).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'path', text: '/amenities', href: '/amenities' },
      { kind: 'text', text: ' and our contact page (' },
      { kind: 'path', text: '/contact', href: '/contact' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('links emails and the resort’s own phone, not other numbers', () => {
    const text = 'Call +63 917 555 0142 or write to reservations@casaalon.ph. BDO: 0012 3456 7890';
    expect(splitRichText(text, { phone: '+63 917 555 0142' })).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'phone', text: '+63 917 555 0142', href: 'tel:+639175550142' },
      { kind: 'text', text: ' or write to ' },
      { kind: 'email', text: 'reservations@casaalon.ph', href: 'mailto:reservations@casaalon.ph' },
      { kind: 'text', text: '. BDO: 0012 3456 7890' },
    ]);
  });

  it('leaves plain text and look-alike paths alone', () => {
    expect(splitRichText('Hello!')).toEqual([{ kind: 'text', text: 'Hello!' }]);
    expect(splitRichText('a/rooms and /roomsfoo and https://x.ph/rooms')).toEqual([
      { kind: 'text', text: 'a/rooms and /roomsfoo and https://x.ph/rooms' },
    ]);
    expect(splitRichText('')).toEqual([]);
  });
});
