import { appointmentStatusText } from '@clinic/contracts';
import { formatRupees } from '@clinic/client-kit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAppointment, clinicConfig } from '../../test/data';
import { renderApp } from '../../test/render';
import { db } from '../../test/server';

/** Paid, held on 2 March 2026 at 10:00, and marked missed by the clinic afterwards. */
const missed = buildAppointment(1, {
  slotDate: '2_3_2026',
  slotTime: '10:00',
  payment: true,
  isCompleted: true,
  paymentProof: { status: 'approved' },
  attendance: 'missed',
});

const AFTER_THE_VISIT = new Date('2026-03-02T09:00:00Z');

describe('/my-appointment, a visit the clinic marked missed', () => {
  it("when the clinic marked the visit missed, then the card says so with the clinic's phone to call", async () => {
    db.appointments = [missed];
    renderApp('/my-appointment', { signedIn: true, now: AFTER_THE_VISIT });

    const [card] = await screen.findAllByRole('article');
    const words = appointmentStatusText('missed', formatRupees(missed.amount), clinicConfig.phone);
    expect(words).toContain(`please call the clinic on ${clinicConfig.phone}.`);
    const status = await within(card!).findByText(
      (_, element) => element?.tagName === 'P' && element.textContent === words,
    );
    expect(within(status).getByRole('link', { name: clinicConfig.phone })).toHaveAttribute(
      'href',
      'tel:+918012345678',
    );
  });

  it('when the clinic marked the visit attended, then the card keeps its payment words', async () => {
    db.appointments = [{ ...missed, attendance: 'attended' }];
    renderApp('/my-appointment', { signedIn: true, now: AFTER_THE_VISIT });

    const [card] = await screen.findAllByRole('article');
    expect(
      within(card!).getByText(appointmentStatusText('confirmed', formatRupees(missed.amount))),
    ).toBeInTheDocument();
    expect(within(card!).queryByText(/Missed/)).not.toBeInTheDocument();
  });
});
