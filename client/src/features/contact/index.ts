// What the contact feature offers other features: the landing page's contact section as a lazy component
// (its own chunk, loaded when the visitor scrolls near it). The contact page is loaded by the router; the
// admin's reading of the messages is the inquiries feature's.
import { lazy } from 'react';

export const ContactSection = lazy(() =>
  import('./components/contact-section').then((module) => ({ default: module.ContactSection })),
);
