// The content module's public API. Website texts (content_items) are written here and nowhere else;
// emails and the chat assistant read them through findContentMap.
export { default as contentAdminRoutes } from './admin.routes';
export { findContentMap } from './service';
