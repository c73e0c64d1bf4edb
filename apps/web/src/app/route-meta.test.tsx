import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDoctor } from '../test/data';
import { renderApp } from '../test/render';
import { db } from '../test/server';

const head = (selector: string) =>
  [...document.head.querySelectorAll(selector)].map(
    (element) => element.getAttribute('content') ?? element.getAttribute('href'),
  );

describe('the head of each page', () => {
  it('when the reader goes from the doctors to a doctor, then the title, description, Open Graph and structured data follow', async () => {
    db.doctors = [buildDoctor(1, { name: 'Dr. Kavya Menon', speciality: 'Psychiatrist' })];
    const { user } = renderApp('/doctors');

    await waitFor(() => expect(document.title).toBe('All Doctors | Holistic Mind Clinic'));
    expect(head('meta[name="description"]')).toEqual([
      'Browse our psychiatrists, psychologists and child doctors and book a 30-minute appointment online.',
    ]);
    expect(head('link[rel="canonical"]')).toEqual([`${window.location.origin}/doctors`]);
    expect(head('meta[name="robots"]')).toEqual([]);

    await user.click(await screen.findByRole('link', { name: /Dr\. Kavya Menon/ }));

    await waitFor(() => expect(document.title).toBe('Book an appointment with Dr. Kavya Menon'));
    expect(head('meta[property="og:type"]')).toEqual(['profile']);
    expect(head('meta[property="og:url"]')).toEqual([
      `${window.location.origin}/appointment/${db.doctors[0]!._id}`,
    ]);
    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as { '@type': string; name: string },
    );
    expect(structured.map((item) => [item['@type'], item.name])).toEqual([
      ['Physician', 'Dr. Kavya Menon'],
    ]);
  });

  it("when a later page of the doctors grid is open, then its title, address and Physicians are that page's", async () => {
    db.doctors = Array.from({ length: 12 }, (_, index) => buildDoctor(index + 1));
    renderApp('/doctors?page=2');

    await waitFor(() => expect(document.title).toBe('All Doctors, page 2 | Holistic Mind Clinic'));
    expect(head('link[rel="canonical"]')).toEqual([`${window.location.origin}/doctors?page=2`]);
    const structured = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => (JSON.parse(script.textContent ?? '') as { name: string }).name,
    );
    expect(structured).toEqual(['Dr. Test 11', 'Dr. Test 12']);
  });

  it('when a page is private, then it asks not to be indexed', async () => {
    renderApp('/reset-password');

    await waitFor(() => expect(document.title).toBe('Reset your password | Holistic Mind Clinic'));
    expect(head('meta[name="robots"]')).toEqual(['noindex']);
  });
});
