import type { StaffPermission } from '@clinic/contracts';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/login-page';
import { Allowed, Landing } from './allowed';
import { ConsoleLayout } from './layout';
import { lazyScreen } from './lazy-screen';
import { RequireOperator } from './require-operator';

// The login and the shell come with the first load; every screen is its own chunk.
const DashboardPage = lazyScreen(
  () => import('../features/dashboard/dashboard-page'),
  'DashboardPage',
);
const AppointmentsPage = lazyScreen(
  () => import('../features/appointments/appointments-page'),
  'AppointmentsPage',
);
const PaymentsPage = lazyScreen(
  () => import('../features/appointments/payments-page'),
  'PaymentsPage',
);
const ReconcilePage = lazyScreen(
  () => import('../features/reconciliation/reconcile-page'),
  'ReconcilePage',
);
const RefundsPage = lazyScreen(() => import('../features/refunds/refunds-page'), 'RefundsPage');
const DoctorsPage = lazyScreen(() => import('../features/doctors/doctors-page'), 'DoctorsPage');
const NewDoctorPage = lazyScreen(
  () => import('../features/doctors/doctor-editor-page'),
  'NewDoctorPage',
);
const DoctorEditorPage = lazyScreen(
  () => import('../features/doctors/doctor-editor-page'),
  'DoctorEditorPage',
);
const BlogsPage = lazyScreen(() => import('../features/blogs/blogs-page'), 'BlogsPage');
const NewBlogPage = lazyScreen(() => import('../features/blogs/blog-editor-page'), 'NewBlogPage');
const BlogEditorPage = lazyScreen(
  () => import('../features/blogs/blog-editor-page'),
  'BlogEditorPage',
);
const MessagesPage = lazyScreen(() => import('../features/messages/messages-page'), 'MessagesPage');
const AuditPage = lazyScreen(() => import('../features/audit/audit-page'), 'AuditPage');
const DataRequestsPage = lazyScreen(
  () => import('../features/data-requests/data-requests-page'),
  'DataRequestsPage',
);
const SafetyAlertsPage = lazyScreen(
  () => import('../features/safety-alerts/safety-alerts-page'),
  'SafetyAlertsPage',
);
const OpenAlertsPanel = lazyScreen(
  () => import('../features/safety-alerts/open-alerts-panel'),
  'OpenAlertsPanel',
);
const IntakePage = lazyScreen(() => import('../features/intake/intake-page'), 'IntakePage');
const SeriesPage = lazyScreen(() => import('../features/series/series-page'), 'SeriesPage');
const SchedulePage = lazyScreen(() => import('../features/schedule/schedule-page'), 'SchedulePage');
const WaitlistPage = lazyScreen(() => import('../features/waitlist/waitlist-page'), 'WaitlistPage');
const AccountPage = lazyScreen(() => import('../features/account/account-page'), 'AccountPage');
const StaffPage = lazyScreen(() => import('../features/staff/staff-page'), 'StaffPage');
const SettingsPage = lazyScreen(() => import('../features/settings/settings-page'), 'SettingsPage');
const SetupPage = lazyScreen(() => import('../features/setup/setup-page'), 'SetupPage');
const JoinPage = lazyScreen(() => import('../features/join/join-page'), 'JoinPage');

const guarded = (permission: StaffPermission, screen: ReactNode) => (
  <Allowed permission={permission}>{screen}</Allowed>
);

/**
 * The console's screens; the tests mount these same routes in a memory router. Each signed-in
 * screen names the permission it needs (STAFF_PERMISSIONS in the contracts).
 */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  // Outside the signed-in shell: the first owner's set-up, and joining from an invitation.
  { path: '/setup', element: <SetupPage /> },
  { path: '/join', element: <JoinPage /> },
  {
    path: '/',
    element: (
      <RequireOperator>
        <ConsoleLayout />
      </RequireOperator>
    ),
    children: [
      {
        index: true,
        element: (
          <Landing>
            <OpenAlertsPanel />
            <DashboardPage />
          </Landing>
        ),
      },
      { path: 'appointments', element: guarded('appointments', <AppointmentsPage />) },
      {
        path: 'appointments/:appointmentId/intake',
        element: guarded('intake-answers', <IntakePage />),
      },
      { path: 'safety-alerts', element: guarded('safety-alerts', <SafetyAlertsPage />) },
      { path: 'schedule', element: guarded('appointments', <SchedulePage />) },
      { path: 'series', element: guarded('series', <SeriesPage />) },
      { path: 'payments', element: guarded('payments', <PaymentsPage />) },
      { path: 'reconcile', element: guarded('payments', <ReconcilePage />) },
      { path: 'refunds', element: guarded('payments', <RefundsPage />) },
      { path: 'doctors', element: guarded('doctors', <DoctorsPage />) },
      { path: 'doctors/new', element: guarded('doctors-manage', <NewDoctorPage />) },
      { path: 'doctors/:doctorId', element: guarded('doctors', <DoctorEditorPage />) },
      { path: 'waitlist', element: guarded('doctors', <WaitlistPage />) },
      { path: 'blogs', element: guarded('blogs', <BlogsPage />) },
      { path: 'blogs/new', element: guarded('blogs', <NewBlogPage />) },
      { path: 'blogs/:blogId', element: guarded('blogs', <BlogEditorPage />) },
      { path: 'messages', element: guarded('messages', <MessagesPage />) },
      { path: 'audit', element: guarded('audit', <AuditPage />) },
      { path: 'data-requests', element: guarded('data-requests', <DataRequestsPage />) },
      { path: 'staff', element: guarded('staff', <StaffPage />) },
      { path: 'settings', element: guarded('settings', <SettingsPage />) },
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <p className="text-gray-600">This page does not exist.</p> },
    ],
  },
];
