// The rooms a chat message names.
import { normalizeQuestion } from '@domain/chatbot';

/** At most this many named rooms are described in one answer. */
export const MAX_NAMED_ROOMS = 3;

/**
 * The rooms a message names: the whole name, or a name of two or more words without its last word
 * "room" ("family beach" for "Family Beach Room"; "deluxe" alone is a kind of room, not a name). A name
 * inside a longer named one ("Deluxe Room" in "Premier Deluxe Room") counts only as the longer room.
 */
export const roomsNamedIn = <R extends { name: string }>(message: string, rooms: readonly R[]): R[] => {
  const text = ` ${normalizeQuestion(message)} `;
  const matched: { room: R; said: string }[] = [];
  for (const room of rooms) {
    const name = normalizeQuestion(room.name);
    const short = name.replace(/ rooms?$/, '');
    const said = [name, short].find(
      (form) => form !== '' && (form === name || form.includes(' ')) && text.includes(` ${form} `),
    );
    if (said) matched.push({ room, said });
  }
  return matched
    .filter(({ said }) => !matched.some((other) => other.said !== said && other.said.includes(said)))
    .slice(0, MAX_NAMED_ROOMS)
    .map(({ room }) => room);
};
