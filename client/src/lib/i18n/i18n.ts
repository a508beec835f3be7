// The browser's translator. English is registered synchronously by the
// module that uses each namespace (see messages.ts), so the build's prerender and a first render in
// English never wait; Filipino files are separate chunks that a dynamic import() fetches only once a
// page is shown in Filipino, so English visitors never download them.
// Not i18next (the server's emails keep it): the browser uses a sliver of it (nested keys, {{variables}},
// plural forms by Intl.PluralRules, a nested object as it is), and i18next was a quarter of the landing
// page's JavaScript with a lookup that cost a phone most of a millisecond per text
// (docs/adr/0036-browser-translator.md).
import { DEFAULT_LANGUAGE, type Language } from '@domain/languages';

/** A namespace's texts: nested keys, a plural form as `key_one` / `key_other` beside each other. */
export type Messages = { readonly [key: string]: string | Messages };

/** A text's variables; `count` also picks the plural form, `ns` the namespace (i18n.t). */
export type TextOptions = {
  readonly ns?: string;
  readonly count?: number;
  readonly [variable: string]: unknown;
};

const filipinoFiles = import.meta.glob<{ default: Messages }>('./messages/fil/*.ts');

/** Every namespace that has a Filipino file. */
export const TRANSLATED_NAMESPACES = Object.keys(filipinoFiles).map((file) =>
  file.replace(/^.*\/|\.ts$/g, ''),
);

const VARIABLE = /{{\s*(\w+)\s*}}/g;

const lookup = (messages: Messages | undefined, key: string): string | Messages | undefined => {
  let found: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (found === undefined || typeof found === 'string') return undefined;
    found = Object.hasOwn(found, part) ? found[part] : undefined;
  }
  return found;
};

class Translator {
  /** The language the pages are shown in. */
  language: Language = DEFAULT_LANGUAGE;
  private readonly bundles = new Map<string, Messages>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();

  /** Registers a namespace's texts in a language (a later call for the same pair replaces them). */
  addResourceBundle(language: Language, namespace: string, messages: Messages) {
    this.bundles.set(`${language}/${namespace}`, messages);
  }

  /** Fetches the Filipino files of these namespaces that are not here yet. */
  async loadNamespaces(namespaces: readonly string[]) {
    await Promise.all(
      namespaces.map(async (namespace) => {
        const load = filipinoFiles[`./messages/fil/${namespace}.ts`];
        if (!load || this.bundles.has(`fil/${namespace}`)) return;
        this.addResourceBundle('fil', namespace, (await load()).default);
      }),
    );
  }

  /** Shows every text in `language` from now on; components that read texts render again. */
  async changeLanguage(language: Language) {
    if (language === this.language) return;
    this.language = language;
    for (const listener of [...this.listeners]) listener();
  }

  /** Calls `listener` after each change of language; returns the call that stops it. */
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /**
   * The text under `key` ('a.b.c', or 'namespace:a.b.c') in the namespace `options.ns`, in the page's
   * language, else in English, else the key itself; with `count`, its plural form first; {{variables}}
   * filled in from `options`.
   */
  t(key: string, options: TextOptions & { readonly returnObjects: true }): unknown;
  t(key: string, options?: TextOptions): string;
  t(key: string, options: TextOptions & { readonly returnObjects?: boolean } = {}): unknown {
    const found = this.find(this.language, key, options) ?? this.find(DEFAULT_LANGUAGE, key, options);
    if (found === undefined) return key;
    if (typeof found !== 'string') return options.returnObjects ? found : key;
    return found.includes('{{')
      ? found.replace(VARIABLE, (whole, name: string) =>
          options[name] === undefined ? whole : String(options[name]),
        )
      : found;
  }

  private find(language: Language, namespacedKey: string, options: TextOptions) {
    // 'validation:noRoomsTitle' reads another namespace than the hook's (i18next's way of writing it)
    const separator = namespacedKey.indexOf(':');
    const namespace = separator > 0 ? namespacedKey.slice(0, separator) : (options.ns ?? '');
    const key = separator > 0 ? namespacedKey.slice(separator + 1) : namespacedKey;
    const messages = this.bundles.get(`${language}/${namespace}`);
    if (typeof options.count === 'number') {
      const plural = lookup(messages, `${key}_${this.pluralRule(language).select(options.count)}`);
      if (plural !== undefined) return plural;
    }
    return lookup(messages, key);
  }

  private pluralRule(language: Language) {
    let rule = this.pluralRules.get(language);
    if (!rule) {
      rule = new Intl.PluralRules(language);
      this.pluralRules.set(language, rule);
    }
    return rule;
  }
}

// exported for the type declarations of every feature's text hook, which return this instance
export type { Translator };

export const i18n = new Translator();
