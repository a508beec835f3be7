// What the admin feature offers other features: its cache keys (front-desk changes refresh the admin stats).
export { adminKeys } from './api/keys';
