// What the content feature offers other features: the website's editable texts.

export { contentQueryOptions, contentReader, useContent } from './api/get-content';
