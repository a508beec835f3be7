// The go-live module's public API: the admin's "Before you go live" checklist. It stores nothing of
// its own (its dismissals live with the content texts) and reads the other modules through their index.
export { default as goLiveAdminRoutes } from './routes';
