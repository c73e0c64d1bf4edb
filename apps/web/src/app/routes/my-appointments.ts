import { titled } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

/** Private (PRIVATE_PAGE_PATHS in the contracts): the server renders its head only. */
export default {
  path: '/my-appointment',
  page: lazyPage('../features/appointments/my-appointments-page.tsx'),
  useHead: ({ texts: t }) => titled(t.myAppointments, t.myAppointmentsDescription),
  quickExit: true,
} satisfies PageRoute;
