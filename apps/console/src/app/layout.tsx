import { STAFF_ROLE_NAMES, type StaffPermission } from '@clinic/contracts';
import { NavLink, Outlet } from 'react-router-dom';
import { Button } from '../components/button';
import { useLogout } from '../features/auth/api/logout';
import { SafetyAlertBanner } from '../features/safety-alerts/components/safety-alert-banner';
import { useMay, useOperator } from '../lib/operator';

/** Each link shows to the roles that may use its screen; My account is everyone's. */
const LINKS: { to: string; label: string; end: boolean; permission: StaffPermission | null }[] = [
  { to: '/', label: 'Dashboard', end: true, permission: 'dashboard' },
  { to: '/safety-alerts', label: 'Safety alerts', end: false, permission: 'safety-alerts' },
  { to: '/appointments', label: 'Appointments', end: false, permission: 'appointments' },
  { to: '/schedule', label: 'Schedule', end: false, permission: 'appointments' },
  { to: '/series', label: 'Book a series', end: false, permission: 'series' },
  { to: '/payments', label: 'Payments', end: false, permission: 'payments' },
  { to: '/reconcile', label: 'Reconcile', end: false, permission: 'payments' },
  { to: '/refunds', label: 'Refunds', end: false, permission: 'payments' },
  { to: '/doctors', label: 'Doctors', end: false, permission: 'doctors' },
  { to: '/waitlist', label: 'Waiting lists', end: false, permission: 'doctors' },
  { to: '/blogs', label: 'Blogs', end: false, permission: 'blogs' },
  { to: '/messages', label: 'Messages', end: false, permission: 'messages' },
  { to: '/audit', label: 'Audit log', end: false, permission: 'audit' },
  { to: '/data-requests', label: 'Data requests', end: false, permission: 'data-requests' },
  { to: '/staff', label: 'Staff', end: false, permission: 'staff' },
  { to: '/settings', label: 'Settings', end: false, permission: 'settings' },
  { to: '/account', label: 'My account', end: false, permission: null },
];

export function ConsoleLayout() {
  const operator = useOperator();
  const may = useMay();
  const logoutMutation = useLogout();
  // Until a required new password is chosen, My account is the only screen that works.
  const links = LINKS.filter(({ permission }) =>
    permission === null ? true : !operator.mustChangePassword && may(permission),
  );
  return (
    <div className="min-h-screen lg:flex">
      <a
        href="#main"
        className="sr-only print:hidden focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      {/* A printed page is the screen's content alone (the schedule is printed for the doctor). */}
      <aside className="print:hidden border-b border-gray-200 bg-white lg:w-56 lg:shrink-0 lg:border-b-0 lg:border-r">
        <div className="flex items-start justify-between gap-4 px-5 py-4 lg:flex-col">
          <div className="min-w-0">
            <p className="text-lg font-semibold text-primary">Clinic console</p>
            <p className="truncate text-sm text-gray-500">
              {operator.name} · {STAFF_ROLE_NAMES[operator.role]}
            </p>
          </div>
          <Button
            variant="secondary"
            small
            onClick={() => logoutMutation.mutate()}
            disabled={logoutMutation.isPending}
          >
            Log out
          </Button>
        </div>
        <nav aria-label="Console">
          <ul className="flex flex-wrap gap-1 px-3 pb-3 lg:flex-col">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-primary-soft text-primary' : 'text-gray-700 hover:bg-gray-100'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 lg:px-8 print:p-0">
        <SafetyAlertBanner />
        <Outlet />
      </main>
    </div>
  );
}
