import { describe, expect, it } from 'vitest';
import { controlProps, fieldStates } from './field-states';

describe('fieldStates', () => {
  it('shows a shared message once, under the first field, and marks both fields', () => {
    const states = fieldStates('f', ['email', 'password'], {
      email: 'Please enter your email and password',
      password: 'Please enter your email and password',
    });
    expect(states.email).toEqual({
      id: 'f-email',
      message: 'Please enter your email and password',
      invalid: true,
      describedBy: 'f-email-error',
    });
    expect(states.password).toEqual({ id: 'f-password', invalid: true, describedBy: 'f-email-error' });
  });

  it('keeps different messages on their own fields and leaves valid fields alone', () => {
    const states = fieldStates('f', ['a', 'b', 'c'], { b: 'Passwords do not match', c: undefined });
    expect(states.a).toEqual({ id: 'f-a', invalid: false });
    expect(states.b.message).toBe('Passwords do not match');
    expect(states.c.invalid).toBe(false);
  });
});

describe('controlProps', () => {
  it('wires aria-invalid and aria-describedby only when the field failed', () => {
    expect(controlProps({ id: 'x', invalid: false })).toEqual({
      id: 'x',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
    expect(controlProps({ id: 'x', invalid: true, describedBy: 'x-error', message: 'm' })).toEqual({
      id: 'x',
      'aria-invalid': true,
      'aria-describedby': 'x-error',
    });
  });
});
