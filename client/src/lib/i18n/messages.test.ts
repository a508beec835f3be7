// Every namespace has the same keys in English and Filipino (nested ones and plural forms too) and each
// text uses the same {{variables}}: a key added to one language and not the other fails here.
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const english = import.meta.glob<{ default: Tree }>('./messages/en/*.ts', { eager: true });
const filipino = import.meta.glob<{ default: Tree }>('./messages/fil/*.ts', { eager: true });

const namespaceOf = (file: string) => file.replace(/^.*\/(.*)\.ts$/, '$1');

/** 'a.b.c' -> text, for every leaf. */
const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
};

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const pairs = Object.keys(english).map((file) => {
  const namespace = namespaceOf(file);
  const other = filipino[`./messages/fil/${namespace}.ts`];
  return { namespace, en: english[file]?.default ?? {}, fil: other?.default };
});

describe('message files', () => {
  it('every English namespace has a Filipino file, and no Filipino file is without an English one', () => {
    expect(Object.keys(filipino).map(namespaceOf).sort()).toEqual(
      Object.keys(english).map(namespaceOf).sort(),
    );
  });

  it.each(pairs)('$namespace: the same keys in both languages', ({ en, fil }) => {
    expect(fil).toBeDefined();
    expect([...leaves(fil ?? {}).keys()].sort()).toEqual([...leaves(en).keys()].sort());
  });

  it.each(pairs)('$namespace: each text uses the same {{variables}} in both languages', ({ en, fil }) => {
    const filipinoTexts = leaves(fil ?? {});
    for (const [key, text] of leaves(en)) {
      expect({ key, variables: variables(filipinoTexts.get(key) ?? '') }).toEqual({
        key,
        variables: variables(text),
      });
    }
  });

  it('no Filipino text is empty', () => {
    for (const { namespace, fil } of pairs)
      for (const [key, text] of leaves(fil ?? {}))
        expect({ namespace, key, text: text.trim() }).not.toMatchObject({ text: '' });
  });
});
