import { NavLink, Outlet } from 'react-router-dom';
import { Button } from '../components/button';
import { useMe } from '../features/auth/api/get-me';
import { useLogout } from '../features/auth/api/logout';

const LINKS = [
  { to: '/', label: 'Dashboard', end: true },
  { to: '/appointments', label: 'Appointments', end: false },
  { to: '/schedule', label: 'Schedule', end: false },
  { to: '/payments', label: 'Payments', end: false },
  { to: '/doctors', label: 'Doctors', end: false },
  { to: '/blogs', label: 'Blogs', end: false },
  { to: '/messages', label: 'Messages', end: false },
  { to: '/audit', label: 'Audit log', end: false },
  { to: '/data-requests', label: 'Data requests', end: false },
  { to: '/account', label: 'My account', end: false },
];

export function ConsoleLayout() {
  const me = useMe();
  const logoutMutation = useLogout();
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
            {me.data && <p className="truncate text-sm text-gray-500">{me.data.name}</p>}
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
            {LINKS.map((link) => (
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
        <Outlet />
      </main>
    </div>
  );
}
