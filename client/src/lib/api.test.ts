// The typed reads (getParsed, fetchParsed): the answer comes back as its schema leaves it, an answer that
// does not fit fails in the read, and a refused read fails with its status before any schema loads (the
// answer schemas, and zod with them, load with the first answer a page fetches).
import { siteConfigExample, siteConfigSchema } from '@domain/api/site';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, requestsTo, stubFetch } from '@/test/stub-api';
import { ApiError, fetchParsed, getParsed } from './api';

const loaded = vi.hoisted(() => ({ schemas: 0 }));
vi.mock('./answer-schemas', async (importOriginal) => {
  loaded.schemas += 1;
  return importOriginal();
});

const fetchMock = stubFetch((input) => {
  const url = String(input);
  if (url === '/api/gone') return jsonResponse({ message: 'Not found' }, 404);
  if (url === '/api/odd') return jsonResponse({ ...siteConfigExample, maxStayNights: '30' });
  return jsonResponse({ ...siteConfigExample, internalNote: 'not in the schema' });
});

describe('a typed read', () => {
  // first in the file: the module loads once, so a later test would find it loaded
  it('refused, fails with the status and the server message, and loads no schema', async () => {
    const failure = await getParsed('/api/gone', (s) => s.siteConfigSchema).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, serverMessage: 'Not found' });
    expect(loaded.schemas).toBe(0);
  });

  it('answers what the picked schema leaves of the answer, loading the schemas then', async () => {
    const config = await getParsed('/api/config', (s) => s.siteConfigSchema);
    expect(config).toEqual(siteConfigExample);
    expect(config).not.toHaveProperty('internalNote');
    expect(loaded.schemas).toBe(1);
  });

  it('fails on an answer its schema does not describe', async () => {
    await expect(getParsed('/api/odd', (s) => s.siteConfigSchema)).rejects.toThrow(/maxStayNights/);
  });

  it('takes a schema as it is, and as a query function reads the URL its key names', async () => {
    const read = fetchParsed(siteConfigSchema);
    await expect(read({ queryKey: ['/api', 'config'] })).resolves.toEqual(siteConfigExample);
    const [[, init] = []] = requestsTo(fetchMock, '/api/config');
    expect(init).toMatchObject({ credentials: 'include' });
  });
});
