import type { RoomAvailabilityDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { stayCheckOf } from './stay-check';

const stay = { checkin: '2030-02-05', checkout: '2030-02-07' };
const answer = (available: boolean, dates = stay): RoomAvailabilityDto => ({
  roomId: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
  ...dates,
  available,
  reason: available ? null : 'taken',
  nearestDates: available ? [] : [{ checkin: '2030-02-07', checkout: '2030-02-09' }],
  otherRooms: [],
});
const idle = { error: null, isFetching: false };

describe('stayCheckOf', () => {
  it('asks nothing without valid dates', () => {
    expect(stayCheckOf({ stay: null, query: idle, justTaken: null })).toEqual({ kind: 'dates' });
  });

  it('is free only on an answer for the dates on screen, and never while a check is under way', () => {
    expect(stayCheckOf({ stay, query: { ...idle, data: answer(true) }, justTaken: null }).kind).toBe('free');
    expect(
      stayCheckOf({ stay, query: { ...idle, data: answer(true), isFetching: true }, justTaken: null }).kind,
    ).toBe('checking');
    const older = answer(true, { checkin: '2030-02-01', checkout: '2030-02-03' });
    expect(stayCheckOf({ stay, query: { ...idle, data: older }, justTaken: null }).kind).toBe('checking');
  });

  it('taken: the answer with its suggestions', () => {
    expect(stayCheckOf({ stay, query: { ...idle, data: answer(false) }, justTaken: null })).toEqual({
      kind: 'taken',
      answer: answer(false),
      justTaken: null,
    });
  });

  it("a 409 at Book Now wins over an older 'free' for the same dates, until they change", () => {
    const justTaken = { message: MSG.datesTaken, ...stay };
    expect(stayCheckOf({ stay, query: { ...idle, data: answer(true) }, justTaken })).toEqual({
      kind: 'taken',
      answer: null,
      justTaken: MSG.datesTaken,
    });
    const moved = { checkin: '2030-02-07', checkout: '2030-02-09' };
    expect(stayCheckOf({ stay: moved, query: { ...idle, data: answer(true, moved) }, justTaken }).kind).toBe(
      'free',
    );
  });

  it("a network failure asks for a retry; the server's refusal says why", () => {
    expect(
      stayCheckOf({ stay, query: { ...idle, error: new TypeError('Failed to fetch') }, justTaken: null }),
    ).toEqual({ kind: 'failed', message: null });
    const refused = new ApiError(400, { message: MSG.checkinInPast }, '', 'Bad Request');
    expect(stayCheckOf({ stay, query: { ...idle, error: refused }, justTaken: null })).toEqual({
      kind: 'failed',
      message: MSG.checkinInPast,
    });
    const broken = new ApiError(503, { message: 'Service unavailable' }, '', 'Service Unavailable');
    expect(stayCheckOf({ stay, query: { ...idle, error: broken }, justTaken: null })).toEqual({
      kind: 'failed',
      message: null,
    });
  });
});
