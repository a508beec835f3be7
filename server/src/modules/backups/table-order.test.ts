import { describe, expect, it } from 'vitest';
import { inDependencyOrder } from './table-order';

describe('inDependencyOrder', () => {
  it('puts every table after the tables it references, ties alphabetically', () => {
    const references = new Map([
      ['payments', ['reservations', 'users']],
      ['reservations', ['rooms', 'users']],
      ['room_rates', ['rooms']],
      ['users', ['users']],
    ]);
    expect(
      inDependencyOrder(['payments', 'reservations', 'room_rates', 'rooms', 'users'], references),
    ).toEqual(['rooms', 'users', 'reservations', 'room_rates', 'payments']);
  });

  it('ends a cycle of references instead of looping', () => {
    const references = new Map([
      ['a', ['b']],
      ['b', ['a']],
    ]);
    expect(inDependencyOrder(['b', 'a', 'c'], references)).toEqual(['c', 'a', 'b']);
  });
});
