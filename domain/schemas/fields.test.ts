import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { MAX_MONEY_CENTAVOS, moneyInput, multiLineText, singleLineText } from './fields';

describe('singleLineText', () => {
  const name = singleLineText().trim().min(1, 'Name is required').max(20);

  it('refuses NUL with its own message, before any other rule', () => {
    const result = name.safeParse('Ana\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MSG.invalidCharacter);
    expect(name.safeParse('\u0000').error?.issues[0]?.message).toBe(MSG.invalidCharacter);
  });

  it('turns tabs and line breaks into spaces and drops other control characters', () => {
    expect(name.parse(' Ana\tMaria\r\nCruz\u0007\u001b\u007f ')).toBe('Ana Maria Cruz');
  });

  it('keeps the chain working: trim, min and max see the cleaned text', () => {
    expect(name.safeParse('\u0001\u0002').error?.issues[0]?.message).toBe('Name is required');
    expect(name.safeParse('x'.repeat(21)).success).toBe(false);
    expect(name.parse('Señora Ñiña 😊')).toBe('Señora Ñiña 😊');
  });

  it('passes the type error message through', () => {
    expect(singleLineText({ error: 'Required' }).safeParse(42).error?.issues[0]?.message).toBe('Required');
  });
});

describe('multiLineText', () => {
  it('keeps tabs and line breaks (as \\n), refuses NUL, drops other control characters', () => {
    const message = multiLineText().trim();
    expect(message.parse('Hello,\r\n\tthere\u0008!\rBye')).toBe('Hello,\n\tthere!\nBye');
    expect(message.safeParse('a\u0000b').error?.issues[0]?.message).toBe(MSG.invalidCharacter);
  });
});

describe('moneyInput', () => {
  const amount = moneyInput('Please enter a valid amount');

  it('reads strings and numbers into centavos', () => {
    expect(amount.parse('4,500.50')).toBe(450_050);
    expect(amount.parse(1200)).toBe(120_000);
  });

  it('caps every amount at ₱10,000,000.00', () => {
    expect(amount.parse('10000000.00')).toBe(MAX_MONEY_CENTAVOS);
    for (const huge of ['10000000.01', '10000000000', 1e10, 1e12, 1e300, '9'.repeat(400)]) {
      const result = amount.safeParse(huge);
      expect(result.success, String(huge)).toBe(false);
    }
    expect(amount.safeParse(1e12).error?.issues[0]?.message).toBe(MSG.amountTooLarge);
  });

  it('gives the field its own message for zero, negative and non-numbers', () => {
    for (const bad of ['0', -5, 'abc', '', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(amount.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe(
        'Please enter a valid amount',
      );
    }
  });

  it('may word a missing amount apart from a wrong one', () => {
    const price = moneyInput('Please enter a valid price', 'Base price is required');
    expect(price.safeParse(' ').error?.issues.map((issue) => issue.message)).toEqual([
      'Base price is required',
    ]);
    expect(price.safeParse(undefined).error?.issues[0]?.message).toBe('Base price is required');
    expect(price.safeParse('0').error?.issues[0]?.message).toBe('Please enter a valid price');
  });
});
