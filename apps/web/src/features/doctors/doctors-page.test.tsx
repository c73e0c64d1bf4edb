import { TEXTS } from '@clinic/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDoctor } from '../../test/data';
import { db } from '../../test/server';
import { renderApp } from '../../test/render';

/** A card's doctor: the name under the picture (the link's name also holds the portrait's). */
const nameOf = (card: HTMLElement) => within(card).getByText(/^Dr\. Test/).textContent;

describe('/doctors', () => {
  it('shows the first 10 doctors with their availability and links to booking', async () => {
    db.doctors = Array.from({ length: 12 }, (_, index) =>
      buildDoctor(index + 1, { available: index !== 1 }),
    );
    renderApp('/doctors');

    const cards = await screen.findAllByRole('link', { name: /Dr\. Test/ });
    expect(cards).toHaveLength(10);
    expect(cards[1]).toHaveAttribute('href', `/appointment/${db.doctors[1]!._id}`);
    expect(within(cards[1]!).getByText(TEXTS.notAvailable)).toBeInTheDocument();
    expect(within(cards[0]!).getByText(TEXTS.available)).toBeInTheDocument();
    expect(within(cards[0]!).getByText(db.doctors[0]!.speciality)).toBeInTheDocument();
  });

  it('when more than 10 doctors are listed, then the first 10 show and the next page holds the rest', async () => {
    db.doctors = Array.from({ length: 14 }, (_, index) => buildDoctor(index + 1));
    const { user, router } = renderApp('/doctors');

    expect(await screen.findAllByRole('link', { name: /Dr\. Test/ })).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 14 doctors')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of doctors' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).queryByRole('link', { name: /Previous page/ })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: /Next page/ }));

    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Dr\. Test/ }).map(nameOf)).toEqual(
        db.doctors.slice(10).map((doctor) => doctor.name),
      ),
    );
    expect(screen.getByText('Showing 11 to 14 of 14 doctors')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Previous page/ })).toHaveAttribute('href', '/doctors');
    // As after a page load, the keyboard starts again at the page's content.
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('when a speciality has more than 10 doctors, then its pages keep the speciality', async () => {
    db.doctors = Array.from({ length: 12 }, (_, index) =>
      buildDoctor(index + 1, { speciality: 'Psychiatrist' }),
    );
    renderApp('/doctors?speciality=Psychiatrist&page=2');

    expect(await screen.findByRole('heading', { name: 'Psychiatrists' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link', { name: /Dr\. Test/ })).map(nameOf)).toEqual([
      'Dr. Test 11',
      'Dr. Test 12',
    ]);
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/doctors?speciality=Psychiatrist',
    );
  });

  it('when ten doctors or fewer are listed, then there are no pages', async () => {
    db.doctors = Array.from({ length: 10 }, (_, index) => buildDoctor(index + 1));
    renderApp('/doctors');

    expect(await screen.findAllByRole('link', { name: /Dr\. Test/ })).toHaveLength(10);
    expect(screen.queryByRole('navigation', { name: 'Pages of doctors' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('when a speciality is chosen, then only its doctors show', async () => {
    renderApp('/doctors?speciality=Pediatrician');

    expect(await screen.findByRole('heading', { name: 'Pediatricians' })).toBeInTheDocument();
    const names = (await screen.findAllByText(/Dr\. Test/)).map((name) => name.textContent);
    expect(names).toEqual(
      db.doctors
        .filter((doctor) => doctor.speciality === 'Pediatrician')
        .map((doctor) => doctor.name),
    );
  });
});

describe('/doctors pictures', () => {
  it('when a photo is one of the API’s uploads, then its card offers the narrower copies, so a phone downloads the width it shows', async () => {
    db.doctors = [
      buildDoctor(1, { image: 'https://care.clinic.example/uploads/doctors/asha.webp' }),
      buildDoctor(2, { image: 'https://example.org/photos/ravi.jpg' }),
    ];
    renderApp('/doctors');

    const [uploaded, elsewhere] = await screen.findAllByRole('img', { name: /Portrait of/ });
    expect(uploaded).toHaveAttribute(
      'srcset',
      'https://care.clinic.example/uploads/doctors/w192/asha.webp 192w, https://care.clinic.example/uploads/doctors/w384/asha.webp 384w, https://care.clinic.example/uploads/doctors/asha.webp 512w',
    );
    expect(uploaded).toHaveAttribute('sizes', '(min-width: 768px) 240px, calc(50vw - 22px)');
    expect(uploaded).toHaveAttribute('width', '320');
    expect(uploaded).toHaveAttribute('height', '320');
    expect(elsewhere).toHaveAttribute('src', 'https://example.org/photos/ravi.jpg');
    expect(elsewhere).not.toHaveAttribute('srcset');
  });
});
