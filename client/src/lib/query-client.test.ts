// @vitest-environment jsdom
// The query cache's one handler for a lost session (401) and a refused action (403), spec section 8.
import { MSG } from '@domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/hooks/use-toast';
import { ApiError } from './api';
import {
  createQueryClient,
  createSessionErrorHandler,
  MANUAL_SESSION_ERRORS,
  wasReported,
} from './query-client';
import { redirectToLogin } from './redirects';

vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }));
vi.mock('./redirects', () => ({ redirectToLogin: vi.fn() }));

const apiError = (status: number, message?: string) =>
  new ApiError(status, message ? { message } : null, message ? JSON.stringify({ message }) : '', 'Status');

const failingWith = (error: unknown) => () => Promise.reject(error);

const setup = () => {
  const onUnauthorized = vi.fn();
  const onForbidden = vi.fn();
  const client = createQueryClient(createSessionErrorHandler({ onUnauthorized, onForbidden }));
  const read = (key: string, error: unknown, meta?: typeof MANUAL_SESSION_ERRORS) =>
    client.fetchQuery({ queryKey: [key], queryFn: failingWith(error), meta }).catch((caught) => caught);
  const act = (error: unknown, meta?: typeof MANUAL_SESSION_ERRORS) =>
    client
      .getMutationCache()
      .build(client, { mutationFn: failingWith(error), meta })
      .execute(undefined)
      .catch((caught) => caught);
  return { onUnauthorized, onForbidden, read, act };
};

beforeEach(() => vi.clearAllMocks());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('401: the session is gone', () => {
  it('reports every read and action that fails together (redirectToLogin itself goes only once)', async () => {
    const { onUnauthorized, read, act } = setup();
    const errors = await Promise.all([
      read('/api/user/reservations', apiError(401, 'Unauthorized')),
      read('/api/user/payments', apiError(401, 'Unauthorized')),
      act(apiError(401, 'Unauthorized')),
    ]);
    expect(onUnauthorized).toHaveBeenCalledTimes(3);
    for (const error of errors) expect(wasReported(error)).toBe(true);
  });

  it('leaves a call marked manual to its screen (a wrong password also answers 401)', async () => {
    const { onUnauthorized, act, read } = setup();
    const signIn = await act(apiError(401, MSG.invalidCredentials), MANUAL_SESSION_ERRORS);
    const read401 = await read('/api/x', apiError(401), MANUAL_SESSION_ERRORS);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(wasReported(signIn)).toBe(false);
    expect(wasReported(read401)).toBe(false);
  });

  it("by default shows the spec's toast and goes to /api/login, coming back to this page", async () => {
    window.history.replaceState(null, '', '/dashboard?tab=payments');
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/a'], queryFn: failingWith(apiError(401)) }).catch(() => {});
    expect(redirectToLogin).toHaveBeenCalledWith('/api/login', '/dashboard?tab=payments');
  });
});

describe('403: signed in but not allowed', () => {
  it('reports every refusal, reads and actions alike', async () => {
    const { onForbidden, onUnauthorized, read, act } = setup();
    const refused = await act(apiError(403, MSG.forbidden));
    await read('/api/admin/stats', apiError(403, MSG.forbidden));
    expect(onForbidden).toHaveBeenCalledTimes(2);
    expect(onForbidden).toHaveBeenCalledWith(refused);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(wasReported(refused)).toBe(true);
  });

  it("by default toasts 'Error' with the server's reason, or the generic forbidden message", async () => {
    const client = createQueryClient();
    const build = (error: unknown) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: failingWith(error) })
        .execute(undefined);
    await build(apiError(403, MSG.accountDisabled)).catch(() => {});
    await build(apiError(403)).catch(() => {});
    expect(toast).toHaveBeenNthCalledWith(1, {
      title: 'Error',
      description: MSG.accountDisabled,
      variant: 'destructive',
    });
    expect(toast).toHaveBeenNthCalledWith(2, {
      title: 'Error',
      description: MSG.forbidden,
      variant: 'destructive',
    });
  });
});

describe('other failures', () => {
  it('are left to the screen', async () => {
    const { onUnauthorized, onForbidden, read, act } = setup();
    const errors = await Promise.all([
      read('/api/rooms', apiError(404, 'Not found')),
      act(apiError(409, MSG.roomUnavailable)),
      act(new Error('offline')),
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onForbidden).not.toHaveBeenCalled();
    for (const error of errors) expect(wasReported(error)).toBe(false);
  });
});
