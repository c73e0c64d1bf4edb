import { Link } from 'wouter';
import { useStore } from '@nanostores/react';
import { i18n } from '../../../lib/i18n';
import { pageTexts } from '../../../lib/page-texts';

export const messages = i18n('home/hero', {
  intro:
    'Psychiatrists, psychologists and child doctors who listen. Browse our team and book a 30-minute appointment at a time that suits you.',
  imageAlt: 'A doctor talking with a patient in a calm consulting room',
});

/**
 * The home page's largest picture (public/images/, 560 by 440, and a copy 320 wide for small
 * screens): the whole width of a phone, half the page's from md: up. main.tsx preloads the same.
 */
export const heroImage = {
  src: '/images/hero.webp',
  srcSet: '/images/hero-320.webp 320w, /images/hero.webp 560w',
  sizes: '(min-width: 1152px) 576px, (min-width: 768px) 50vw, calc(100vw - 32px)',
};

const scrollToTop = () => window.scrollTo(0, 0);

export function Hero() {
  const t = useStore(messages);
  const fixed = useStore(pageTexts);
  return (
    <section className="mt-6 flex flex-col overflow-hidden rounded-2xl bg-primary md:flex-row">
      <div className="flex flex-col justify-center gap-5 px-6 py-10 text-white sm:px-10 md:w-1/2 md:py-16">
        <h1 className="text-3xl leading-tight font-semibold sm:text-4xl lg:text-5xl">
          {fixed.heroTitle}
        </h1>
        <p className="max-w-md text-sm leading-6 text-white/90 sm:text-base">{t.intro}</p>
        <Link
          to="/doctors"
          onClick={scrollToTop}
          className="inline-flex w-fit items-center gap-2 rounded-full bg-white px-7 py-3 text-sm font-medium text-gray-800 transition-transform hover:scale-105 motion-reduce:transition-none"
        >
          {fixed.bookAppointment}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
      <div className="md:w-1/2">
        <img
          src={heroImage.src}
          srcSet={heroImage.srcSet}
          sizes={heroImage.sizes}
          alt={t.imageAlt}
          width={560}
          height={440}
          fetchPriority="high"
          className="h-full w-full object-cover"
        />
      </div>
    </section>
  );
}
