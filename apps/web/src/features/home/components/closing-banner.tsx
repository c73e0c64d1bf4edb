import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { i18n } from '../../../lib/i18n';
import { pageTexts } from '../../../lib/page-texts';

export const messages = i18n('home/closing-banner', { trustedDoctors: 'With 10+ Trusted Doctors' });

/**
 * The closing call to sign up; hidden on small screens (docs/product.md, route `/`). Its few words
 * stand in the middle of the wide banner (on a laptop they left its right half empty).
 */
export function ClosingBanner() {
  const t = useStore(messages);
  const fixed = useStore(pageTexts);
  return (
    <section
      aria-labelledby="closing-banner-heading"
      className="my-16 hidden rounded-2xl bg-primary px-10 py-14 text-center text-white md:block lg:px-14"
    >
      <h2 id="closing-banner-heading" className="text-3xl font-semibold lg:text-4xl">
        {fixed.bookAppointment}
        <span className="mt-3 block text-2xl font-normal lg:text-3xl">{t.trustedDoctors}</span>
      </h2>
      <Link
        to="/login"
        onClick={() => window.scrollTo(0, 0)}
        className="mt-8 inline-flex rounded-full bg-white px-8 py-3 text-sm font-medium text-gray-800 transition-transform hover:scale-105 motion-reduce:transition-none"
      >
        {fixed.createAccount}
      </Link>
    </section>
  );
}
