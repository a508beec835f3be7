// The chat assistant in Filipino: `language: 'fil'` gets Filipino replies, Filipino questions
// are understood for the built-in topics, and an FAQ entry in the asker's language is preferred.
import { randomUUID } from 'node:crypto';
import type { ChatReplyDto } from '@domain/api-types';
import { CONTENT_DEFAULTS } from '@domain/content';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amenities, chatbotFaqs, contentItems } from '../../db/schema';
import { createStayOfNewGuest } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

// Noon on 2026-06-15 in Manila: the resort's today.
const { app, db } = await createTestApp({ now: () => new Date('2026-06-15T04:00:00Z') });

let address = 0;
const send = (payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/chatbot/message',
    payload: { sessionId: `lang-${randomUUID()}`, ...payload },
    remoteAddress: `10.40.${Math.floor(++address / 250)}.${address % 250}`,
  });

const ask = async (message: string, language?: string): Promise<ChatReplyDto> => {
  const response = await send({ message, ...(language ? { language } : {}) });
  expect(response.statusCode, message).toBe(200);
  return response.json();
};
const inFilipino = async (message: string) => (await ask(message, 'fil')).response;

await db.insert(amenities).values([
  { name: 'Swimming Pool', description: 'An infinity pool facing the sea.', displayOrder: 1 },
  { name: 'Restaurant', description: 'Breakfast from 6:30 AM.', displayOrder: 2 },
]);
// one room for two adults, so every answer below lists just it; booked in July
await createStayOfNewGuest(db, {
  room: { name: 'Garden Room', basePrice: '3200.00', maxKids: 0, maxOccupancy: 2 },
  referenceCode: 'FQR23456',
  checkin: '2026-07-10',
  checkout: '2026-07-12',
  status: 'confirmed',
});

describe('a question asked in Filipino', () => {
  it.each([
    // no room lists breakfast: never "Oo", and the restaurant's English description is not mixed in
    [
      'May almusal ba?',
      'Hindi ko po makukumpirma na kasama ang almusal sa inyong kuwarto: wala sa aming mga kuwarto ang may almusal',
    ],
    ['May almusal ba?', 'Binabanggit ang almusal sa aming Restaurant; nasa /amenities ang detalye.'],
    [
      'May pool ba kayo?',
      'Oo, mayroon po kaming Swimming Pool.\nTingnan ang lahat ng aming pasilidad sa /amenities.',
    ],
    [
      'Magkano ang kwarto?',
      'Narito ang aming mga kuwarto:\n• Garden Room: ₱3,200 kada gabi, hanggang 2 bisita',
    ],
    ['Anong oras ang check-in?', 'Ang check-in ay mula 3:00 PM at ang check-out ay hanggang 12:00 PM.'],
    [
      'Paano magbayad? May down payment ba?',
      'Tumatanggap kami ng GCash, Bank Transfer (BDO) at Credit/Debit Card.',
    ],
    ['Puwede bang i-kansela ang booking?', 'Puwede ninyong kanselahin ang pending o kumpirmadong booking'],
    ['Nasaan kayo?', 'po kami. Nasa aming contact page (/contact) ang direksyon at mapa.'],
    ['Magandang umaga po!', 'Magandang araw! Ako ang assistant ng Casa Alon.'],
    ['Salamat po', 'Walang anuman po! May iba pa ba akong maitutulong?'],
  ])('%s -> answered in Filipino', async (question, part) => {
    expect(await inFilipino(question)).toContain(part);
  });

  it('dates and a party in Filipino: the free rooms, priced, in Filipino', async () => {
    const reply = await inFilipino('May bakante ba sa Dec 24 to 26 para sa 2 matanda?');
    expect(reply).toContain(
      'Magandang balita! Bakante ang mga kuwartong ito mula Dis 24, 2026 hanggang Dis 26, 2026 (2 gabi) para sa 2 matanda:',
    );
    expect(reply).toContain('• Garden Room: ₱6,400 para sa 2 gabi, hanggang 2 bisita');
    expect(reply).toContain(
      'Puwede kayong mag-book sa /rooms?checkin=2026-12-24&checkout=2026-12-26&adults=2.',
    );
  });

  it('a named room and a reservation code, in Filipino', async () => {
    expect(await inFilipino('Magkano ang Garden Room?')).toContain(
      'Ang Garden Room ay ₱3,200 kada gabi at kasya ang hanggang 2 bisita (2 matanda).',
    );
    const found = await ask('Ano ang status ng FQR23456?', 'fil');
    expect(found.response).toBe(
      'Nahanap ko ang reservation na FQR23456: Garden Room, Hul 10, 2026 hanggang Hul 12, 2026. Status: Kumpirmado. ' +
        'Kumpirmado na po ang inyong stay. Ang check-in ay mula 3:00 PM. Kita-kits!',
    );
    expect(found.reservation).toEqual({
      roomName: 'Garden Room',
      checkin: '2026-07-10',
      checkout: '2026-07-12',
      status: 'confirmed',
    });
  });

  it('nothing understood: "contact us" in Filipino', async () => {
    const email = CONTENT_DEFAULTS.contact_email.content;
    expect(await inFilipino('Xyzzy plugh')).toBe(
      'Paumanhin po, hindi ko masyadong naintindihan. Matutulungan ko kayo sa mga bakanteng kuwarto at presyo, ' +
        'day tour, amenities, oras ng check-in, bayad, pagkansela at status ng inyong reservation. Para sa iba pa, ' +
        `makipag-ugnayan po sa amin sa ${email} o ${CONTENT_DEFAULTS.contact_phone.content}.`,
    );
  });

  it('the same question without a language, or in English, is answered in English as before', async () => {
    for (const language of [undefined, 'en'])
      expect((await ask('What time is check-in?', language)).response).toBe(
        'Check-in is from 3:00 PM and check-out is until 12:00 PM.',
      );
  });

  it.each([
    ['an unknown language', { language: 'es' }],
    ['a number', { language: 7 }],
    ['a NUL byte', { language: 'fil\u0000' }],
    ['a huge string', { language: 'x'.repeat(50_000) }],
  ])('refuses %s with a clear 400', async (_case, body) => {
    const response = await send({ message: 'Hello', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ language: 'Choose English or Filipino' });
  });
});

