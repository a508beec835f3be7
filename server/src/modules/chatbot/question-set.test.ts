// The question set (question-set/questions.ts) asked through the real chat endpoint, on the demo seed
// with a fixed clock: every answer must contain what its entry expects, and no answer may state a fact
// the resort's data does not hold (a price, a room, breakfast) or mix the other language in.
import { randomUUID } from 'node:crypto';
import type { ChatReplyDto } from '@domain/api-types';
import { BOOKING_PAYMENT_METHODS, OFFICE_HOURS } from '@domain/constants';
import { CONTENT_DEFAULTS, CONTENT_KEYS, contentValue, EXTRA_CONTENT_KEYS } from '@domain/content';
import { addDays } from '@domain/dates';
import { formatCentavos, toCentavos } from '@domain/money';
import { discountStay, quoteStay } from '@domain/pricing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amenities, contentItems, dayPassSettings, roomRates, rooms } from '../../db/schema';
import { seedDemoData } from '../../db/seed';
import { createReservationRow, createRoom, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { QUESTION_SET, type SetQuestion } from './question-set/questions';

// Noon on Tuesday 2026-12-01 in Manila: "this weekend" is Dec 4-6, "next weekend" Dec 11-13.
const TODAY = '2026-12-01';
const { app, db } = await createTestApp({ now: () => new Date('2026-12-01T04:00:00Z') });
await seedDemoData(db, { resortTz: 'Asia/Manila', today: TODAY });
const [garden] = await db.select().from(rooms).where(eq(rooms.name, 'Garden Standard Room'));
if (!garden) throw new Error('the demo seed has no Garden Standard Room');
await createReservationRow(db, {
  userId: (await createUser(db)).id,
  roomId: garden.id,
  referenceCode: 'CASA7K2P',
  checkin: '2026-12-04',
  checkout: '2026-12-06',
  status: 'confirmed',
});

let address = 0;
const ask = async (message: string, language: 'en' | 'fil'): Promise<ChatReplyDto> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chatbot/message',
    payload: { message, language, sessionId: `set-${randomUUID()}` },
    // one address per question: the message and code-lookup limits are tested elsewhere
    remoteAddress: `10.60.${Math.floor(++address / 250)}.${address % 250}`,
  });
  expect(response.statusCode, message).toBe(200);
  return response.json();
};

// ---------------------------------------------------------------------------------------------
// What the data holds, read back from the database
// ---------------------------------------------------------------------------------------------

const roomRows = await db.select().from(rooms);
const rateRows = await db.select().from(roomRates);
const facilityRows = await db.select().from(amenities);
const passRows = await db.select().from(dayPassSettings);
const roomNames = new Set(roomRows.map((room) => room.name));
const pesos = (centavos: number) => formatCentavos(centavos);

/**
 * Every amount an answer may state: a room's price per night, a seasonal rate, the total of any stay
 * of 1 to 7 nights starting within the next 400 days, the discount example (one eligible guest), and
 * the day tour's entrance fees.
 */
const knownAmounts = (() => {
  const amounts = new Set<string>();
  for (const pass of passRows)
    for (const fee of [
      pass.adultWeekdayPrice,
      pass.adultWeekendPrice,
      pass.childWeekdayPrice,
      pass.childWeekendPrice,
    ])
      amounts.add(pesos(toCentavos(fee)));
  for (const room of roomRows) {
    const rates = rateRows.filter((rate) => rate.roomId === room.id);
    amounts.add(pesos(toCentavos(room.basePrice)));
    for (const rate of rates) amounts.add(pesos(toCentavos(rate.price)));
    const oneAlone = discountStay({
      regularCentavos: toCentavos(room.basePrice),
      guests: 1,
      eligibleGuests: 1,
    });
    amounts.add(pesos(oneAlone.totalCentavos));
    for (let day = 0; day < 400; day++) {
      const checkin = addDays(TODAY, day);
      for (let nights = 1; nights <= 7; nights++) {
        const quote = quoteStay({
          basePrice: room.basePrice,
          rates,
          checkin,
          checkout: addDays(checkin, nights),
        });
        amounts.add(pesos(quote.totalCentavos));
      }
    }
  }
  return amounts;
})();

