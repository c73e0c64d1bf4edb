import { titled } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

/** Private (PRIVATE_PAGE_PATHS in the contracts): the server renders its head only. */
export default {
  path: '/my-appointment/:id',
  page: lazyPage('../features/appointments/appointment-page.tsx'),
  useHead: ({ texts: t }) => titled(t.yourAppointment, t.yourAppointmentDescription),
  quickExit: true,
} satisfies PageRoute;
