// What the auth feature offers other features: the signed-in user and its cache key.

export { type AuthUser, userQueryOptions, useUser } from './api/get-user';
export { authKeys } from './api/keys';
export { saveAccountLanguage } from './api/save-language';
export { EditOwnNameButton } from './components/edit-own-name-button';
