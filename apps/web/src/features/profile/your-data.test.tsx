import {
  API,
  deleteAccountRequest,
  intakeConsentRequest,
  messageResponse,
  myDataResponse,
  myDataSchema,
  newsletterConsentRequest,
  PRIVACY_NOTICE_VERSION,
  TEXTS,
  type DeleteAccountRequest,
  type NewsletterConsentRequest,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { answer, db, failure, server, signedIn, TEST_TOKEN } from '../../test/server';
import { userData } from '../../test/data';

const myData = myDataSchema.parse({
  exportedAt: '2026-11-22T10:00:00.000Z',
  noticeVersion: PRIVACY_NOTICE_VERSION,
  account: { name: userData.name, email: userData.email, phone: userData.phone, bloodGroup: 'O+' },
  consents: [
    {
      noticeVersion: PRIVACY_NOTICE_VERSION,
      purposes: ['care', 'newsletter'],
      givenAt: '2026-11-22T04:30:00.000Z',
    },
  ],
  familyMembers: [],
  appointments: [{ slotDate: '3_12_2026', slotTime: '15:30', docData: { name: 'Dr. Test 3' } }],
  messages: [{ subject: 'Parking', message: 'Is there parking?' }],
  intakes: [],
  waitlist: [],
  safetyAlerts: [],
  blogLikes: [{ blogId: 'b10000000000000000000001', title: 'Sleep and mood' }],
  dataRequests: [{ kind: 'export', at: '2026-11-22T05:00:00.000Z' }],
});

/** GET /api/user/my-data as the API answers the signed-in patient; counts the calls. */
function serveMyData() {
  const calls = { count: 0 };
  server.use(
    http.get(API.myData, ({ request }) => {
      if (!signedIn(request)) return failure('notAuthorized', 401);
      calls.count += 1;
      return answer(myDataResponse, { success: true, data: myData });
    }),
  );
  return calls;
}

/** POST /api/user/delete-account: the body through the contract; `password1234` is right. */
function acceptDeletion() {
  const received: DeleteAccountRequest[] = [];
  server.use(
    http.post(API.deleteAccount, async ({ request }) => {
      if (!signedIn(request)) return failure('notAuthorized', 401);
      const body = deleteAccountRequest.parse(await request.json());
      received.push(body);
      if (body.password !== 'password1234') return failure('currentPasswordWrong', 400);
      return answer(messageResponse, { success: true, message: TEXTS.accountDeleted });
    }),
  );
  return received;
}

async function openYourData() {
  const view = renderApp('/my-profile', { signedIn: true });
  const section = (await screen.findByRole('heading', { level: 2, name: 'Your data' })).closest(
    'section',
  )!;
  return { ...view, section };
}

/** jsdom's Blob has no text(); its FileReader reads one. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

afterEach(() => vi.restoreAllMocks());

describe('/my-profile, Your data', () => {
  it('when "Download my data" is pressed, then the API is called and its answer is offered as a JSON file', async () => {
    const calls = serveMyData();
    const files: { name: string; href: string }[] = [];
    const blobs: Blob[] = [];
    // jsdom has no object URLs and does not download: capture what the page hands the browser.
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:my-data';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      files.push({ name: this.download, href: this.href });
    });
    const { user, section } = await openYourData();

    await user.click(within(section).getByRole('button', { name: 'Download my data' }));

    await vi.waitFor(() =>
      expect(files).toEqual([{ name: 'my-data-2026-11-22.json', href: 'blob:my-data' }]),
    );
    expect(calls.count).toBe(1);
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse(await readText(blobs[0]!))).toEqual(myData);
  });

  it('when "View as a page" is pressed, then each part of the data shows readably', async () => {
    serveMyData();
    const { user, section } = await openYourData();
    const toggle = within(section).getByRole('button', { name: 'View as a page' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const account = (await within(section).findByRole('heading', { name: 'Account' }))
      .parentElement!;
    expect(within(account).getByText('Email')).toBeInTheDocument();
    expect(within(account).getByText(userData.email)).toBeInTheDocument();
    expect(within(account).getByText('Blood group')).toBeInTheDocument();
    const consents = within(section).getByRole('heading', { name: 'Consents' }).parentElement!;
    expect(consents).toHaveTextContent(
      `Notice version ${PRIVACY_NOTICE_VERSION}, given 22 Nov 2026, 10:00 am, for your care and clinic news`,
    );
    const appointments = within(section).getByRole('heading', {
      name: 'Appointments',
    }).parentElement!;
    expect(within(appointments).getByText('3_12_2026')).toBeInTheDocument();
    expect(within(appointments).getByText('Dr. Test 3')).toBeInTheDocument();
    const messages = within(section).getByRole('heading', { name: 'Messages' }).parentElement!;
    expect(within(messages).getByText('Is there parking?')).toBeInTheDocument();
    const likes = within(section).getByRole('heading', { name: 'Liked posts' }).parentElement!;
    expect(within(likes).getByText('Sleep and mood')).toBeInTheDocument();
    const requests = within(section).getByRole('heading', { name: 'Requests' }).parentElement!;
    expect(requests).toHaveTextContent('Export, 22 Nov 2026, 10:30 am');
  });

  it('shows the consent in force, and gives and withdraws the news consent with one tick', async () => {
    const sent: NewsletterConsentRequest[] = [];
    server.use(
      http.post(API.consents, async ({ request }) => {
        const body = newsletterConsentRequest.parse(await request.json());
        sent.push(body);
        db.consents = [
          ...db.consents,
          {
            noticeVersion: PRIVACY_NOTICE_VERSION,
            purposes: body.newsletter ? ['care', 'newsletter'] : ['care'],
            givenAt: '2026-03-02T04:30:00.000Z',
          },
        ];
        return answer(messageResponse, {
          success: true,
          message: body.newsletter ? TEXTS.newsletterOn : TEXTS.newsletterOff,
        });
      }),
    );
    const { user, section } = await openYourData();

    expect(
      await within(section).findByText(
        `You agreed to the privacy notice (version ${PRIVACY_NOTICE_VERSION}) on 1 Mar 2026.`,
      ),
    ).toBeInTheDocument();
    const news = within(section).getByRole('checkbox', { name: /occasional clinic news/ });
    expect(news).not.toBeChecked();

    await user.click(news);
    expect(await screen.findByText(TEXTS.newsletterOn)).toBeInTheDocument();
    await vi.waitFor(() => expect(news).toBeChecked());
    await user.click(news);
    expect(await screen.findByText(TEXTS.newsletterOff)).toBeInTheDocument();

    await vi.waitFor(() => expect(news).not.toBeChecked());
    expect(sent).toEqual([{ newsletter: true }, { newsletter: false }]);
  });

  it('when the patient unticks the intake in My Profile, then its consent is withdrawn with the API’s text, and ticking gives it again', async () => {
    const sent: unknown[] = [];
    db.consents = [
      ...db.consents,
      {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        purposes: ['care', 'intake'],
        givenAt: '2026-03-01T04:30:00.000Z',
      },
    ];
    server.use(
      http.post(API.intakeConsent, async ({ request }) => {
        const body = intakeConsentRequest.parse(await request.json());
        sent.push(body);
        db.consents = [
          ...db.consents,
          {
            noticeVersion: PRIVACY_NOTICE_VERSION,
            purposes: body.intake ? ['care', 'intake'] : ['care'],
            givenAt: '2026-03-02T04:30:00.000Z',
          },
        ];
        return answer(messageResponse, {
          success: true,
          message: body.intake ? TEXTS.intakeConsentOn : TEXTS.intakeConsentOff,
        });
      }),
    );
    const { user, section } = await openYourData();

    const intake = await within(section).findByRole('checkbox', {
      name: /Keep my answers to the questions before visits for my doctor to read/,
    });
    await vi.waitFor(() => expect(intake).toBeChecked());
    await user.click(intake);
    expect(await screen.findByText(TEXTS.intakeConsentOff)).toBeInTheDocument();
    await vi.waitFor(() => expect(intake).not.toBeChecked());
    await user.click(intake);
    expect(await screen.findByText(TEXTS.intakeConsentOn)).toBeInTheDocument();

    await vi.waitFor(() => expect(intake).toBeChecked());
    expect(sent).toEqual([{ intake: false }, { intake: true }]);
  });

  it('says the profile editor corrects any detail and why the e-mail stays as it is', async () => {
    const { section } = await openYourData();

    expect(section).toHaveTextContent(
      "To correct or complete any detail, use ‘Edit’ above. Your e-mail address stays as it is: it is your account's identity and the address your sign-in codes go to.",
    );
    expect(within(section).getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('when deletion is confirmed without a password, then it asks for one and sends nothing', async () => {
    const received = acceptDeletion();
    const { user, section } = await openYourData();

    await user.click(
      within(section).getByRole('button', { name: 'Withdraw consent and delete my account' }),
    );
    const form = within(section).getByRole('form', { name: 'Delete my account' });
    expect(form).toHaveTextContent(
      'your upcoming appointments are cancelled and their times freed',
    );
    expect(form).toHaveTextContent('the clinic refunds upcoming appointments you have paid for');
    expect(form).toHaveTextContent('we send a confirmation to your e-mail address');
    await user.click(within(form).getByRole('button', { name: 'Delete my account permanently' }));

    expect(within(form).getByLabelText('Your password')).toHaveAccessibleDescription(
      TEXTS.passwordRequired,
    );
    expect(received).toEqual([]);
  });

  it('when the password is wrong, then the server says so and the patient stays signed in', async () => {
    const received = acceptDeletion();
    const { user, section, router } = await openYourData();

    await user.click(
      within(section).getByRole('button', { name: 'Withdraw consent and delete my account' }),
    );
    await user.type(within(section).getByLabelText('Your password'), 'not-my-password');
    await user.click(
      within(section).getByRole('button', { name: 'Delete my account permanently' }),
    );

    expect(await within(section).findByRole('alert')).toHaveTextContent(TEXTS.currentPasswordWrong);
    expect(received).toEqual([{ password: 'not-my-password' }]);
    expect(router.state.location.pathname).toBe('/my-profile');
    expect(window.localStorage.getItem('token')).toBe(TEST_TOKEN);
  });

  it('when the password is right, then the account is deleted, the browser forgets everything and the home page shows', async () => {
    const received = acceptDeletion();
    window.localStorage.setItem('openedPayments', '[{"appointmentId":"a1","doctorName":"Dr. A"}]');
    window.localStorage.setItem('paymentSubmittedAppointments', '["a1"]');
    window.localStorage.setItem('selectedAppointmentId', '"a1"');
    const { user, section, router, queryClient } = await openYourData();

    await user.click(
      within(section).getByRole('button', { name: 'Withdraw consent and delete my account' }),
    );
    await user.type(within(section).getByLabelText('Your password'), 'password1234');
    await user.click(
      within(section).getByRole('button', { name: 'Delete my account permanently' }),
    );

    expect(await screen.findByText(TEXTS.accountDeleted)).toBeInTheDocument();
    expect(received).toEqual([{ password: 'password1234' }]);
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.length).toBe(0);
    expect(queryClient.getQueryData(['profile', TEST_TOKEN])).toBeUndefined();
    expect(
      await within(screen.getByRole('banner')).findByRole('link', { name: TEXTS.createAccount }),
    ).toBeInTheDocument();
  });
});
