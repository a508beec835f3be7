// Every page of spec section 2, as listed in domain/routes.ts. The landing page ships in the main
// bundle; every other page is its own lazy chunk, so visitors never download staff or admin code.
import { isStaff } from '@domain/constants';
import { PAGES, type PageName } from '@domain/routes';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, type StringRouteParams, Switch } from 'wouter';
import { PageLoader } from '@/components/layout/page-loader';
import { SiteLayout } from '@/components/layout/site-layout';
import { HomePage } from '@/features/home/components/home-page';
import { ADMIN_ROLES, ANY_ROLE, RoleGuard, STAFF_ROLES } from './guards';

const loadRoomsPage = () => import('@/features/rooms/components/rooms-page');
const loadAmenitiesPage = () => import('@/features/amenities/components/amenities-page');
const loadContactPage = () => import('@/features/contact/components/contact-page');
const loadDayToursPage = () => import('@/features/day-visits/components/day-tours-page');

const RoomsPage = lazy(loadRoomsPage);
const RoomDetailPage = lazy(() => import('@/features/rooms/components/room-detail-page'));
const AmenitiesPage = lazy(loadAmenitiesPage);
const ContactPage = lazy(loadContactPage);
const DayToursPage = lazy(loadDayToursPage);
const AccessibilityPage = lazy(() => import('@/features/accessibility/components/accessibility-page'));
const LoginPage = lazy(() => import('@/features/auth/components/login-page'));
const SignupPage = lazy(() => import('@/features/auth/components/signup-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/components/forgot-password-page'));
const BookingPage = lazy(() => import('@/features/booking/components/booking-page'));
const GroupBookingPage = lazy(() => import('@/features/groups/components/group-booking-page'));
const CustomerDashboard = lazy(() => import('@/features/dashboard/components/customer-dashboard'));
const ReceiptPage = lazy(() => import('@/features/receipt/components/receipt-page'));
const ReceptionistDashboard = lazy(() => import('@/features/front-desk/components/receptionist-dashboard'));
const AdminDashboard = lazy(() => import('@/features/admin-console/components/admin-dashboard'));
const AdminUsersPage = lazy(() => import('@/features/users/components/admin-users-page'));
const AdminContentPage = lazy(() => import('@/features/content/admin/admin-content-page'));
const AdminChatbotPage = lazy(() => import('@/features/chatbot/admin/admin-chatbot-page'));
const AdminAmenitiesPage = lazy(() => import('@/features/amenities/admin/admin-amenities-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/**
 * The public pages a visitor may land on: when the browser opens one of them, its chunk starts
 * downloading while the main bundle runs, instead of after React's first render asks for it.
 */
const LANDING_CHUNKS: Readonly<Record<string, () => Promise<unknown>>> = {
  [PAGES.rooms]: loadRoomsPage,
  [PAGES.amenities]: loadAmenitiesPage,
  [PAGES.contact]: loadContactPage,
  [PAGES.dayTours]: loadDayToursPage,
};

/** Starts downloading the chunk of the page the browser opened, if it is one of LANDING_CHUNKS. */
export const preloadLandingChunk = (pathname: string) => {
  // a failure here is reported by React.lazy's own import of the page
  LANDING_CHUNKS[pathname]?.().catch(() => undefined);
};

const adminOnly = { roles: ADMIN_ROLES, otherRoles: '/', signedOut: { toast: false, to: '/' } } as const;

type Screen<Path extends string> = (params: StringRouteParams<Path>) => ReactNode;

/** What each page of the domain's list shows; the type makes a page without a screen a compile error. */
const SCREENS: { [Name in PageName]: Screen<(typeof PAGES)[Name]> } = {
  home: () => <HomePage />,
  rooms: () => <RoomsPage />,
  roomDetail: (params) => <RoomDetailPage roomId={params.id} />,
  groupBooking: () => <GroupBookingPage />,
  booking: (params) => <BookingPage roomId={params.roomId} />,
  amenities: () => <AmenitiesPage />,
  dayTours: () => <DayToursPage />,
  contact: () => <ContactPage />,
  accessibility: () => <AccessibilityPage />,
  login: () => <LoginPage />,
  signup: () => <SignupPage />,
  forgotPassword: () => <ForgotPasswordPage />,
  dashboard: () => (
    <RoleGuard roles={ANY_ROLE} otherRoles="/" signedOut={{ toast: false, to: '/api/login' }}>
      {(user) =>
        user.role === 'customer' ? <CustomerDashboard user={user} /> : <ReceptionistDashboard user={user} />
      }
    </RoleGuard>
  ),
  receipt: (params) => (
    <RoleGuard roles={ANY_ROLE} otherRoles="/" signedOut={{ toast: false, to: '/api/login' }}>
      {(user) => <ReceiptPage reservationId={params.id} staff={isStaff(user.role)} />}
    </RoleGuard>
  ),
  receptionistDashboard: () => (
    <RoleGuard roles={STAFF_ROLES} otherRoles="/dashboard" signedOut={{ toast: true, to: '/api/login' }}>
      {(user) => <ReceptionistDashboard user={user} />}
    </RoleGuard>
  ),
  adminDashboard: () => (
    <RoleGuard roles={ADMIN_ROLES} otherRoles="/dashboard" signedOut={{ toast: true, to: '/api/login' }}>
      {(user) => <AdminDashboard user={user} />}
    </RoleGuard>
  ),
  adminUsers: () => <RoleGuard {...adminOnly}>{(user) => <AdminUsersPage user={user} />}</RoleGuard>,
  adminContent: () => <RoleGuard {...adminOnly}>{(user) => <AdminContentPage user={user} />}</RoleGuard>,
  adminChatbot: () => <RoleGuard {...adminOnly}>{(user) => <AdminChatbotPage user={user} />}</RoleGuard>,
  adminAmenities: () => <RoleGuard {...adminOnly}>{(user) => <AdminAmenitiesPage user={user} />}</RoleGuard>,
};

const PAGE_NAMES = Object.keys(PAGES) as PageName[];

export const AppRouter = () => (
  <SiteLayout>
    <Suspense fallback={<PageLoader />}>
      <Switch>
        {PAGE_NAMES.map((name) => {
          // each screen reads the parameters of its own path; the mapped type above checked that pairing
          const screen = SCREENS[name] as Screen<string>;
          return (
            <Route key={name} path={PAGES[name]}>
              {(params) => screen(params)}
            </Route>
          );
        })}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  </SiteLayout>
);
