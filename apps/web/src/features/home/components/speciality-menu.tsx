import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { i18n } from '../../../lib/i18n';
import { SPECIALITY_IMAGES, SPECIALITY_NAMES, specialityNames } from '../../../lib/specialities';
import { pageTexts } from '../../../lib/page-texts';

export const messages = i18n('home/speciality-menu', {
  intro: 'Choose the kind of care you are looking for and see the doctors who provide it.',
});

/** The spec's speciality section: anchor `speciality`, 1, 2 or 3 columns by width. */
export function SpecialityMenu() {
  const t = useStore(messages);
  const fixed = useStore(pageTexts);
  const names = useStore(specialityNames);
  return (
    <section
      id="speciality"
      aria-labelledby="speciality-heading"
      className="scroll-mt-24 py-12 text-center"
    >
      <h2 id="speciality-heading" className="text-2xl font-semibold text-gray-900 sm:text-3xl">
        {fixed.specialityHeading}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-gray-600">{t.intro}</p>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SPECIALITY_NAMES.map((speciality) => (
          <li key={speciality}>
            <Link
              to={`/doctors?speciality=${encodeURIComponent(speciality)}`}
              className="flex flex-col items-center gap-3 rounded-xl border border-gray-100 p-6 transition-transform hover:-translate-y-1 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <img
                src={SPECIALITY_IMAGES[speciality]}
                alt=""
                width={320}
                height={320}
                loading="lazy"
                className="size-24 rounded-full"
              />
              <span className="font-medium text-gray-900">{names[speciality]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
