// The one i18next instance (issue 12, "Filipino language"). English is registered synchronously by the
// module that uses each namespace (see messages.ts), so the build's prerender and a first render in
// English never wait; Filipino files are separate chunks that a dynamic import() fetches only once a
// page is shown in Filipino, so English visitors never download them.
import { DEFAULT_LANGUAGE, LANGUAGES } from '@domain/languages';
import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

const filipinoFiles = import.meta.glob<{ default: ResourceLanguage }>('./messages/fil/*.ts');

/** Every namespace that has a Filipino file. */
export const TRANSLATED_NAMESPACES = Object.keys(filipinoFiles).map((file) =>
  file.replace(/^.*\/|\.ts$/g, ''),
);

/** i18next's backend interface around a dynamic import (no backend plugin: this is all it needs). */
const lazyFilipino: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, done) => {
    const load = language === 'fil' ? filipinoFiles[`./messages/fil/${namespace}.ts`] : undefined;
    // English (or an unknown namespace) has nothing to fetch: the feature's module registered it
    if (!load) return done(null, {});
    load().then(
      (file) => done(null, file.default),
      (error: unknown) => done(error instanceof Error ? error.message : String(error), null),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

void i18n
  .use(lazyFilipino)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: {},
    partialBundledLanguages: true,
    ns: [],
    defaultNS: false,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    react: { useSuspense: true },
  });
