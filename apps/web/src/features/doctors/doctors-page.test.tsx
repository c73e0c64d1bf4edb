import { TEXTS } from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDoctor } from '../../test/data';
import { db } from '../../test/server';
import { renderApp } from '../../test/render';

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
