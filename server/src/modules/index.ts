// Every feature's routes (and the notifications module's email delivery job), registered in this order by
// buildApp(). This is the composition root: the one place that imports route files directly; modules call
// each other only through their index.ts.
import type { FastifyPluginAsync } from 'fastify';
import addOnBookingRoutes from './add-ons/booking.routes';
import addOnRoutes from './add-ons/routes';
import adminRoutes from './admin/routes';
import amenityRoutes from './amenities/routes';
import authRoutes from './auth/routes';
import calendarRoutes from './calendar/routes';
import chatbotRoutes from './chatbot/routes';
import contentRoutes from './content/routes';
import crawlerRoutes from './crawlers/routes';
import dayVisitRoutes from './day-visits/routes';
import frontDeskRoutes from './front-desk/routes';
import inquiryRoutes from './inquiries/routes';
import notificationsPlugin from './notifications/plugin';
import reportRoutes from './reports/routes';
import guestPaymentRoutes from './reservations/payments.routes';
import receiptRoutes from './reservations/receipt.routes';
import reservationRoutes from './reservations/routes';
import reviewRoutes from './reviews/routes';
import roomRoutes from './rooms/routes';
import siteConfigRoutes from './site-config/routes';
import weatherRoutes from './weather/routes';

export const modules: FastifyPluginAsync[] = [
  notificationsPlugin,
  authRoutes,
  siteConfigRoutes,
  contentRoutes,
  roomRoutes,
  amenityRoutes,
  addOnRoutes,
  dayVisitRoutes,
  inquiryRoutes,
  reportRoutes,
  frontDeskRoutes,
  weatherRoutes,
  reservationRoutes,
  addOnBookingRoutes,
  guestPaymentRoutes,
  receiptRoutes,
  reviewRoutes,
  calendarRoutes,
  chatbotRoutes,
  adminRoutes,
  // robots.txt, sitemap.xml and the pages' noindex header (before the app's page route, app.ts)
  crawlerRoutes,
];