/** The resort's own words (names, content, methods): left out before the answer's language is judged. */
const dataTexts = [
  ...roomRows.flatMap((room) => [room.name, ...room.amenities]),
  ...rateRows.map((rate) => rate.rateType),
  ...facilityRows.map((facility) => facility.name),
  ...passRows.flatMap((pass) => [pass.childRule, pass.childRuleFil, pass.openingHours]),
  ...[...CONTENT_KEYS, ...EXTRA_CONTENT_KEYS].map((key) => contentValue({}, key)),
  ...BOOKING_PAYMENT_METHODS.map((method) => method.label),
  'Casa Alon',
].sort((a, b) => b.length - a.length);
const withoutData = (answer: string) => dataTexts.reduce((text, data) => text.split(data).join(' '), answer);

// Words only the other language uses; the Filipino replies keep the English words Filipinos use for
// bookings ("check-in", "booking", "down payment", "reference code").
const ENGLISH_WORDS = /\b(the|and|you|your|our|we|is|are|with|from|per|night|nights|for|of|yes)\b/i;
const FILIPINO_WORDS = /\b(po|ang|mga|ng|kayo|namin|ninyo|kuwarto|gabi|sa|oo)\b/i;
// a sentence saying breakfast comes with a stay: the data below has no room listing breakfast
const BREAKFAST_CLAIM =
  /(breakfast is included|includes breakfast|breakfast included|free breakfast|with breakfast|kasama na ang almusal|libreng almusal|libre ang almusal)/i;
const ROOM_LIKE_NAME = /(?:[A-Z][\w-]*\s)+(?:Room|Suite|Villa)\b/g;

/** The facts of one answer that the data must hold. */
const checkFacts = (entry: SetQuestion, answer: string) => {
  const inQuestion = new Set(
    [...entry.question.matchAll(/\d[\d,]*/g)].map((m) => pesos(toCentavos(m[0].replace(/,/g, '')))),
  );
  for (const [amount] of answer.matchAll(/₱[\d,]+(?:\.\d{2})?/g))
    expect(knownAmounts.has(amount) || inQuestion.has(amount), `${amount} in: ${answer}`).toBe(true);
  // "the Sunset Suite", "Ang Sunset Suite": a capitalised phrase ending like a room's name is a room's name
  for (const [name] of answer.matchAll(ROOM_LIKE_NAME))
    expect(
      [...roomNames].some((room) => name.endsWith(room)),
      `room "${name}" in: ${answer}`,
    ).toBe(true);
  for (const [, name] of answer.matchAll(/^• ([^:\n]+): ₱/gm))
    expect(roomNames.has(name ?? ''), `"${name}" in: ${answer}`).toBe(true);
  expect(answer, 'breakfast claim').not.toMatch(BREAKFAST_CLAIM);
  const own = withoutData(answer);
  if (entry.language === 'fil') {
    expect(own, `English in: ${answer}`).not.toMatch(ENGLISH_WORDS);
    // descriptions are typed in English: a Filipino answer never quotes one
    for (const text of [...facilityRows.map((f) => f.description), ...roomRows.map((r) => r.description)])
      expect(answer).not.toContain(text.slice(0, 30));
  } else expect(own, `Filipino in: ${answer}`).not.toMatch(FILIPINO_WORDS);
};

