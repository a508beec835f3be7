import { describe, expect, it } from 'vitest';
import { greeting } from './admin-view';

describe('admin dashboard helpers', () => {
  it('greets by the hour', () => {
    expect(greeting(8)).toBe('Good morning');
    expect(greeting(13)).toBe('Good afternoon');
    expect(greeting(20)).toBe('Good evening');
  });
});
