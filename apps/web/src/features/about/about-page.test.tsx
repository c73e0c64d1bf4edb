import { API } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '../../lib/i18n';
import { buildDoctor } from '../../test/data';
import { renderApp } from '../../test/render';
import { db, failure, server } from '../../test/server';

describe('/about', () => {
  it('shows mission, vision, why choose us and four doctors, one of each speciality first', async () => {
    db.doctors = [
      buildDoctor(1, { name: 'Dr. Kavya Menon', speciality: 'Psychiatrist' }),
      buildDoctor(2, { name: 'Dr. Arjun Das', speciality: 'Psychiatrist' }),
      buildDoctor(3, { name: 'Dr. Nisha Paul', speciality: 'Psychiatrist' }),
      buildDoctor(4, { name: 'Dr. Rohan Shah', speciality: 'Psychologist', experience: 1 }),
      buildDoctor(5, { name: 'Dr. Leela Bose', speciality: 'Pediatrician' }),
    ];
    renderApp('/about');

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    for (const name of ['Our Mission', 'Our Vision', 'Meet Our Doctors', 'Why Choose Us']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const team = screen.getByRole('region', { name: 'Meet Our Doctors' });
    const names = (await within(team).findAllByRole('heading', { level: 3 })).map(
      (heading) => heading.textContent,
    );
    expect(names).toEqual(['Dr. Kavya Menon', 'Dr. Leela Bose', 'Dr. Rohan Shah', 'Dr. Arjun Das']);
    expect(within(team).getByRole('link', { name: 'Dr. Leela Bose' })).toHaveAttribute(
      'href',
      `/appointment/${db.doctors[4]!._id}`,
    );
    expect(within(team).getByText('1 year of experience')).toBeInTheDocument();
    expect(
      within(team).getByRole('img', { name: 'Portrait of Dr. Rohan Shah' }),
    ).toBeInTheDocument();
  });

  it('when the doctors cannot load, then the rest of the page stays and a retry is offered', async () => {
    server.use(http.get(API.doctorList, () => failure('internalError', 500)));
    renderApp('/about');

    expect(await screen.findByText('We could not load our doctors.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeInTheDocument();
  });
});

describe('/about in Hindi', () => {
  afterEach(() => locale.set('en'));

  it('when the reader reads Hindi, then the whole page and the doctors are in Hindi', async () => {
    locale.set('hi');
    db.doctors = [
      buildDoctor(1, { name: 'Dr. Kavya Menon', speciality: 'Psychiatrist', experience: 1 }),
      buildDoctor(2, { name: 'Dr. Rohan Shah', speciality: 'Psychologist', experience: 7 }),
    ];
    renderApp('/about');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'हमारे बारे में' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'हमारा लक्ष्य',
      'हमारी सोच',
      'हमारे डॉक्टरों से मिलें',
      'हमें क्यों चुनें',
      'किसी से बात करना चाहते हैं?',
    ]);
    expect(screen.getByText(/एक समग्र \(होलिस्टिक\) मानसिक स्वास्थ्य क्लिनिक है।/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'सम्मान और गोपनीयता' }),
    ).toBeInTheDocument();

    const team = screen.getByRole('region', { name: 'हमारे डॉक्टरों से मिलें' });
    expect(await within(team).findByText('1 साल का अनुभव')).toBeInTheDocument();
    expect(within(team).getByText('7 साल का अनुभव')).toBeInTheDocument();
    expect(within(team).getByText('मनोवैज्ञानिक, MBBS, MD')).toBeInTheDocument();
    expect(within(team).getByRole('img', { name: 'Dr. Rohan Shah की फ़ोटो' })).toBeInTheDocument();
    expect(within(team).getByRole('link', { name: 'सभी डॉक्टर देखें' })).toHaveAttribute(
      'href',
      '/doctors',
    );
    expect(screen.getByRole('link', { name: 'अपॉइंटमेंट बुक करें' })).toHaveAttribute('href', '/doctors');
    expect(screen.getByRole('link', { name: 'हमारी सेवाएँ' })).toHaveAttribute(
      'href',
      '/services/:section',
    );
  });
});
