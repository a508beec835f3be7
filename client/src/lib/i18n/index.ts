// Guest-facing texts in English and Filipino. See docs/architecture.md, "Languages".
export { i18n } from './i18n';
export { applyLanguage, currentLanguage, storedChoice, storedLanguage, storeLanguage } from './language';
export { defineMessages } from './messages';
