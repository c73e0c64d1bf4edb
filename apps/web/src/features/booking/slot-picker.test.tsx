import { formatSlotTime } from '@clinic/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFamilyMembers } from '../../lib/family';
import { formatDateKey } from '../../lib/format';
import { db } from '../../test/server';
import { renderApp } from '../../test/render';

// A day chip writes its date (formatDateKey, in its accessible name) and a time chip its time
// (formatSlotTime) each time it renders: the calls a choice makes name the chips it rendered again.
vi.mock(import('../../lib/format'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, formatDateKey: vi.fn(actual.formatDateKey) };
});
// The picker reads the session's family (for whom) with the booking calls; a choice leaves them be.
vi.mock(import('../../lib/family'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, useFamilyMembers: vi.fn(actual.useFamilyMembers) };
});
vi.mock(import('@clinic/contracts'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, formatSlotTime: vi.fn(actual.formatSlotTime) };
});

const SATURDAY_19_00_UTC = new Date('2026-11-21T19:00:00Z'); // Sunday 22 Nov, 00:30 in India

/**
 * The day keys and times whose chips rendered since the last call, each list sorted, and how often
 * the picker's session, family and booking hooks ran (with useFamilyMembers).
 */
function chipsRendered() {
  const days = vi.mocked(formatDateKey).mock.calls.map(([key]) => key);
  const times = vi.mocked(formatSlotTime).mock.calls.map(([time]) => time);
  const picker = vi.mocked(useFamilyMembers).mock.calls.length;
  vi.mocked(formatDateKey).mockClear();
  vi.mocked(formatSlotTime).mockClear();
  vi.mocked(useFamilyMembers).mockClear();
  return { days: days.sort(), times: times.sort(), picker };
}

// A choice's main-thread work is on the web budget (the root README.md: at most 50 ms on a 4x slower
// CPU): it renders again only the chips whose state it changed.
describe('the slot picker, as a choice is made', () => {
  it('when a day is chosen, then only it and the day it replaces render again, no time and not the picker', async () => {
    const { user } = renderApp(`/appointment/${db.doctors[0]!._id}`, { now: SATURDAY_19_00_UTC });
    await screen.findByRole('group', { name: 'Booking slots: choose a day' });
    chipsRendered();

    await user.click(screen.getByRole('radio', { name: 'Tuesday 24 Nov 2026' }));

    expect(screen.getByRole('radio', { name: 'Tuesday 24 Nov 2026' })).toBeChecked();
    expect(chipsRendered()).toEqual({ days: ['23_11_2026', '24_11_2026'], times: [], picker: 0 });
  });

  it('when a time is chosen, then only it and the time it replaces render again, no day and not the picker', async () => {
    const { user } = renderApp(`/appointment/${db.doctors[0]!._id}`, { now: SATURDAY_19_00_UTC });
    await screen.findByRole('group', { name: 'Booking slots: choose a day' });

    await user.click(screen.getByRole('radio', { name: '03:30 pm' }));
    expect(screen.getByRole('radio', { name: '03:30 pm' })).toBeChecked();
    chipsRendered();
    await user.click(screen.getByRole('radio', { name: '04:00 pm' }));

    expect(screen.getByRole('radio', { name: '04:00 pm' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '03:30 pm' })).not.toBeChecked();
    expect(chipsRendered()).toEqual({ days: [], times: ['15:30', '16:00'], picker: 0 });
  });
});
