// Header, footer, the page frame and the 404 page: every page shows them, so they ship with the landing bundle.
import { STATUS_LABELS } from '@domain/reservation-status';

export default {
  nav: {
    main: 'Main',
    home: 'Home',
    rooms: 'Rooms',
    amenities: 'Amenities',
    contact: 'Contact',
    dashboard: 'Dashboard',
    signIn: 'Sign In',
    signOut: 'Sign Out',
    welcome: 'Welcome, {{name}}',
    defaultName: 'User',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToContent: 'Skip to main content',
    signOutFailed: 'Failed to sign out',
  },
  language: { label: 'Language' },
  brand: { home: 'Casa Alon Beach Resort, home', tagline: 'Beach Resort' },
  footer: {
    nav: 'Footer',
    about:
      'A quiet cove of turquoise water, warm sand and warmer Filipino hospitality. Come for the sunsets, stay for the stories.',
    social: 'Casa Alon on social media',
    quickLinks: 'Quick Links',
    services: 'Our Services',
    serviceList: {
      rooms: 'Beachfront Rooms & Suites',
      islandHopping: 'Island Hopping Tours',
      weddings: 'Weddings & Events',
      dining: 'Seaside Dining',
      transfers: 'Airport Transfers',
    },
    contactUs: 'Contact Us',
    rights: 'Casa Alon Beach Resort. All rights reserved.',
    farewell: 'Mabuhay! We can’t wait to welcome you to the shore.',
    accessibility: 'Accessibility',
  },
  notFound: {
    title: 'Page Not Found',
    eyebrow: 'Error 404',
    heading: 'This page drifted out to sea',
    text: 'The page you’re looking for doesn’t exist or has moved. Let’s get you back to dry land, or straight to a room with a view.',
    home: 'Back to Home',
    rooms: 'Browse Rooms',
  },
  discount: {
    regular: 'Regular price',
    vatExemption: 'VAT exemption ({{percent}}%)',
    share: 'Senior citizen / PWD share',
    discount: 'Senior citizen / PWD discount ({{percent}}%)',
  },
  status: STATUS_LABELS,
  paymentStatus: { paid: 'Paid', partiallyPaid: 'Partially Paid', unpaid: 'Unpaid' },
  toast: { error: 'Error', success: 'Success' },
};
