// Answers about the resort itself: facilities and activities, payment, cancelling, the senior/PWD
// discount, breakfast, check-in times, address and contact.
import { ACTIVITY_NAMES } from '@domain/activities';
import { BOOKING_PAYMENT_METHODS } from '@domain/constants';
import { formatCentavos, toCentavos } from '@domain/money';
import {
  DISCOUNT_ID_TYPE_LABELS,
  DOWN_PAYMENT_PERCENT,
  discountStay,
  SENIOR_PWD_DISCOUNT_PERCENT,
  VAT_PERCENT,
} from '@domain/pricing';
import type { Database } from '../../db/client';
import { findAmenities } from '../amenities';
import { findRoomsWithRates } from '../rooms';
import { contactLine, describeAmenity, isFilipino, listOf, policyText, type Say } from './answer-phrasing';
import { normalize } from './intents/normalize';
import { ACTIVITY_WORDS, amenityKeywordsIn, type Topic } from './intents/topics';

export const amenitiesAnswer = async (db: Database, message: string, say: Say): Promise<string> => {
  const { content, lang } = say;
  const { t } = lang;
  const amenities = await findAmenities(db);
  const describe = (a: { name: string; description: string }) => describeAmenity(a, lang);
  const asked = amenityKeywordsIn(message);
  const lines: string[] = [];
  for (const keyword of asked) {
    const match = amenities.find((a) => keyword.names.some((name) => a.name.toLowerCase().includes(name)));
    lines.push(
      match
        ? t('amenities.yes', { amenity: describe(match) })
        : t('amenities.missing', {
            label: t(`amenities.label.${keyword.key}`),
            phone: content('contact_phone'),
          }),
    );
  }
  if (ACTIVITY_WORDS.test(normalize(message)))
    lines.push(t('amenities.activities', { list: listOf([...ACTIVITY_NAMES], lang) }));
  if (lines.length === 0) {
    if (amenities.length === 0) return t('amenities.updating', { contact: contactLine(say) });
    return t('amenities.all', { lines: amenities.map((a) => `• ${describe(a)}`).join('\n') });
  }
  return t('amenities.some', { lines: lines.join('\n') });
};

/** The policy sentence about cancelling, from the admin's payment policy text when it has one. */
const cancellationPolicy = (say: Say): string => {
  const sentences = say.content('payment_policy').match(/[^.!?]+[.!?]?/g) ?? [];
  // the admin's Filipino policy says "pagkansela"
  const sentence = sentences.find((s) => /cancel|kansel/i.test(s))?.trim();
  const translated = say.lang.t('info.freeCancellation');
  return sentence ? policyText(say, 'payment_policy', translated, sentence) : translated;
};

/**
 * How to pay, step by step, as the booking page has the guest do it: the down payment (30%, from the
 * domain) to the resort's GCash or BDO account (from content), the reference number on the form, the
 * desk's check, the balance at check-in. Then the methods and the admin's policy text.
 */
const paymentAnswer = (say: Say): string => {
  const { content, lang } = say;
  const balance = 100 - DOWN_PAYMENT_PERCENT;
  const steps = lang.t('info.paymentSteps', {
    percent: DOWN_PAYMENT_PERCENT,
    balance,
    gcashNumber: content('gcash_number'),
    gcashName: content('gcash_name'),
    bdoAccount: content('bdo_account'),
    bdoName: content('bdo_name'),
  });
  const methods = listOf(
    BOOKING_PAYMENT_METHODS.map((m) => m.label),
    lang,
  );
  const policy = policyText(
    say,
    'payment_policy',
    lang.t('info.defaultPolicy', { percent: DOWN_PAYMENT_PERCENT, balance }),
  ).trim();
  // the admin's policy text is the source; the 30% rule is stated even if an edit dropped it
  const downPayment = content('payment_policy').includes(`${DOWN_PAYMENT_PERCENT}%`)
    ? ''
    : lang.t('info.downPayment', { percent: DOWN_PAYMENT_PERCENT, balance });
  return `${steps}\n\n${lang.t('info.payment', { methods, policy, downPayment })}`;
};

/** The senior citizen and PWD discount as the booking form applies it (docs/pricing.md), with an example. */
export const discountAnswer = async (db: Database, say: Say): Promise<string> => {
  const { lang } = say;
  const ids = listOf(Object.values(DISCOUNT_ID_TYPE_LABELS), lang, 'listOr');
  const rule = lang.t('discount.rule', { percent: SENIOR_PWD_DISCOUNT_PERCENT, vat: VAT_PERCENT, ids });
  // the cheapest bookable room's night for one eligible guest alone, priced by the booking's own function
  const [room] = await findRoomsWithRates(db, { status: 'available' });
  if (!room) return rule;
  const regularCentavos = toCentavos(room.basePrice);
  const bill = discountStay({ regularCentavos, guests: 1, eligibleGuests: 1 });
  const example = lang.t('discount.example', {
    room: room.name,
    price: formatCentavos(regularCentavos),
    discounted: formatCentavos(bill.totalCentavos),
  });
  return `${rule}\n${example}`;
};

const BREAKFAST_WORDS = /\b(breakfast|almusal|agahan)\b/i;

/**
 * Whether breakfast comes with a stay, from the data only: the bookable rooms whose amenities list it,
 * a facility that mentions it, and otherwise the restaurant. Never a "yes" the data does not hold.
 */
export const breakfastAnswer = async (db: Database, say: Say): Promise<string> => {
  const { lang } = say;
  const { t } = lang;
  const [rooms, amenities] = await Promise.all([
    findRoomsWithRates(db, { status: 'available' }),
    findAmenities(db),
  ]);
  const withBreakfast = rooms.filter((room) => room.amenities.some((item) => BREAKFAST_WORDS.test(item)));
  const lines = [
    withBreakfast.length > 0
      ? t('breakfast.inRooms', {
          rooms: listOf(
            withBreakfast.map((room) => room.name),
            lang,
          ),
          contact: contactLine(say),
        })
      : t('breakfast.notListed', { contact: contactLine(say) }),
  ];
  const mentions = amenities.filter((a) => BREAKFAST_WORDS.test(`${a.name} ${a.description}`));
  const restaurant = amenities.find((a) => /restaurant|dining/i.test(a.name));
  if (mentions.length > 0)
    lines.push(
      t('breakfast.facility', {
        facility: mentions.map((a) => describeAmenity(a, lang)).join(isFilipino(lang) ? ', ' : ' '),
      }),
    );
  else if (restaurant) lines.push(t('breakfast.restaurant', { facility: describeAmenity(restaurant, lang) }));
  return lines.join('\n');
};

export const infoAnswer = (topic: Topic, say: Say): string => {
  const { content, lang } = say;
  switch (topic) {
    case 'times':
      return lang.t('info.times', { checkIn: content('check_in_time'), checkOut: content('check_out_time') });
    case 'payment':
      return paymentAnswer(say);
    case 'cancellation':
      return lang.t('info.cancellation', { policy: cancellationPolicy(say), contact: contactLine(say) });
    case 'address':
      return lang.t('info.address', { address: content('resort_address') });
    case 'contact':
      return lang.t('info.contact', {
        phone: content('contact_phone'),
        email: content('contact_email'),
        hours: lang.t('info.officeHours'),
      });
    default:
      return '';
  }
};
