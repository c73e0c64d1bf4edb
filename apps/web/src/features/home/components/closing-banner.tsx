import { TEXTS } from '@clinic/contracts';
import { Link } from 'react-router-dom';

/** The closing call to sign up; hidden on small screens (docs/product.md, route `/`). */
export function ClosingBanner() {
  return (
    <section
      aria-labelledby="closing-banner-heading"
      className="my-16 hidden rounded-2xl bg-primary px-10 py-14 text-white md:block lg:px-14"
    >
      <h2 id="closing-banner-heading" className="text-3xl font-semibold lg:text-4xl">
        {TEXTS.bookAppointment}
        <span className="mt-3 block text-2xl font-normal lg:text-3xl">
          With 10+ Trusted Doctors
        </span>
      </h2>
      <Link
        to="/login"
        onClick={() => window.scrollTo(0, 0)}
        className="mt-8 inline-flex rounded-full bg-white px-8 py-3 text-sm font-medium text-gray-800 transition-transform hover:scale-105 motion-reduce:transition-none"
      >
        {TEXTS.createAccount}
      </Link>
    </section>
  );
}
