import { TEXTS, type Speciality } from '@clinic/contracts';
import { Link } from 'react-router-dom';

const SPECIALITY_IMAGES: Record<Speciality, string> = {
  Psychiatrist: '/images/speciality/psychiatrist.webp',
  Pediatrician: '/images/speciality/pediatrician.webp',
  Psychologist: '/images/speciality/psychologist.webp',
};

/** The contract's specialities, typed against it; read from this map to keep zod off the home page. */
const SPECIALITIES = Object.keys(SPECIALITY_IMAGES) as Speciality[];

/** The spec's speciality section: anchor `speciality`, 1, 2 or 3 columns by width. */
export function SpecialityMenu() {
  return (
    <section
      id="speciality"
      aria-labelledby="speciality-heading"
      className="scroll-mt-24 py-12 text-center"
    >
      <h2 id="speciality-heading" className="text-2xl font-semibold text-gray-900 sm:text-3xl">
        {TEXTS.specialityHeading}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-gray-600">
        Choose the kind of care you are looking for and see the doctors who provide it.
      </p>
      <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {SPECIALITIES.map((speciality) => (
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
              <span className="font-medium text-gray-900">{speciality}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
