import { API, doctorListResponse, SPECIALITIES, TEXTS } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildDoctor } from '../../test/data';
import { answer, db, failure, server } from '../../test/server';
import { renderApp } from '../../test/render';
import { CAROUSEL_DURATIONS } from './components/what-we-do';

describe('/', () => {
  it('has the hero with "Book Appointment" to /doctors and the closing "Create Account" to /login', async () => {
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1, name: TEXTS.heroTitle })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(
      within(main).getAllByRole('link', { name: new RegExp(TEXTS.bookAppointment) })[0],
    ).toHaveAttribute('href', '/doctors');
    expect(await within(main).findByRole('link', { name: TEXTS.createAccount })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('has the hero picture sized against a shift, with a copy for small screens', () => {
    renderApp('/');

    const hero = screen.getByRole('img', {
      name: 'A doctor talking with a patient in a calm consulting room',
    });
    expect(hero).toHaveAttribute('width', '560');
    expect(hero).toHaveAttribute('height', '440');
    expect(hero).toHaveAttribute('srcset', '/images/hero-320.webp 320w, /images/hero.webp 560w');
    expect(hero).toHaveAttribute(
      'sizes',
      '(min-width: 1152px) 576px, (min-width: 768px) 50vw, calc(100vw - 32px)',
    );
  });

  it('has the speciality section, anchored "speciality", with the three specialities linking to their doctors', async () => {
    renderApp('/');

    const section = await screen.findByRole('region', { name: TEXTS.specialityHeading });
    expect(section).toHaveAttribute('id', 'speciality');
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([...SPECIALITIES]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      SPECIALITIES.map((speciality) => `/doctors?speciality=${speciality}`),
    );
  });

  it('runs the "What We Do" carousel of six images at the fast speed (10 s)', async () => {
    renderApp('/');

    const section = await screen.findByRole('region', { name: TEXTS.whatWeDo });
    expect(within(section).getAllByRole('img')).toHaveLength(6);
    expect(CAROUSEL_DURATIONS).toEqual({ fast: 10, normal: 20, slow: 40 });
    expect(within(section).getByRole('list').style.getPropertyValue('--marquee-duration')).toBe(
      '10s',
    );
  });

  it('lets the moving pictures be paused and started again', async () => {
    const { user } = renderApp('/');
    const pause = await screen.findByRole('button', { name: 'Pause the pictures' });
    const list = within(screen.getByRole('region', { name: TEXTS.whatWeDo })).getByRole('list');

    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveClass('[animation-play-state:paused]');

    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'false');
    expect(list).not.toHaveClass('[animation-play-state:paused]');
  });

  it('lists the first 10 doctors, each Available and linking to its booking page', async () => {
    db.doctors = Array.from({ length: 12 }, (_, index) => buildDoctor(index + 1));
    renderApp('/');

    const section = await screen.findByRole('region', { name: 'Top Doctors to Book' });
    const cards = await within(section).findAllByRole('link', { name: /Dr\. Test/ });
    expect(cards).toHaveLength(10);
    expect(cards[0]).toHaveAttribute('href', `/appointment/${db.doctors[0]!._id}`);
    expect(within(section).getAllByText(TEXTS.available)).toHaveLength(10);
  });

  it('when a doctor is on leave, then the top doctors leave them out, so every Available is true', async () => {
    db.doctors = Array.from({ length: 14 }, (_, index) =>
      buildDoctor(index + 1, { available: index !== 1 && index !== 4 }),
    );
    renderApp('/');

    const section = await screen.findByRole('region', { name: 'Top Doctors to Book' });
    const cards = await within(section).findAllByRole('link', { name: /Dr\. Test/ });
    const available = db.doctors.filter((doctor) => doctor.available).slice(0, 10);
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      available.map((doctor) => `/appointment/${doctor._id}`),
    );
    expect(within(section).queryByText(/Dr\. Test 2$|Dr\. Test 5$/)).not.toBeInTheDocument();
    expect(within(section).getAllByText(TEXTS.available)).toHaveLength(10);
    expect(within(section).queryByText(TEXTS.notAvailable)).not.toBeInTheDocument();
  });

  it('when the doctors fail to load, then it says so and retries on request', async () => {
    let calls = 0;
    server.use(
      http.get(API.doctorList, () => {
        calls += 1;
        return calls === 1
          ? failure('internalError', 500)
          : answer(doctorListResponse, { success: true, doctors: db.doctors });
      }),
    );
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    const section = await screen.findByRole('region', { name: 'Top Doctors to Book' });
    expect(await within(section).findAllByRole('link', { name: /Dr\. Test/ })).toHaveLength(10);
  });
});
