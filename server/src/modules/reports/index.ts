// The reports module's public API: a read model over every module's tables that writes none.
export { default as statsAdminRoutes } from './stats.routes';
