import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { doctorsAddress, doctorsPage, doctorsQueryOptions } from '../../lib/doctors';
import { SPECIALITY_NAMES, specialityPlurals } from '../../lib/specialities';
import { doctorStructuredData, suffixed } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

/** The doctors grid, of one speciality with `?speciality=`, a later page with `?page=`. */
export default {
  path: '/doctors',
  page: lazyPage('../features/doctors/doctors-page.tsx'),
  // The server reads it (src/entry-server.tsx); in the browser the components fetch their own.
  ...(import.meta.env.SSR && {
    load: async ({ source }) => {
      await source.doctors();
      return true;
    },
  }),
  useHead: ({ search, origin, texts: t }) => {
    const doctors = useQuery(doctorsQueryOptions()).data;
    const plurals = useStore(specialityPlurals);
    const query = new URLSearchParams(search);
    const requested = query.get('speciality');
    const speciality = SPECIALITY_NAMES.find((name) => name === requested) ?? null;
    const listed = (doctors ?? []).filter((d) => !speciality || d.speciality === speciality);
    // Each page of the grid is its own page: its address, its title and its doctors.
    const { shown, page } = doctorsPage(listed, query.get('page'));
    const title = speciality ? plurals[speciality] : t.doctors;
    return {
      title: suffixed(page > 1 ? t.pageOf({ title, page }) : title),
      description: speciality
        ? t.specialityDescription({ specialities: plurals[speciality].toLowerCase() })
        : t.doctorsDescription,
      url: `${origin}${doctorsAddress(speciality, page)}`,
      structuredData: shown.map((doctor) => doctorStructuredData(doctor, origin)),
    };
  },
} satisfies PageRoute;