describe('FAQ entries in the asker language', () => {
  it('are preferred to an entry in the other language that matches as well', async () => {
    const entry = (language: 'en' | 'fil', question: string, keywords: string[], answer: string) => ({
      language,
      question,
      keywords,
      answer,
    });
    await db
      .insert(chatbotFaqs)
      .values([
        entry('en', 'Are pets allowed?', ['dog', 'pet', 'aso'], 'Small pets are welcome.'),
        entry(
          'fil',
          'Puwede ba ang alagang hayop?',
          ['aso', 'pusa', 'alaga'],
          'Puwede po ang maliliit na alagang hayop.',
        ),
      ]);
    expect(await inFilipino('Puwede ba ang aso?')).toBe('Puwede po ang maliliit na alagang hayop.');
    expect((await ask('Puwede ba ang aso?', 'en')).response).toBe('Small pets are welcome.');
    // an entry in the other language still answers when none in the asker's matches
    expect(await inFilipino('Can I bring my dog?')).toBe('Small pets are welcome.');
  });
});

describe("the owner's texts in the asker's language", () => {
  it("quote the admin's Filipino payment policy in Filipino, the English one in English", async () => {
    const english = 'Pay 30% now, the rest at check-in. Cancel for free until 48 hours before check-in.';
    const filipino =
      '30% ngayon, ang natitira sa check-in. Libre ang pagkansela hanggang 48 oras bago ang check-in.';
    await db
      .insert(contentItems)
      .values({ key: 'payment_policy', title: 'Payment policy', content: english, contentFil: filipino });
    expect(await inFilipino('Paano magbayad? May down payment ba?')).toContain(filipino);
    expect(await inFilipino('Puwede bang i-kansela ang booking?')).toContain(
      'Libre ang pagkansela hanggang 48 oras bago ang check-in.',
    );
    expect((await ask('How do I pay?', 'en')).response).toContain(english);
    // no Filipino version: the Filipino reply quotes the English text
    await db.update(contentItems).set({ contentFil: '' }).where(eq(contentItems.key, 'payment_policy'));
    expect(await inFilipino('Paano magbayad? May down payment ba?')).toContain(english);
  });
});
