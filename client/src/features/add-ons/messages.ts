// The extras' texts; Filipino is lib/i18n/messages/fil/add-ons.ts, loaded on demand. The server's English
// sentences about a line (domain/add-ons.ts ADD_ON_MESSAGES, addOnFullMessage) are shown in the page's
// language through addOnMessage.
import { ADD_ON_LIMITS, ADD_ON_MESSAGES } from '@domain/add-ons';
import type { AddOnDto } from '@domain/api/add-ons';
import type { Language } from '@domain/languages';
import { defineMessages, i18n } from '@/lib/i18n';
import { formatDay } from '@/lib/i18n/format-day';
import english from '@/lib/i18n/messages/en/add-ons';
import { translateMessage } from '@/lib/i18n/validation';

export const useAddOnsText = defineMessages('add-ons', english);

export type AddOnsT = ReturnType<typeof useAddOnsText>['t'];

const KEY_OF_MESSAGE = new Map<string, string>(
  Object.entries(ADD_ON_MESSAGES).map(([key, text]) => [text, `errors.${key}`]),
);

/** addOnFullMessage's sentence: "Island hopping is full on 2026-04-11. Please pick another day." */
const FULL = /^(.+) is full on (\d{4}-\d{2}-\d{2})\. Please pick another day\.$/;

const text = (key: string, options?: Record<string, unknown>) =>
  i18n.t(key, { ns: 'add-ons', max: ADD_ON_LIMITS.linesMax, ...options });

/**
 * A server or form sentence about extras in the page's language (other known sentences too), else as it
 * came. `addOns`: the extras offered, so a full day names the extra in the page's language.
 */
export const addOnMessage = (message: string, addOns: readonly Named[] = []): string => {
  const key = KEY_OF_MESSAGE.get(message);
  if (key) return text(key, key === 'errors.quantity' ? { max: ADD_ON_LIMITS.quantityMax } : undefined);
  const full = FULL.exec(message);
  if (full?.[1] && full[2]) {
    const named = addOns.find((addOn) => addOn.nameEn === full[1]);
    const name = named ? addOnName(named, i18n.language) : full[1];
    return text('errors.full', { name, day: formatDay(full[2], 'long') });
  }
  return translateMessage(message);
};

/** A refusal of the extras (a full day, a line the server will not take), not of the room or its dates. */
export const isAddOnRefusal = (message: string | undefined): boolean =>
  message !== undefined && (KEY_OF_MESSAGE.has(message) || FULL.test(message));

type Named = Pick<AddOnDto, 'nameEn' | 'nameFil'>;

/** The extra's name in the page's language: the English one when it has no Filipino name. */
export const addOnName = (addOn: Named, language: Language | string) =>
  language === 'fil' && addOn.nameFil.trim() ? addOn.nameFil : addOn.nameEn;

export const addOnDescription = (
  addOn: Pick<AddOnDto, 'descriptionEn' | 'descriptionFil'>,
  language: Language | string,
) => (language === 'fil' && addOn.descriptionFil.trim() ? addOn.descriptionFil : addOn.descriptionEn);
