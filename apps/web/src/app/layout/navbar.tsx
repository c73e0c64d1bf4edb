import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useNavigate } from '../../lib/history';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { useSession } from '../../features/auth/api/use-session';
import { i18n } from '../../lib/i18n';
import { LOGIN_FIRST } from '../../lib/login-return';
import { SITE } from '../../lib/site';
import { pageTexts } from '../../lib/page-texts';
import { Avatar } from '../../components/avatar';
import { Logo } from '../../components/logo';
import { QuickExit } from '../../components/quick-exit';
import { matchPage } from '../pages';
import { LanguageSwitch } from './language-switch';

export const messages = i18n('layout/navbar', {
  home: 'Home',
  allDoctors: 'All Doctors',
  blogs: 'Blogs',
  services: 'Services',
  about: 'About',
  contact: 'Contact',
  main: 'Main',
  accountMenu: 'Account menu',
  accountMenuFor: params('Account menu for {name}'),
  myProfile: 'My Profile',
  myAppointment: 'My Appointment',
  logout: 'Logout',
  login: 'Log in',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
});

/**
 * The navigation of docs/product.md; Services points at the literal placeholder, which shows the
 * services hub.
 * `section` is the path prefix under which a link counts as the current page.
 */
export const NAV_LINKS = [
  { to: '/', label: 'home', section: null },
  { to: '/doctors', label: 'allDoctors', section: '/doctors' },
  { to: '/blog', label: 'blogs', section: '/blog' },
  { to: '/services/:section', label: 'services', section: '/services' },
  { to: '/about', label: 'about', section: '/about' },
  { to: '/contact', label: 'contact', section: '/contact' },
] as const;

/** The link of the section being shown: '/blogs/1' is under Blogs, any services page under Services. */
function useCurrentLink(): string | undefined {
  const [pathname] = useLocation();
  if (pathname === '/') return '/';
  return NAV_LINKS.find((link) => link.section && pathname.startsWith(link.section))?.to;
}

const desktopLinkClass = (current: boolean) =>
  `rounded px-1 py-1 text-sm font-medium uppercase tracking-wide ${
    current
      ? 'text-primary underline decoration-2 underline-offset-8'
      : 'text-gray-700 hover:text-primary'
  }`;

/** Open/closed state that closes by itself when the page changes: it remembers where it opened. */
function useMenuState() {
  const [pathname] = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === pathname;
  const toggle = () => setOpenedAt(open ? null : pathname);
  const close = useCallback(() => setOpenedAt(null), []);
  return { open, toggle, close };
}

function ProfileMenu() {
  const t = useStore(messages);
  const { userData, logout } = useSession();
  const navigate = useNavigate();
  const { open, toggle, close } = useMenuState();
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const onLogout = async () => {
    close();
    await logout();
    navigate('/');
  };

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => toggle()}
        className="flex items-center gap-2 rounded-full p-0.5"
      >
        <Avatar name={userData?.name ?? ''} image={userData?.image ?? ''} size={36} alt="" />
        <span className="sr-only">
          {userData ? t.accountMenuFor({ name: userData.name }) : t.accountMenu}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-gray-600">
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute right-0 z-30 mt-2 w-48 space-y-1 rounded-lg border border-gray-100 bg-white p-2 text-sm shadow-lg"
        >
          <li>
            <Link to="/my-profile" className="block rounded px-3 py-2 hover:bg-primary-soft">
              {t.myProfile}
            </Link>
          </li>
          <li>
            <Link to="/my-appointment" className="block rounded px-3 py-2 hover:bg-primary-soft">
              {t.myAppointment}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={onLogout}
              className="block w-full rounded px-3 py-2 text-left hover:bg-primary-soft"
            >
              {t.logout}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

export function Navbar() {
  const t = useStore(messages);
  const fixed = useStore(pageTexts);
  const { isLoggedIn } = useSession();
  const { open: menuOpen, toggle: toggleMenu, close: closeMenu } = useMenuState();
  const mobileMenuId = useId();
  const currentLink = useCurrentLink();
  const quickExit = !!matchPage(useLocation()[0]).route.quickExit;

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeMenu();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, closeMenu]);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <QuickExit shown={quickExit} />
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded text-base font-semibold whitespace-nowrap text-primary sm:text-lg"
        >
          <Logo />
          <span className="max-[359px]:sr-only">{SITE.name}</span>
        </Link>

        <nav aria-label={t.main} className="hidden lg:block">
          <ul className="flex items-center gap-5">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={link.to === currentLink ? 'page' : undefined}
                  className={desktopLinkClass(link.to === currentLink)}
                >
                  {t[link.label]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-3">
          <LanguageSwitch className="hidden lg:inline-flex" />
          {isLoggedIn ? (
            <ProfileMenu />
          ) : (
            <>
              <Link to={LOGIN_FIRST} className="btn-outline hidden sm:inline-flex">
                {t.login}
              </Link>
              <Link to="/login" className="btn-primary hidden sm:inline-flex">
                {fixed.createAccount}
              </Link>
            </>
          )}
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={mobileMenuId}
            onClick={() => toggleMenu()}
            className="rounded-md p-2 text-gray-700 lg:hidden"
          >
            <span className="sr-only">{menuOpen ? t.closeMenu : t.openMenu}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6 stroke-current"
              fill="none"
              strokeWidth={2}
            >
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav
          id={mobileMenuId}
          aria-label={t.main}
          className="border-t border-gray-200 bg-white lg:hidden"
        >
          <ul className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={link.to === currentLink ? 'page' : undefined}
                  className={`block rounded-md px-3 py-2 text-base ${
                    link.to === currentLink ? 'bg-primary-soft text-primary' : 'text-gray-800'
                  }`}
                >
                  {t[link.label]}
                </Link>
              </li>
            ))}
            <li className="px-3 pt-2">
              <LanguageSwitch />
            </li>
            {!isLoggedIn && (
              <li className="grid grid-cols-2 gap-3 pt-2 sm:hidden">
                <Link to={LOGIN_FIRST} className="btn-outline">
                  {t.login}
                </Link>
                <Link to="/login" className="btn-primary">
                  {fixed.createAccount}
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
