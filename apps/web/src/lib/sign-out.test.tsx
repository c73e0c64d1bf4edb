import { API } from '@clinic/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render';
import { failure, server, TEST_TOKEN } from '../test/server';

/** What a patient's visit leaves in the browser: the token and the payment markers. */
function leaveMarkers() {
  window.localStorage.setItem('openedPayments', '[{"appointmentId":"a1","doctorName":"Dr. A"}]');
  window.localStorage.setItem('paymentSubmittedAppointments', '["a1"]');
  window.localStorage.setItem('selectedAppointmentId', '"a1"');
}

describe('the end of a session leaves nothing behind', () => {
  it('when the patient logs out, then every stored key and every cached answer of theirs goes', async () => {
    leaveMarkers();
    const { user, queryClient } = renderApp('/my-appointment', { signedIn: true });
    await screen.findByRole('heading', { name: 'My Appointments' });
    await waitFor(() =>
      expect(queryClient.getQueryData(['appointments', TEST_TOKEN])).toBeDefined(),
    );

    await user.click(await screen.findByRole('button', { name: 'Account menu for Asha Rao' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));

    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Create Account' }),
    ).toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
    expect(queryClient.getQueryData(['profile', TEST_TOKEN])).toBeUndefined();
    expect(queryClient.getQueryData(['appointments', TEST_TOKEN])).toBeUndefined();
    // Public answers stay: they hold nothing of the patient.
    expect(queryClient.getQueryData(['clinic-config'])).toBeDefined();
  });

  it('when the server answers 401 (the session was ended elsewhere), then the browser forgets it all the same', async () => {
    leaveMarkers();
    server.use(http.get(API.getProfile, () => failure('notAuthorized', 401)));
    renderApp('/', { signedIn: true });

    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: 'Create Account' }),
    ).toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
  });
});
