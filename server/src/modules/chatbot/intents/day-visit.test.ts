import { describe, expect, it } from 'vitest';
import { parsePersons, readDayVisitQuestion } from './day-visit';
import { parseMaxPrice, parseParty } from './party';
import { parseStayDates } from './stay-dates';
import { readMessage } from './topics';
import { parseVisitDay } from './visit-day';

// Tuesday at the resort
const TODAY = '2026-12-01';

describe('readDayVisitQuestion', () => {
  it.each([
    ['magkano entrance sa Sunday', ['fees']],
    ['How much is the day tour on Saturday?', ['fees']],
    ['entrance fee tomorrow', ['fees']],
    ['Day tour rates on Dec 25?', ['fees']],
    ['Magkano po ang day tour bukas?', ['fees']],
    ['day trip price', ['fees']],
    ['day tour on Sunday?', ['fees']],
    ['pwede pa ba mag day tour sa Sunday', ['places']],
    ['Is the day tour still available tomorrow?', ['places']],
    ['fully booked na ba ang day tour sa Sabado?', ['places']],
    ['is a cottage for 10 free tomorrow', ['cottage']],
    ['may cottage ba para sa 10 sa Linggo', ['cottage']],
    ['How much is a cottage?', ['cottage']],
    ['Where do we pay the entrance fee?', ['fees']],
    ['entrance fee and a cottage for 8 on Sunday', ['fees', 'cottage']],
  ])('%j asks %j', (message, asks) => {
    expect(readDayVisitQuestion(message)?.asks).toEqual(asks);
  });

  it.each([
    'Room availability',
    'Is there a room on Dec 24?',
    'rooms for 10 people tomorrow',
    'How much is the Garden Room on Sunday?',
    'Do you have a day use room?',
    'Magkano ang kwarto bukas?',
    'Is the pool open on Sunday?',
    'What time is check-in?',
    'May bakanteng kuwarto ba sa Sabado?',
    'Where is the entrance of the resort?',
    'Saan ang entrance?',
  ])('%j is no day-visit question', (message) => {
    expect(readDayVisitQuestion(message)).toBeNull();
  });

  it('counts the persons a cottage must take', () => {
    expect(readDayVisitQuestion('is a cottage for 10 free tomorrow')?.persons).toBe(10);
    expect(parsePersons('may cottage ba para sa 10 sa Linggo')).toBe(10);
    expect(parsePersons('cottage good for twelve')).toBe(12);
    expect(parsePersons('cottage for 4 adults and 3 kids')).toBe(7);
    expect(parsePersons('cottage para sa sampung tao')).toBe(10);
    expect(parsePersons('cottage for a day')).toBeUndefined();
    expect(parsePersons('cottage for 2 nights')).toBeUndefined();
    expect(parsePersons('cottage on Dec 25')).toBeUndefined();
  });
});

describe('parseVisitDay', () => {
  it.each([
    ['magkano entrance sa Sunday', '2026-12-06'],
    ['day tour on Saturday', '2026-12-05'],
    ['sa Sabado', '2026-12-05'],
    ['may cottage ba sa Linggo', '2026-12-06'],
    ['entrance fee tomorrow', '2026-12-02'],
    ['day tour bukas', '2026-12-02'],
    ['pwede pa ba ngayon', TODAY],
    ['day tour today', TODAY],
    ['day tour Dec 25', '2026-12-25'],
    ['day tour sa Disyembre 25', '2026-12-25'],
    ['12/25 day tour', '2026-12-25'],
    ['day tour this weekend', '2026-12-05'],
    ['day tour on 2026-06-01', '2026-06-01'],
  ])('%j is %s', (message, day) => {
    expect(parseVisitDay(message, TODAY)).toBe(day);
  });

  it('names no day where none is written', () => {
    expect(parseVisitDay('how much is the day tour?', TODAY)).toBeNull();
    expect(parseVisitDay('cottage for 10 people', TODAY)).toBeNull();
    expect(parseVisitDay('day tour for a week', TODAY)).toBeNull();
    expect(parseVisitDay('isang linggo', TODAY)).toBeNull();
  });
});

describe('readMessage with a day-visit question', () => {
  const topicsOf = (message: string) => {
    const found = {
      dates: parseStayDates(message, TODAY) !== null,
      party: parseParty(message) !== null,
      maxPrice: parseMaxPrice(message) !== undefined,
      dayVisit: readDayVisitQuestion(message) !== null,
    };
    return readMessage(message, found).topics;
  };

  it('leaves the rooms out unless a room or a stay is asked too', () => {
    expect(topicsOf('entrance fee tomorrow')).toEqual([]);
    expect(topicsOf('is a cottage for 10 free tomorrow')).toEqual([]);
    expect(topicsOf('may cottage ba para sa 10 people bukas')).toEqual([]);
    expect(topicsOf('How much is the day tour and a room for tomorrow?')).toEqual(['availability']);
    expect(topicsOf('day tour or overnight stay on Dec 25?')).toEqual(['availability']);
  });
});
