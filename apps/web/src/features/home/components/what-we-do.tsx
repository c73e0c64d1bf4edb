import { useState, type CSSProperties } from 'react';
import { useStore } from '@nanostores/react';
import { i18n } from '../../../lib/i18n';
import { pageTexts } from '../../../lib/page-texts';

export const messages = i18n('home/what-we-do', {
  intro:
    'Assessment, therapy and medication support for adults, children and families, in one place.',
  pause: 'Pause the pictures',
  counselling: 'A one-to-one counselling session',
  consultation: 'A psychiatric consultation',
  children: 'Care for children and adolescents',
  group: 'A group therapy circle',
  family: 'Family counselling',
  workshop: 'A mindfulness and wellbeing workshop',
});

/** Carousel speeds (docs/product.md, route `/`): seconds for one full pass of the six images. */
export const CAROUSEL_DURATIONS = { fast: 10, normal: 20, slow: 40 } as const;
export type CarouselSpeed = keyof typeof CAROUSEL_DURATIONS;

/** The six pictures of what the clinic does, provided under public/images/what-we-do/. */
export const WHAT_WE_DO_IMAGES = [
  { src: '/images/what-we-do/1.webp', alt: 'counselling' },
  { src: '/images/what-we-do/2.webp', alt: 'consultation' },
  { src: '/images/what-we-do/3.webp', alt: 'children' },
  { src: '/images/what-we-do/4.webp', alt: 'group' },
  { src: '/images/what-we-do/5.webp', alt: 'family' },
  { src: '/images/what-we-do/6.webp', alt: 'workshop' },
] as const;

/**
 * A CSS marquee: the row is drawn twice and slides by half its width, so the loop has no seam.
 * It pauses on hover and by its button (moving content must be stoppable, WCAG 2.2.2); with
 * reduced motion it stands still and scrolls by hand instead.
 */
export function WhatWeDo({ speed = 'fast' }: { speed?: CarouselSpeed }) {
  const t = useStore(messages);
  const fixed = useStore(pageTexts);
  const [paused, setPaused] = useState(false);
  return (
    <section aria-labelledby="what-we-do-heading" className="py-12">
      <h2
        id="what-we-do-heading"
        className="text-center text-2xl font-semibold text-gray-900 sm:text-3xl"
      >
        {fixed.whatWeDo}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-center text-sm text-gray-600">{t.intro}</p>
      <div className="mt-4 flex justify-center motion-reduce:hidden">
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          className="rounded-full px-3 py-1 text-xs text-gray-600 underline hover:text-primary"
        >
          {t.pause}
        </button>
      </div>
      <div className="mt-4 overflow-hidden motion-reduce:overflow-x-auto">
        <ul
          className={`flex w-max animate-marquee gap-4 hover:[animation-play-state:paused] motion-reduce:animate-none ${
            paused ? '[animation-play-state:paused]' : ''
          }`}
          style={{ '--marquee-duration': `${CAROUSEL_DURATIONS[speed]}s` } as CSSProperties}
        >
          {[0, 1].map((copy) =>
            WHAT_WE_DO_IMAGES.map((image) => (
              <li
                key={`${copy}-${image.src}`}
                aria-hidden={copy === 1 ? true : undefined}
                className={copy === 1 ? 'motion-reduce:hidden' : undefined}
              >
                <img
                  src={image.src}
                  alt={copy === 0 ? t[image.alt] : ''}
                  width={400}
                  height={260}
                  loading="lazy"
                  decoding="async"
                  className="h-auto w-64 rounded-xl bg-primary-soft object-cover sm:w-72"
                />
              </li>
            )),
          )}
        </ul>
      </div>
    </section>
  );
}
