// Every route of spec section 2. The landing page ships in the main bundle; every other page
// is its own lazy chunk, so visitors never download staff or admin code.
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageLoader } from '@/components/layout/page-loader';
import { SiteLayout } from '@/components/layout/site-layout';
import { HomePage } from '@/features/home/components/home-page';
import { ADMIN_ROLES, ANY_ROLE, RoleGuard, STAFF_ROLES } from './guards';

const RoomsPage = lazy(() => import('@/features/rooms/components/rooms-page'));
const RoomDetailPage = lazy(() => import('@/features/rooms/components/room-detail-page'));
const AmenitiesPage = lazy(() => import('@/features/amenities/components/amenities-page'));
const ContactPage = lazy(() => import('@/features/contact/components/contact-page'));
const LoginPage = lazy(() => import('@/features/auth/components/login-page'));
const SignupPage = lazy(() => import('@/features/auth/components/signup-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/components/forgot-password-page'));
const BookingPage = lazy(() => import('@/features/booking/components/booking-page'));
const CustomerDashboard = lazy(() => import('@/features/dashboard/components/customer-dashboard'));
const ReceptionistDashboard = lazy(() => import('@/features/front-desk/components/receptionist-dashboard'));
const AdminDashboard = lazy(() => import('@/features/admin/components/admin-dashboard'));
const AdminUsersPage = lazy(() => import('@/features/admin/components/admin-users-page'));
const AdminContentPage = lazy(() => import('@/features/admin/components/admin-content-page'));
const AdminChatbotPage = lazy(() => import('@/features/admin/components/admin-chatbot-page'));
const AdminAmenitiesPage = lazy(() => import('@/features/admin/components/admin-amenities-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

const adminOnly = { roles: ADMIN_ROLES, otherRoles: '/', signedOut: { toast: false, to: '/' } } as const;

export const AppRouter = () => (
  <SiteLayout>
    <Suspense fallback={<PageLoader />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/rooms" component={RoomsPage} />
        <Route path="/rooms/:id">{(params) => <RoomDetailPage roomId={params.id} />}</Route>
        <Route path="/booking/:roomId">{(params) => <BookingPage roomId={params.roomId} />}</Route>
        <Route path="/amenities" component={AmenitiesPage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/signup" component={SignupPage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/dashboard">
          <RoleGuard roles={ANY_ROLE} otherRoles="/" signedOut={{ toast: false, to: '/api/login' }}>
            {(user) =>
              user.role === 'customer' ? (
                <CustomerDashboard user={user} />
              ) : (
                <ReceptionistDashboard user={user} />
              )
            }
          </RoleGuard>
        </Route>
        <Route path="/receptionist-dashboard">
          <RoleGuard
            roles={STAFF_ROLES}
            otherRoles="/dashboard"
            signedOut={{ toast: true, to: '/api/login' }}
          >
            {(user) => <ReceptionistDashboard user={user} />}
          </RoleGuard>
        </Route>
        <Route path="/admin-dashboard">
          <RoleGuard
            roles={ADMIN_ROLES}
            otherRoles="/dashboard"
            signedOut={{ toast: true, to: '/api/login' }}
          >
            {(user) => <AdminDashboard user={user} />}
          </RoleGuard>
        </Route>
        <Route path="/admin-users">
          <RoleGuard {...adminOnly}>{(user) => <AdminUsersPage user={user} />}</RoleGuard>
        </Route>
        <Route path="/admin-content">
          <RoleGuard {...adminOnly}>{(user) => <AdminContentPage user={user} />}</RoleGuard>
        </Route>
        <Route path="/admin-chatbot">
          <RoleGuard {...adminOnly}>{(user) => <AdminChatbotPage user={user} />}</RoleGuard>
        </Route>
        <Route path="/admin-amenities">
          <RoleGuard {...adminOnly}>{(user) => <AdminAmenitiesPage user={user} />}</RoleGuard>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  </SiteLayout>
);
