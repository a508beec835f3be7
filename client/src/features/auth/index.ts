// What the auth feature offers other features: the signed-in user.

export { type AuthUser, userQueryOptions, useUser } from './api/get-user';
export { saveAccountLanguage } from './api/save-language';
export { EditOwnNameButton } from './components/edit-own-name-button';
