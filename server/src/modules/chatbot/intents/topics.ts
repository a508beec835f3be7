// Which topics a chat message asks about (availability, amenities, payment, …), read from English and
// Filipino patterns. Pure functions: the service decides what to look up and how to answer.
import { normalize } from './normalize';

export type Topic =
  | 'availability'
  | 'amenities'
  | 'breakfast'
  | 'discount'
  | 'times'
  | 'payment'
  | 'cancellation'
  | 'address'
  | 'contact'
  | 'reservation';

// Each pattern also knows how Filipino guests ask: "May almusal ba?", "Magkano ang kwarto?",
// "Anong oras ang check-in?". Only words that are no English word are added, so English reads as before.
const FIL_FOOD = 'almusal|agahan|pagkain|kain|kakain|kainan|tanghalian|hapunan|ulam';

const GREETING =
  /^(hi+|hello|hey|hiya|good (morning|afternoon|evening|day)|greetings|kumusta|kamusta|magandang (umaga|hapon|gabi|araw|tanghali)|mabuhay|yo|howdy)\b/;
const HELP =
  /\b(help|what can you do|what do you do|who are you|how does this work|menu|options|start|tulong|tulungan|ano ang kaya mo)\b/;
const THANKS = /\b(thanks?|thank you|thx|ty|salamat|appreciate it)\b/;
const GOODBYE = /^(bye|goodbye|see you|ok bye|that's all|that is all|paalam|sige po|ingat)\b/;

const RESERVATION =
  /\b(my (reservation|booking)s?|reservation (status|code|number|details)|booking (status|code|reference|number|details|id)|reference( code| number| no)?|ref (code|no|number)|confirmation (code|number)|check (my|a|on) (reservation|booking)|(reservation|booking) ko|(aking|ko ?ng) (reservation|booking))\b/;
export const RESERVATION_CONTEXT =
  /\b(reservations?|bookings?|booked|code|reference|ref|status|confirm\w*)\b/;

// Availability is asked in many ways; which words count depends on what else the message asks.
const BOOK_WORDS =
  /\b(availab\w*|vacan\w*|book|booking|reserve|fully booked|bakante|mag-?book|magpa-?book|magpa-?reserve)\b/;
// a cottage is rented for the day (the day-visit answer), not a room
const ROOM_WORDS = /\b(rooms?|suites?|deluxe|accommodations?|villas?|kwarto|kuwarto|silid)\b/;
const PRICE_WORDS =
  /\b(price|prices|pricing|rates?|cost|costs|how much|cheap\w*|afford\w*|budget|per night|magkano|presyo|halaga|singil|mura|kada gabi)\b/;
const STAY_WORDS = /\b(stay|overnight|nights?|mag-?stay|matutulog)\b/;
const AMENITIES = new RegExp(
  `\\b(amenit\\w*|facilit\\w*|pools?|swim\\w*|restaurants?|food|dining|dine|eat|breakfast|lunch|dinner|meals?|wi-?fi|internet|parking|park|cars?|coffee|caf[eé]|function hall|events?|weddings?|parties|party venue|security|aircon|air[- ]?con\\w*|activit\\w*|things to do|snorkel\\w*|diving|island hopping|volleyball|bonfire|sunset cruise|${FIL_FOOD}|languyan|lumangoy|maligo|paradahan|sasakyan|kotse|kape|kapihan|pasilidad|aktibidad\\w*|puwedeng gawin|pwedeng gawin)\\b`,
);
// Breakfast is its own question: whether it comes with the room is answered from the rooms' amenities
// and the facilities, never from the mere presence of a restaurant.
const BREAKFAST = /\b(breakfast|breakfasts|almusal|agahan|brekky)\b/;
// The senior citizen and PWD discount (RA 9994, RA 10754): the one discount the site applies.
const DISCOUNT =
  /\b(senior|seniors|senior citizens?|pwds?|persons? with (a )?disabilit\w*|disabilit\w*|disabled|osca|discounts?|diskwento|may kapansanan|kapansanan|nakatatanda)\b/;
/** "cheapest room", "pinakamurang kwarto": the one room that costs least, named. */
const CHEAPEST =
  /\b(cheapest|least expensive|lowest (price|rate)s?|most affordable|pinaka-?mura\w*|pinaka-?mababang? (presyo|halaga))\b/;
const TIMES = /\b(check[\s-]?ins?|check[\s-]?outs?|checkin|checkout)\b/;
const TIME_WORDS = /\b(time|times|when|early|late|hours?|o'?clock|[ap]m|oras|anong oras|kailan|maaga)\b/;
const PAYMENT =
  /\b(pay|paying|payment|payments|gcash|bdo|bank|transfer|cards?|credit|debit|down ?payment|deposit|balance|installments?|cash|paymaya|maya|bayad|magbayad|pagbabayad|bayaran|babayaran|hulugan)\b/;
const CANCELLATION =
  /\b(cancel\w*|refund\w*|reschedul\w*|change (my |the )?dates?|no[- ]show|i?kansel\w*|pagkansel\w*|ibalik ang bayad)\b/;
const ADDRESS =
  /\b(address|location|located|where('s| is| are)? (you|the resort|casa alon|it)|directions?|how (do i|to|can i|do we|can we) get|get there|map|find you|far from|nearest|airport|saan kayo|nasaan|saan ang|lokasyon|direksyon|papunta|paano pumunta)\b/;
const CONTACT =
  /\b(phone|call|contact|e-?mail|reach (you|the resort)|telephone|mobile|landline|viber|whatsapp|talk to|speak (to|with)|front desk|human|office hours|tumawag|tawagan|telepono|numero ninyo|makausap|kausapin)\b/;

export type Reading = {
  greeting: boolean;
  help: boolean;
  thanks: boolean;
  goodbye: boolean;
  /** What the message asks about, in the order the answer presents them. */
  topics: Topic[];
  /** The availability asked is for the cheapest room only. */
  cheapest: boolean;
};

/**
 * The topics a message asks about. Dates, a party or a budget make it an availability question even
 * without the word "room"; "do the rooms have wifi" is about amenities, "how much is the down payment"
 * about payment; a day-visit question (`found.dayVisit`) is about rooms only when it names a room or a
 * stay. Check-in/out TIMES are a topic only when the message is not just giving stay dates
 * ("check-in Dec 24" is a date, "what time is check-in" is a time). A request about "my booking"
 * without a code is a reservation question only when nothing else is asked ("cancel my booking" is
 * about cancelling).
 */
export const readMessage = (
  message: string,
  found: { dates: boolean; party: boolean; maxPrice: boolean; dayVisit?: boolean },
): Reading => {
  const text = normalize(message);
  const reservation = RESERVATION.test(text);
  const breakfast = BREAKFAST.test(text);
  const others: Topic[] = [];
  if (breakfast) others.push('breakfast');
  // the breakfast answer already points to the restaurant: the other facilities asked are amenities
  if (breakfast ? amenityKeywordsIn(message).length > 0 || ACTIVITY_WORDS.test(text) : AMENITIES.test(text))
    others.push('amenities');
  const discount = DISCOUNT.test(text);
  if (discount) others.push('discount');
  if (TIMES.test(text) && (!found.dates || TIME_WORDS.test(text))) others.push('times');
  if (PAYMENT.test(text)) others.push('payment');
  if (CANCELLATION.test(text)) others.push('cancellation');
  if (ADDRESS.test(text)) others.push('address');
  if (CONTACT.test(text)) others.push('contact');
  const alone = others.length === 0;
  const book = BOOK_WORDS.test(text) && !reservation;
  const cheapest = CHEAPEST.test(text);
  const price = PRICE_WORDS.test(text) || cheapest;
  // "is breakfast included in the room rate?", "a senior discount on the room price?": the room and
  // price words belong to that question, not to a list of rooms
  const roomWords = ROOM_WORDS.test(text) && !breakfast && !discount;
  // a day-visit question's day, party and price words are the day tour's: rooms only when it names them
  const availability = found.dayVisit
    ? cheapest || roomWords || (STAY_WORDS.test(text) && !reservation)
    : cheapest ||
      found.dates ||
      found.party ||
      found.maxPrice ||
      book ||
      (roomWords && (alone || price)) ||
      (price && alone) ||
      (STAY_WORDS.test(text) && alone && !reservation);
  const topics: Topic[] = [...(availability ? (['availability'] as const) : []), ...others];
  if (reservation && topics.length === 0) topics.push('reservation');
  return {
    greeting: GREETING.test(text),
    help: HELP.test(text),
    thanks: THANKS.test(text),
    goodbye: GOODBYE.test(text),
    topics,
    cheapest,
  };
};

/** Which facility a message names, as words to look for in an amenity's name. */
export type AmenityKey =
  | 'pool'
  | 'restaurant'
  | 'wifi'
  | 'parking'
  | 'coffee'
  | 'hall'
  | 'security'
  | 'aircon';

/** `key`: the facility's name in the chat's messages (amenities.label.<key>). */
export const AMENITY_KEYWORDS: { pattern: RegExp; names: string[]; key: AmenityKey }[] = [
  { pattern: /\b(pools?|swim\w*|languyan|lumangoy|maligo)\b/, names: ['pool'], key: 'pool' },
  {
    pattern: new RegExp(
      `\\b(restaurants?|food|dining|dine|eat|breakfast|lunch|dinner|meals?|${FIL_FOOD})\\b`,
    ),
    names: ['restaurant', 'dining'],
    key: 'restaurant',
  },
  { pattern: /\b(wi-?fi|internet)\b/, names: ['wifi', 'wi-fi', 'internet'], key: 'wifi' },
  { pattern: /\b(parking|park|cars?|paradahan|sasakyan|kotse)\b/, names: ['parking'], key: 'parking' },
  { pattern: /\b(coffee|caf[eé]|kape|kapihan)\b/, names: ['coffee', 'cafe', 'café'], key: 'coffee' },
  {
    pattern: /\b(function hall|events?|weddings?|parties|party venue)\b/,
    names: ['function', 'hall', 'event'],
    key: 'hall',
  },
  { pattern: /\b(security|seguridad)\b/, names: ['security'], key: 'security' },
  { pattern: /\b(aircon|air[- ]?con\w*)\b/, names: ['air'], key: 'aircon' },
];

export const ACTIVITY_WORDS =
  /\b(activit\w*|things to do|snorkel\w*|diving|island hopping|volleyball|bonfire|sunset cruise|aktibidad\w*|puwedeng gawin|pwedeng gawin|gagawin)\b/;

/** Each facility keyword the message uses: the labels asked about and the name fragments to match. */
export const amenityKeywordsIn = (message: string) => {
  const text = normalize(message);
  // a breakfast question's food words ("where can we eat breakfast") are the breakfast answer's
  const breakfast = BREAKFAST.test(text);
  return AMENITY_KEYWORDS.filter(
    (keyword) => !(breakfast && keyword.key === 'restaurant') && keyword.pattern.test(text),
  );
};
