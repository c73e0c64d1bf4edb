import type { RouteObject } from 'react-router-dom';
import { AppointmentsPage } from '../features/appointments/appointments-page';
import { PaymentsPage } from '../features/appointments/payments-page';
import { AuditPage } from '../features/audit/audit-page';
import { LoginPage } from '../features/auth/login-page';
import { BlogEditorPage, NewBlogPage } from '../features/blogs/blog-editor-page';
import { BlogsPage } from '../features/blogs/blogs-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { DoctorEditorPage, NewDoctorPage } from '../features/doctors/doctor-editor-page';
import { DoctorsPage } from '../features/doctors/doctors-page';
import { MessagesPage } from '../features/messages/messages-page';
import { ConsoleLayout } from './layout';
import { RequireOperator } from './require-operator';

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
      { path: 'payments', element: <PaymentsPage /> },
      { path: 'doctors', element: <DoctorsPage /> },
      { path: 'doctors/new', element: <NewDoctorPage /> },
      { path: 'doctors/:doctorId', element: <DoctorEditorPage /> },
      { path: 'blogs', element: <BlogsPage /> },
      { path: 'blogs/new', element: <NewBlogPage /> },
      { path: 'blogs/:blogId', element: <BlogEditorPage /> },
      { path: 'messages', element: <MessagesPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: '*', element: <p className="text-gray-600">This page does not exist.</p> },
    ],
  },
];
