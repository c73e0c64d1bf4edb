import {
  API,
  changePasswordRequest,
  messageResponse,
  TEXTS,
  type ChangePasswordRequest,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { answer, failure, server, signedIn, TEST_TOKEN } from '../../test/server';

/** POST /api/user/change-password: the body through the contract; `calm river at dawn` is right. */
function acceptChange() {
  const received: ChangePasswordRequest[] = [];
  server.use(
    http.post(API.changePassword, async ({ request }) => {
      if (!signedIn(request)) return failure('notAuthorized', 401);
      const body = changePasswordRequest.parse(await request.json());
      received.push(body);
      if (body.currentPassword !== 'calm river at dawn')
        return failure('currentPasswordWrong', 400);
      return answer(messageResponse, { success: true, message: TEXTS.passwordChanged });
    }),
  );
  return received;
}

async function openSection() {
  const view = renderApp('/my-profile', { signedIn: true });
  const heading = await screen.findByRole('heading', { level: 2, name: 'Password and devices' });
  return { ...view, section: heading.closest('section')! };
}

describe('/my-profile: password and devices', () => {
  it('when the current password is right, then the password changes and this device stays signed in', async () => {
    const received = acceptChange();
    const { user, section, router } = await openSection();

    await user.type(within(section).getByLabelText('Current password'), 'calm river at dawn');
    await user.type(within(section).getByLabelText('New password'), 'green hills after rain');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(TEXTS.passwordChanged)).toBeInTheDocument();
    expect(received).toEqual([
      { currentPassword: 'calm river at dawn', newPassword: 'green hills after rain' },
    ]);
    expect(within(section).getByLabelText('Current password')).toHaveValue('');
    expect(window.localStorage.getItem('token')).toBe(TEST_TOKEN);
    expect(router.state.location.pathname).toBe('/my-profile');
  });

  it('when the current password is wrong, then its field says so', async () => {
    const received = acceptChange();
    const { user, section } = await openSection();

    await user.type(within(section).getByLabelText('Current password'), 'not my password');
    await user.type(within(section).getByLabelText('New password'), 'green hills after rain');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));

    expect(await within(section).findByText(TEXTS.currentPasswordWrong)).toBeInTheDocument();
    expect(within(section).getByLabelText('Current password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(received).toHaveLength(1);
  });

  it('when a field is blank or the new password short, then no call is made', async () => {
    const received = acceptChange();
    const { user, section } = await openSection();

    await user.type(within(section).getByLabelText('New password'), 'short');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));

    expect(within(section).getByText(TEXTS.passwordRequired)).toBeInTheDocument();
    expect(within(section).getByText(TEXTS.passwordTooShort)).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('when the patient logs out of all devices, then the browser forgets every key and cached answer and shows the login', async () => {
    const calls: boolean[] = [];
    server.use(
      http.post(API.logoutAll, ({ request }) => {
        calls.push(signedIn(request));
        return answer(messageResponse, { success: true, message: TEXTS.loggedOutEverywhere });
      }),
    );
    window.localStorage.setItem('openedPayments', '[{"appointmentId":"a1","doctorName":"Dr. A"}]');
    window.localStorage.setItem('paymentSubmittedAppointments', '["a1"]');
    window.localStorage.setItem('selectedAppointmentId', '"a1"');
    const { user, section, router, queryClient } = await openSection();
    expect(queryClient.getQueryData(['profile', TEST_TOKEN])).toBeDefined();

    await user.click(within(section).getByRole('button', { name: 'Log out of all devices' }));

    expect(await screen.findByText(TEXTS.loggedOutEverywhere)).toBeInTheDocument();
    expect(calls).toEqual([true]);
    expect(window.localStorage.length).toBe(0);
    expect(queryClient.getQueryData(['profile', TEST_TOKEN])).toBeUndefined();
    expect(await screen.findByRole('heading', { name: TEXTS.createAccount })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
