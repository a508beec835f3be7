// Every server message file (server/src/modules/*/messages/<language>.ts) has the same keys in every
// guest language, nested keys included, and each text the same {{placeholders}}: a key written in one
// language and forgotten in the other fails here, not in a guest's inbox.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@domain/languages';
import { describe, expect, it } from 'vitest';
import type { Messages } from './i18n';

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');

/** 'a.b.c' -> the placeholders of that text, sorted: one entry per key of the file. */
const flatten = (messages: Messages, prefix = ''): Map<string, string[]> => {
  const flat = new Map<string, string[]>();
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string')
      flat.set(name, [...new Set([...value.matchAll(/{{\s*([\w.]+)\s*}}/g)].map((m) => m[1] ?? ''))].sort());
    else for (const [inner, names] of flatten(value, name)) flat.set(inner, names);
  }
  return flat;
};

/** What one language has that the other lacks, or says with other placeholders. */
const differences = (a: Messages, b: Messages): string[] => {
  const [left, right] = [flatten(a), flatten(b)];
  const problems: string[] = [];
  for (const [key, names] of left) {
    const other = right.get(key);
    if (!other) problems.push(`${key}: missing`);
    else if (names.join() !== other.join()) problems.push(`${key}: {{${names}}} vs {{${other}}}`);
  }
  for (const key of right.keys()) if (!left.has(key)) problems.push(`${key}: extra`);
  return problems;
};

const messageFolders = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .filter((entry) => readdirSync(path.join(MODULES, entry.name)).includes('messages'))
  .map((entry) => path.join(MODULES, entry.name, 'messages'));

const load = async (folder: string, language: string): Promise<Messages> => {
  const module = (await import(path.join(folder, `${language}.ts`))) as Record<string, Messages>;
  const messages = module[language];
  if (!messages) throw new Error(`${folder}/${language}.ts exports no \`${language}\``);
  return messages;
};

describe('server message files', () => {
  it('are found (emails, the reset code, the chat)', () => {
    expect(messageFolders.map((folder) => path.basename(path.dirname(folder))).sort()).toEqual(
      expect.arrayContaining(['auth', 'chatbot', 'notifications']),
    );
  });

  it.each(messageFolders.map((folder) => [path.relative(MODULES, folder), folder]))(
    '%s: one file per language, each with the keys and placeholders of English',
    async (_name, folder) => {
      expect(readdirSync(folder).sort()).toEqual(LANGUAGES.map((language) => `${language}.ts`).sort());
      const english = await load(folder, 'en');
      for (const language of LANGUAGES) {
        const messages = await load(folder, language);
        expect(differences(english, messages), language).toEqual([]);
      }
    },
  );

  it('the check itself: a missing nested key, an extra one and a renamed placeholder are each caught', () => {
    const english = { a: { b: 'Hi {{name}}', c: 'Bye' }, d: 'x' };
    expect(differences(english, { a: { b: 'Kumusta {{name}}', c: 'Paalam' }, d: 'x' })).toEqual([]);
    expect(differences(english, { a: { b: 'Kumusta {{name}}' }, d: 'x' })).toEqual(['a.c: missing']);
    expect(differences(english, { a: { b: 'Kumusta {{pangalan}}', c: 'Paalam' }, d: 'x', e: 'y' })).toEqual([
      'a.b: {{name}} vs {{pangalan}}',
      'e: extra',
    ]);
  });
});
