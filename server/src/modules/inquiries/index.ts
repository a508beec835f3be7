// The inquiries module's public API. Contact-form messages are written here and nowhere else.
export { default as inquiryAdminRoutes } from './admin.routes';