describe('the chat question set (question-set/questions.ts)', () => {
  it('holds at least 60 questions, at least 30 in each language, covering every topic in both', () => {
    expect(QUESTION_SET.length).toBeGreaterThanOrEqual(60);
    for (const language of ['en', 'fil'] as const) {
      const asked = QUESTION_SET.filter((entry) => entry.language === language);
      expect(asked.length, language).toBeGreaterThanOrEqual(30);
      const topics = new Set(asked.map((entry) => entry.topic));
      expect(topics.size, language).toBe(new Set(QUESTION_SET.map((entry) => entry.topic)).size);
    }
    // no room of this world lists breakfast: the breakfast questions must not say it is included
    expect(roomRows.some((room) => room.amenities.some((item) => /breakfast/i.test(item)))).toBe(false);
  });

  it.each(QUESTION_SET.map((entry) => [`[${entry.language}] ${entry.question}`, entry] as const))(
    '%s',
    async (_label, entry) => {
      const reply = await ask(entry.question, entry.language);
      const answer = reply.response;
      for (const part of entry.mustInclude) expect(answer, 'must include').toContain(part);
      for (const part of entry.mustNotInclude ?? []) expect(answer, 'must not include').not.toContain(part);
      if (entry.reservation) expect(reply.reservation).toEqual(entry.reservation);
      else expect(reply).not.toHaveProperty('reservation');
      checkFacts(entry, answer);
    },
  );

  it('the facts check itself catches a price, a room and a breakfast the data does not hold', () => {
    const entry: SetQuestion = { language: 'en', topic: 'prices', question: 'price?', mustInclude: [] };
    expect(() => checkFacts(entry, 'The Garden Standard Room is ₱3,100 per night.')).toThrow();
    expect(() => checkFacts(entry, 'Try the Moonlight Villa.')).toThrow();
    expect(() => checkFacts(entry, 'Yes, breakfast is included.')).toThrow();
    expect(() => checkFacts({ ...entry, language: 'fil' }, 'Ang kuwarto ay for 2 guests.')).toThrow();
    expect(() => checkFacts(entry, 'The Garden Standard Room is ₱3,200 per night.')).not.toThrow();
  });
});

describe('breakfast and policies follow the data', () => {
  it('names the rooms whose amenities list breakfast, and only those', async () => {
    const room = await createRoom(db, {
      name: 'Breakfast Test Cabana',
      basePrice: '4100.00',
      amenities: ['Free WiFi', 'Breakfast for two'],
    });
    try {
      expect((await ask('Is breakfast included?', 'en')).response).toContain(
        'Breakfast is listed among the inclusions of the Breakfast Test Cabana. For the other rooms, please ask us at',
      );
      expect((await ask('Kasama ba ang almusal?', 'fil')).response).toContain(
        'Nakalista ang almusal sa mga kasama ng Breakfast Test Cabana.',
      );
    } finally {
      await db.delete(rooms).where(eq(rooms.id, room.id));
    }
  });

  it('quotes a facility that mentions breakfast in English, and only names it in Filipino', async () => {
    const [coffee] = await db
      .update(amenities)
      .set({ description: 'Breakfast plates and barako coffee from 6 AM.' })
      .where(eq(amenities.name, 'Coffee Shop'))
      .returning();
    try {
      const english = (await ask('Do you serve breakfast?', 'en')).response;
      expect(english).toContain(
        'What our facilities say about breakfast: Coffee Shop: Breakfast plates and barako coffee from 6 AM.',
      );
      expect(english).not.toMatch(/^Yes/);
      const filipino = (await ask('May almusal ba?', 'fil')).response;
      expect(filipino).toContain(
        'Binabanggit ang almusal sa aming Coffee Shop; nasa /amenities ang detalye.',
      );
      expect(filipino).not.toContain('barako coffee');
    } finally {
      await db
        .update(amenities)
        .set({ description: facilityRows.find((f) => f.id === coffee?.id)?.description ?? '' })
        .where(eq(amenities.name, 'Coffee Shop'));
    }
  });

  it('an edited policy is the resort’s note in Filipino, and its own text in English', async () => {
    const policy = 'Cancel free of charge up to 3 days before arrival.';
    await db.insert(contentItems).values({ key: 'payment_policy', title: 'Payment policy', content: policy });
    try {
      expect((await ask('Puwede bang i-kansela ang booking?', 'fil')).response).toContain(
        `Paalala ng resort: “${policy}”`,
      );
      expect((await ask('What is your cancellation policy?', 'en')).response).toMatch(
        new RegExp(`^${policy}`),
      );
      // the steps still state the 30% down payment, from the domain
      expect((await ask('Paano magbayad?', 'fil')).response).toContain('30% na down payment');
    } finally {
      await db.delete(contentItems).where(eq(contentItems.key, 'payment_policy'));
    }
    expect(CONTENT_DEFAULTS.payment_policy.content).toContain('30%');
  });

  it('the contact answer states the office hours of the constants', async () => {
    expect((await ask('How can I contact you?', 'en')).response).toContain(OFFICE_HOURS);
  });
});
