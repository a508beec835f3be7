// The user read: the account as the User schema leaves it, null when the server answers 401 (signed out
// is an answer, so nothing reports a lost session), any other failure a failure.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { jsonResponse, stubFetch } from '@/test/stub-api';
import { aUser } from '@/test/user';
import { userQueryOptions } from './get-user';

let answer: Response;
stubFetch(() => answer);

const readUser = () => {
  const { queryFn } = userQueryOptions();
  if (typeof queryFn !== 'function') throw new Error('the user read has no query function');
  return queryFn({} as never);
};

describe('the user read', () => {
  it('answers the signed-in account', async () => {
    answer = jsonResponse({ ...aUser({ firstName: 'Ana' }), passwordHash: 'never shown' });
    await expect(readUser()).resolves.toEqual(aUser({ firstName: 'Ana' }));
  });

  it('answers null when signed out (401)', async () => {
    answer = jsonResponse({ message: 'Unauthorized' }, 401);
    await expect(readUser()).resolves.toBeNull();
  });

  it('fails on any other refusal', async () => {
    answer = jsonResponse({ message: 'Server error' }, 500);
    await expect(readUser()).rejects.toBeInstanceOf(ApiError);
  });
});
