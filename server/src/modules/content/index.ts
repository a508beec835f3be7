// The content module's public API. Website texts (content_items) are written here and nowhere else;
// emails and the chat assistant read them through findContentMap. The go-live checklist keeps its
// dismissals in the same table, apart from the texts.
export { default as contentAdminRoutes } from './admin.routes';
export {
  type ChecklistDismissal,
  findChecklistDismissals,
  findContentChangedAt,
  findContentMap,
  setChecklistDismissal,
} from './service';
