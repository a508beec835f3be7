// A namespace's English texts, registered when the feature's module loads (so they ship in that
// feature's chunk, not the landing bundle), and the hook its components read them with.
import { useMemo, useSyncExternalStore } from 'react';
import { i18n, type Messages, type TextOptions } from './i18n';

const currentLanguage = () => i18n.language;

export const defineMessages = (namespace: string, english: Messages) => {
  i18n.addResourceBundle('en', namespace, english);
  /** `t` reads this namespace; the component renders again when the language changes. */
  return () => {
    const language = useSyncExternalStore(i18n.subscribe, currentLanguage, currentLanguage);
    return useMemo(() => {
      function t(key: string, options: TextOptions & { readonly returnObjects: true }): unknown;
      function t(key: string, options?: TextOptions): string;
      function t(key: string, options?: TextOptions) {
        return i18n.t(key, { ns: namespace, ...options });
      }
      return { t, i18n, language };
    }, [language]);
  };
};
