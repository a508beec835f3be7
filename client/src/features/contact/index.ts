// What the contact feature offers other features: the landing page's contact section as a lazy component
// (its own chunk, loaded when the visitor scrolls near it), and for the admin dashboard the Inquiries tab
// and its count. The contact page is loaded by the router. The admin parts are lazy and marked pure, so
// the visitors' bundle, which imports this file, drops them.
import { lazy } from 'react';

export const ContactSection = lazy(() =>
  import('./components/contact-section').then((module) => ({ default: module.ContactSection })),
);
export const InquiriesPanel = /* @__PURE__ */ lazy(() => import('./admin/inquiries-panel'));
export const NewInquiriesCount = /* @__PURE__ */ lazy(() => import('./admin/new-inquiries-count'));
