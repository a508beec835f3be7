// The public website texts' cache keys: one per language under the URL, so refreshing `public` reads
// every language again.
import type { Language } from '@domain/languages';

export const contentKeys = {
  public: ['/api/content'] as const,
  in: (language: Language) => ['/api/content', language] as const,
};
