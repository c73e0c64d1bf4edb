import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'wouter';
import { i18n } from '../../../lib/i18n';
import { CONDITION_LIST, messages as catalogue, servicePath } from '../content/catalogue';
import { usePrefetchCondition } from '../content/condition-query';

export const messages = i18n('services/sidebar', { heading: 'Conditions we treat' });

/** The ten condition links: a scrolling row on phones, a column beside the page from tablets up. */
export function ServicesSidebar() {
  const listRef = useRef<HTMLUListElement>(null);
  const [pathname] = useLocation();
  const prefetch = usePrefetchCondition();
  const t = useStore(messages);
  const conditions = useStore(catalogue);

  // On phones the row scrolls sideways: bring the open condition into view, without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  return (
    <nav aria-labelledby="services-nav-heading" className="md:sticky md:top-24 md:self-start">
      <p
        id="services-nav-heading"
        className="mb-3 text-sm font-semibold tracking-wide text-gray-500 uppercase"
      >
        {t.heading}
      </p>
      <ul
        ref={listRef}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-col md:gap-1 md:overflow-visible md:px-0"
      >
        {CONDITION_LIST.map(({ section }) => {
          const path = servicePath(section);
          const open = path === pathname;
          return (
            <li key={section} className="shrink-0">
              <Link
                to={path}
                aria-current={open ? 'page' : undefined}
                onMouseEnter={() => prefetch(section)}
                onFocus={() => prefetch(section)}
                className={`block rounded-full border px-4 py-2 text-sm whitespace-nowrap md:rounded-md md:border-0 md:whitespace-normal ${
                  open
                    ? 'border-primary bg-primary text-white'
                    : 'border-gray-200 text-gray-700 hover:bg-primary-soft hover:text-primary'
                }`}
              >
                {conditions[section]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
