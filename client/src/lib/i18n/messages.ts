// A namespace's English texts, registered when the feature's module loads (so they ship in that
// feature's chunk, not the landing bundle), and the hook its components read them with.
import type { ResourceLanguage } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from './i18n';

export const defineMessages = (namespace: string, english: ResourceLanguage) => {
  i18n.addResourceBundle('en', namespace, english, true, true);
  return () => useTranslation(namespace, { i18n });
};
