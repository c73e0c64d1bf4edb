import { ClosingBanner } from './components/closing-banner';
import { Hero } from './components/hero';
import { SpecialityMenu } from './components/speciality-menu';
import { TopDoctors } from './components/top-doctors';
import { WhatWeDo } from './components/what-we-do';

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
