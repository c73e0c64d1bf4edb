import { belowTheFold } from '../../components/below-the-fold';
import { Hero } from './components/hero';

// The sections under the hero come with their own chunks as the reader scrolls to them.
const WhatWeDo = belowTheFold(() => import('./components/what-we-do').then((m) => m.WhatWeDo));
const SpecialityMenu = belowTheFold(() =>
  import('./components/speciality-menu').then((m) => m.SpecialityMenu),
);
const TopDoctors = belowTheFold(() => import('./components/top-doctors').then((m) => m.TopDoctors));
const ClosingBanner = belowTheFold(() =>
  import('./components/closing-banner').then((m) => m.ClosingBanner),
);

export default function HomePage() {
  return (
    <>
      <Hero />
      <WhatWeDo speed="fast" />
      <SpecialityMenu />
      <TopDoctors />
      <ClosingBanner />
    </>
  );
}
