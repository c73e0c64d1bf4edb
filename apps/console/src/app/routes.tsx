import type { RouteObject } from 'react-router-dom';
import { LoginPage } from '../features/auth/login-page';
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
const SchedulePage = lazyScreen(() => import('../features/schedule/schedule-page'), 'SchedulePage');
const AccountPage = lazyScreen(() => import('../features/account/account-page'), 'AccountPage');

/** The console's screens; the tests mount these same routes in a memory router. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: (
      <RequireOperator>
        <ConsoleLayout />
      </RequireOperator>
    ),
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'appointments', element: <AppointmentsPage /> },
      { path: 'schedule', element: <SchedulePage /> },
      { path: 'payments', element: <PaymentsPage /> },
      { path: 'doctors', element: <DoctorsPage /> },
      { path: 'doctors/new', element: <NewDoctorPage /> },
      { path: 'doctors/:doctorId', element: <DoctorEditorPage /> },
      { path: 'blogs', element: <BlogsPage /> },
      { path: 'blogs/new', element: <NewBlogPage /> },
      { path: 'blogs/:blogId', element: <BlogEditorPage /> },
      { path: 'messages', element: <MessagesPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'data-requests', element: <DataRequestsPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: '*', element: <p className="text-gray-600">This page does not exist.</p> },
    ],
  },
];
