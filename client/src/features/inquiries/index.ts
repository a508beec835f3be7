// What the inquiries feature (the messages of the contact form, as the admin reads them; server module
// `inquiries`) offers other features: the admin dashboard's Inquiries tab and its count, each its own lazy
// chunk. The visitors' side of the same messages, the form, is the contact feature's: the landing page
// never imports this one, so nothing of it is shared with the visitors' chunks.
import { lazy } from 'react';

export const InquiriesPanel = lazy(() => import('./components/inquiries-panel'));
export const NewInquiriesCount = lazy(() => import('./components/new-inquiries-count'));
