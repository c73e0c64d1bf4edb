import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { doctorsQueryOptions } from '../../lib/doctors';
import { SITE } from '../../lib/site';
import { specialityNames } from '../../lib/specialities';
import { absolute, doctorStructuredData, excerpt, notFoundHead, suffixed } from '../page-meta';
import { lazyPage, type PageRoute } from '../page-route';

/** A doctor's booking page (`?move=<appointment>` moves an appointment to another time). */
export default {
  path: '/appointment/:docId',
  page: lazyPage('../features/booking/booking-page.tsx'),
  // The server reads it (src/entry-server.tsx); in the browser the components fetch their own.
  ...(import.meta.env.SSR && {
    load: async ({ params, source }) =>
      (await source.doctors()).some((doctor) => doctor._id === params.docId),
  }),
  useHead: ({ params, search, origin, texts: t }) => {
    const doctors = useQuery(doctorsQueryOptions()).data;
    const specialities = useStore(specialityNames);
    if (!doctors) return { title: suffixed(t.book), description: t.homeDescription };
    const doctor = doctors.find((item) => item._id === params.docId);
    if (!doctor) return notFoundHead(t);
    const moving = new URLSearchParams(search).has('move');
    return {
      title: (moving ? t.moveWith : t.bookWith)({ name: doctor.name }),
      description: excerpt(
        t.doctorDescription({
          name: doctor.name,
          speciality: specialities[doctor.speciality],
          degree: doctor.degree,
          years: doctor.experience,
          site: SITE.name,
          about: doctor.about,
        }),
      ),
      ogType: 'profile',
      ...(doctor.image && { image: absolute(doctor.image, origin) }),
      structuredData: [doctorStructuredData(doctor, origin)],
    };
  },
  quickExit: true,
} satisfies PageRoute;
