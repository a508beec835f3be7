// What the content feature offers other features: the website's editable texts and their cache key.

export { contentQueryOptions, contentReader, useContent } from './api/get-content';
export { contentKeys } from './api/keys';
