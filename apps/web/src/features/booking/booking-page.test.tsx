import {
  API,
  bookAppointmentRequest,
  bookAppointmentResponse,
  cancelPolicyText,
  clinicConfigResponse,
  errorResponse,
  loginRequest,
  messageResponse,
  registerRequest,
  rescheduleAppointmentRequest,
  rescheduleAppointmentResponse,
  TEXTS,
  tokenResponse,
  composedText,
} from '@clinic/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '../../lib/i18n';
import { bookingChoiceStorage } from '../../lib/storage';
import { buildAppointment, buildDoctor, clinicConfig } from '../../test/data';
import { answer, db, failure, server, TEST_TOKEN } from '../../test/server';
import { renderApp } from '../../test/render';

const SATURDAY_19_00_UTC = new Date('2026-11-21T19:00:00Z'); // Sunday 22 Nov, 00:30 in India
const MONDAY_17_40_IST = new Date('2026-11-23T12:10:00Z');

/** The day tabs and the times, in order, as a screen reader names them. */
const radiosIn = (group: string) =>
  within(screen.getByRole('group', { name: group })).getAllByRole('radio') as HTMLInputElement[];
const dayNames = () =>
  radiosIn('Booking slots: choose a day').map((radio) => radio.getAttribute('aria-label'));
/** Each day chip's text as drawn (the CSS uppercases it), its lines run together. */
const dayChips = () =>
  radiosIn('Booking slots: choose a day').map((radio) =>
    (radio.labels?.[0]?.textContent ?? '').toUpperCase(),
  );
const timeNames = () => radiosIn('Choose a time').map((radio) => radio.labels?.[0]?.textContent);

async function openDoctor(options: Parameters<typeof renderApp>[1] = {}) {
  const doctor = db.doctors[0]!;
  const view = renderApp(`/appointment/${doctor._id}`, options);
  await screen.findByRole('heading', { level: 1, name: doctor.name });
  await screen.findByRole('group', { name: 'Booking slots: choose a day' });
  return { ...view, doctor };
}

describe('/appointment/:docId', () => {
  it('shows the doctor: degree, experience, about and the fee in rupees', async () => {
    db.doctors[0] = buildDoctor(1, {
      degree: 'MBBS, MD (Psychiatry)',
      experience: 9,
      fees: 1500,
      about: 'Calm and kind.',
    });
    await openDoctor({ now: SATURDAY_19_00_UTC });

    expect(screen.getByText(/MBBS, MD \(Psychiatry\)/)).toBeInTheDocument();
    expect(screen.getByText('9 years of experience')).toBeInTheDocument();
    expect(screen.getByText('Calm and kind.')).toBeInTheDocument();
    expect(screen.getByText('₹1,500')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: `Portrait of ${db.doctors[0]!.name}` }),
    ).toBeInTheDocument();
  });

  it("shows the doctor's registration number beside the degree when there is one", async () => {
    db.doctors[0] = buildDoctor(1, { registrationNumber: 'KMC 45678' });
    db.doctors[1] = buildDoctor(2, { registrationNumber: '' });
    const { router } = await openDoctor({ now: SATURDAY_19_00_UTC });

    expect(screen.getByText('Reg. no. KMC 45678')).toBeInTheDocument();
    await router.navigate(`/appointment/${db.doctors[1]!._id}`);
    await screen.findByRole('heading', { level: 1, name: db.doctors[1]!.name });
    expect(screen.queryByText(/Reg\. no\./)).not.toBeInTheDocument();
  });

  describe('the booking window, for a fixed clock', () => {
    it('when it is Saturday 19:00 UTC (Sunday 00:30 in India), then Sunday is skipped and seven days from Monday show', async () => {
      await openDoctor({ now: SATURDAY_19_00_UTC });

      expect(dayNames()).toEqual([
        'Monday 23 Nov 2026',
        'Tuesday 24 Nov 2026',
        'Wednesday 25 Nov 2026',
        'Thursday 26 Nov 2026',
        'Friday 27 Nov 2026',
        'Saturday 28 Nov 2026',
        'Monday 30 Nov 2026',
      ]);
      expect(screen.getByRole('radio', { name: 'Monday 23 Nov 2026' })).toBeChecked();
      expect(timeNames()).toEqual([
        '10:00 am',
        '10:30 am',
        '11:00 am',
        '11:30 am',
        '12:00 pm',
        '12:30 pm',
        '03:00 pm',
        '03:30 pm',
        '04:00 pm',
        '04:30 pm',
        '05:00 pm',
        '05:30 pm',
        '06:00 pm',
        '06:30 pm',
      ]);
    });

    it('when the days all fall in one month, then the chips are the weekday and the day', async () => {
      await openDoctor({ now: SATURDAY_19_00_UTC });

      expect(dayChips()).toEqual(['MON23', 'TUE24', 'WED25', 'THU26', 'FRI27', 'SAT28', 'MON30']);
    });

    it('when the days cross into the next month, then each chip says its month too', async () => {
      await openDoctor({ now: new Date('2026-11-26T04:00:00Z') });

      expect(dayChips()).toEqual([
        'THU26NOV',
        'FRI27NOV',
        'SAT28NOV',
        'MON30NOV',
        'TUE1DEC',
        'WED2DEC',
        'THU3DEC',
      ]);
      expect(screen.getByRole('radio', { name: 'Tuesday 1 Dec 2026' })).not.toBeChecked();
    });

    it('when it is Monday 17:40 in India, then today offers only the slots that start later', async () => {
      await openDoctor({ now: MONDAY_17_40_IST });

      expect(dayNames()[0]).toBe('Monday 23 Nov 2026');
      expect(timeNames()).toEqual(['06:00 pm', '06:30 pm']);
    });

    it('when times are booked or blocked, then they are not offered', async () => {
      db.doctors[0] = buildDoctor(1, {
        slots_booked: { '24_11_2026': ['10:00', '15:30'] },
        blockedSlots: [{ date: '24_11_2026', times: ['10:30'] }],
      });
      const { user } = await openDoctor({ now: SATURDAY_19_00_UTC });

      await user.click(screen.getByRole('radio', { name: 'Tuesday 24 Nov 2026' }));

      expect(timeNames()).not.toContain('10:00 am');
      expect(timeNames()).not.toContain('10:30 am');
      expect(timeNames()).not.toContain('03:30 pm');
      expect(timeNames()).toHaveLength(11);
    });
  });

  it('when signed out, then booking warns "Login to book appointment" and opens /login', async () => {
    const { user } = await openDoctor({ now: SATURDAY_19_00_UTC });

    await user.click(screen.getByRole('radio', { name: '10:00 am' }));
    await user.click(screen.getByRole('button', { name: TEXTS.bookAppointment }));

    expect(await screen.findByText(TEXTS.loginToBook)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: TEXTS.createAccount })).toBeInTheDocument();
  });

  describe('the choice made before logging in', () => {
    const KEPT = 'We kept the day and time you chose: Wednesday 25 Nov 2026, 03:30 pm.';

    /** Signed out: chooses Wednesday 3:30 pm and presses Book, which asks for a login. */
    async function chooseAndBook() {
      const view = await openDoctor({ now: SATURDAY_19_00_UTC });
      await view.user.click(screen.getByRole('radio', { name: 'Wednesday 25 Nov 2026' }));
      await view.user.click(screen.getByRole('radio', { name: '03:30 pm' }));
      await view.user.click(screen.getByRole('button', { name: TEXTS.bookAppointment }));
      expect(await screen.findByText(TEXTS.loginToBook)).toBeInTheDocument();
      await screen.findByRole('heading', { name: TEXTS.createAccount });
      expect(view.router.state.location.pathname).toBe('/login');
      return view;
    }

    /** Back on the doctor's page, with the same day and time chosen and the button to book them. */
    async function expectChoiceKept(router: ReturnType<typeof renderApp>['router'], docId: string) {
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/appointment/${docId}`);
      expect(await screen.findByRole('radio', { name: 'Wednesday 25 Nov 2026' })).toBeChecked();
      expect(screen.getByRole('radio', { name: '03:30 pm' })).toBeChecked();
      const book = screen.getByRole('button', { name: TEXTS.bookAppointment });
      expect(book).toHaveAccessibleDescription(KEPT);
      await waitFor(() => expect(book).toHaveFocus());
    }

    it('when the visitor then logs in, then the doctor comes back with that day and time, ready to book', async () => {
      const sent: unknown[] = [];
      server.use(
        http.post(API.login, async ({ request }) => {
          loginRequest.parse(await request.json());
          return answer(tokenResponse, { success: true, token: TEST_TOKEN, message: 'Welcome' });
        }),
        http.post(API.bookAppointment, async ({ request }) => {
          sent.push(bookAppointmentRequest.parse(await request.json()));
          return answer(bookAppointmentResponse, {
            success: true,
            message: TEXTS.appointmentBooked,
            appointmentId: 'abcdefabcdefabcdefabcdef',
          });
        }),
      );
      const { user, router, doctor } = await chooseAndBook();

      await user.click(screen.getByRole('button', { name: 'Login here' }));
      await user.type(screen.getByLabelText('Email'), 'asha@example.in');
      await user.type(screen.getByLabelText('Password'), 'a calm river at dawn');
      await user.click(screen.getByRole('button', { name: 'Login' }));

      await expectChoiceKept(router, doctor._id);
      await user.click(screen.getByRole('button', { name: TEXTS.bookAppointment }));
      expect(await screen.findByRole('heading', { name: 'My Appointments' })).toBeInTheDocument();
      expect(sent).toEqual([{ docId: doctor._id, slotDate: '25_11_2026', slotTime: '15:30' }]);
    });

    it('when the visitor then signs up, then the doctor comes back with that day and time', async () => {
      server.use(
        http.post(API.sendOtp, () =>
          answer(messageResponse, { success: true, message: TEXTS.otpSent }),
        ),
        http.post(API.register, async ({ request }) => {
          registerRequest.parse(await request.json());
          return answer(tokenResponse, { success: true, token: TEST_TOKEN, message: 'Welcome' });
        }),
      );
      const { user, router, doctor } = await chooseAndBook();

      await user.type(screen.getByLabelText('Full Name'), 'Asha Rao');
      await user.type(screen.getByLabelText('Email'), 'asha@example.in');
      await user.type(screen.getByLabelText('Password'), 'a calm river at dawn');
      await user.type(screen.getByLabelText('Phone'), '9876543210');
      await user.click(screen.getByRole('checkbox', { name: /I agree to the privacy notice/ }));
      await user.click(screen.getByRole('button', { name: TEXTS.sendOtp }));
      await user.type(await screen.findByLabelText('Verification code'), '123456');
      await user.click(screen.getByRole('button', { name: TEXTS.createAccount }));

      await expectChoiceKept(router, doctor._id);
    });

    it('when the chosen time was taken meanwhile, then the doctor comes back saying so, with no time chosen', async () => {
      const doctor = db.doctors[0]!;
      db.doctors[0] = { ...doctor, slots_booked: { '25_11_2026': ['15:30'] } };
      bookingChoiceStorage.keep({ docId: doctor._id, slotDate: '25_11_2026', slotTime: '15:30' });

      await openDoctor({ now: SATURDAY_19_00_UTC, signedIn: true });

      expect(
        screen.getByText('The time you chose is no longer free. Please choose another.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: 'Wednesday 25 Nov 2026' })).toBeChecked();
      expect(radiosIn('Choose a time').filter((radio) => radio.checked)).toEqual([]);
    });

    it('when the visitor goes back without logging in, then the choice shows once and is then forgotten', async () => {
      const { router, doctor } = await chooseAndBook();

      await act(() => router.navigate(-1));
      expect(await screen.findByRole('radio', { name: '03:30 pm' })).toBeChecked();
      expect(screen.getByText(KEPT)).toBeInTheDocument();

      await act(() => router.navigate('/doctors'));
      await screen.findByRole('heading', { level: 1, name: 'All Doctors' });
      await act(() => router.navigate(`/appointment/${doctor._id}`));
      expect(await screen.findByRole('radio', { name: 'Monday 23 Nov 2026' })).toBeChecked();
      expect(radiosIn('Choose a time').filter((radio) => radio.checked)).toEqual([]);
      expect(screen.queryByText(KEPT)).not.toBeInTheDocument();
    });
  });

  it('when signed in without a time, then "Please select a time slot" and nothing is booked', async () => {
    const { user, router } = await openDoctor({ now: SATURDAY_19_00_UTC, signedIn: true });

    await user.click(screen.getByRole('button', { name: TEXTS.bookAppointment }));

    expect(await screen.findByText(TEXTS.selectTimeSlot)).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/appointment\//);
  });

  it('when signed in with a day and time, then it books that slot and opens /my-appointment', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(API.bookAppointment, async ({ request }) => {
        sent.push(bookAppointmentRequest.parse(await request.json()));
        return answer(bookAppointmentResponse, {
          success: true,
          message: TEXTS.appointmentBooked,
          appointmentId: 'abcdefabcdefabcdefabcdef',
        });
      }),
    );
    const { user, doctor } = await openDoctor({ now: SATURDAY_19_00_UTC, signedIn: true });

    await user.click(screen.getByRole('radio', { name: 'Wednesday 25 Nov 2026' }));
    await user.click(screen.getByRole('radio', { name: '03:30 pm' }));
    await user.click(screen.getByRole('button', { name: TEXTS.bookAppointment }));

    expect(await screen.findByRole('heading', { name: 'My Appointments' })).toBeInTheDocument();
    expect(await screen.findByText(TEXTS.appointmentBooked)).toBeInTheDocument();
    expect(sent).toEqual([{ docId: doctor._id, slotDate: '25_11_2026', slotTime: '15:30' }]);
  });

  it('when the holder books for their child, then the guardian confirmation is asked and sent with the member', async () => {
    db.family = [
      {
        _id: 'f00000000000000000000001',
        name: 'Riya Rao',
        dob: '2015-06-10',
        relation: 'child',
        gender: 'Female',
        bloodGroup: '',
        allergy: '',
        medicalCondition: '',
      },
    ];
    const sent: unknown[] = [];
    server.use(
      http.post(API.bookAppointment, async ({ request }) => {
        sent.push(bookAppointmentRequest.parse(await request.json()));
        return answer(bookAppointmentResponse, {
          success: true,
          message: TEXTS.appointmentBooked,
          appointmentId: 'abcdefabcdefabcdefabcdef',
        });
      }),
    );
    const { user, doctor } = await openDoctor({ now: SATURDAY_19_00_UTC, signedIn: true });

    const forWhom = await screen.findByRole('group', { name: 'Who is this appointment for?' });
    expect(within(forWhom).getByRole('radio', { name: 'Myself' })).toBeChecked();
    await user.click(within(forWhom).getByRole('radio', { name: 'Riya Rao (Child)' }));
    await user.click(
      within(forWhom).getByRole('checkbox', {
        name: 'I am the parent or lawful guardian of Riya Rao, and I agree to the privacy notice for their care.',
      }),
    );
    await user.click(screen.getByRole('radio', { name: 'Wednesday 25 Nov 2026' }));
    await user.click(screen.getByRole('radio', { name: '03:30 pm' }));
    await user.click(screen.getByRole('button', { name: TEXTS.bookAppointment }));

    expect(await screen.findByRole('heading', { name: 'My Appointments' })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        docId: doctor._id,
        slotDate: '25_11_2026',
        slotTime: '15:30',
        memberId: 'f00000000000000000000001',
        guardianConfirmed: true,
      },
    ]);
  });

  describe('the cancellation policy by the book button', () => {
    it('when the clinic sets a cut-off, then it is stated before booking', async () => {
      server.use(
        http.get(API.config, () =>
          answer(clinicConfigResponse, {
            success: true,
            config: { ...clinicConfig, cancelCutoffHours: 24 },
          }),
        ),
      );
      await openDoctor({ now: SATURDAY_19_00_UTC });

      expect(screen.getByText(cancelPolicyText(24))).toBeInTheDocument();
    });

    it('when there is no cut-off, then no policy line shows', async () => {
      await openDoctor({ now: SATURDAY_19_00_UTC });

      expect(screen.queryByText(/You can cancel or move this appointment/)).not.toBeInTheDocument();
    });
  });

  describe('moving an appointment (Reschedule on My Appointments)', () => {
    /** Booked on Wednesday 25 Nov at 03:30 pm with the first doctor. */
    function bookedAppointment() {
      const doctor = db.doctors[0]!;
      db.doctors[0] = { ...doctor, slots_booked: { '25_11_2026': ['15:30'] } };
      const appointment = buildAppointment(1, {
        docId: doctor._id,
        docData: { ...buildAppointment(1).docData, name: doctor.name },
        slotDate: '25_11_2026',
        slotTime: '15:30',
      });
      db.appointments = [appointment];
      return { doctor, appointment };
    }

    it('when the patient moves it to another time, then that is sent, "Appointment moved" shows on My Appointments with the new time, and the old time is free again', async () => {
      const { doctor, appointment } = bookedAppointment();
      const sent: unknown[] = [];
      server.use(
        http.post(API.rescheduleAppointment, async ({ request }) => {
          const body = rescheduleAppointmentRequest.parse(await request.json());
          sent.push(body);
          const moved = { ...appointment, slotDate: body.slotDate, slotTime: body.slotTime };
          db.appointments = [moved];
          db.doctors[0] = { ...doctor, slots_booked: { [body.slotDate]: [body.slotTime] } };
          return answer(rescheduleAppointmentResponse, {
            success: true,
            message: TEXTS.appointmentRescheduled,
            appointment: moved,
          });
        }),
      );
      const { user, router } = renderApp('/my-appointment', {
        signedIn: true,
        now: SATURDAY_19_00_UTC,
      });
      const card = await screen.findByRole('article');
      expect(within(card).getByText('25 Nov 2026 | 03:30 pm')).toBeInTheDocument();

      await user.click(within(card).getByRole('link', { name: 'Reschedule' }));

      expect(
        await screen.findByRole('heading', {
          name: 'Moving your appointment of 25 Nov 2026 | 03:30 pm',
        }),
      ).toBeInTheDocument();
      expect(router.state.location.search).toBe(`?move=${appointment._id}`);
      expect(screen.queryByRole('button', { name: TEXTS.bookAppointment })).not.toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Thursday 26 Nov 2026' }));
      await user.click(screen.getByRole('radio', { name: '10:00 am' }));
      await user.click(screen.getByRole('button', { name: 'Move appointment' }));

      expect(await screen.findByRole('heading', { name: 'My Appointments' })).toBeInTheDocument();
      expect(await screen.findByText(TEXTS.appointmentRescheduled)).toBeInTheDocument();
      expect(sent).toEqual([
        { appointmentId: appointment._id, slotDate: '26_11_2026', slotTime: '10:00' },
      ]);
      expect(await screen.findByText('26 Nov 2026 | 10:00 am')).toBeInTheDocument();

      await router.navigate(`/appointment/${doctor._id}`);
      await user.click(await screen.findByRole('radio', { name: 'Wednesday 25 Nov 2026' }));
      expect(timeNames()).toContain('03:30 pm');
    });

    it('when the new time was taken meanwhile, then the server\'s "Slot not available" shows and the page stays', async () => {
      const { doctor, appointment } = bookedAppointment();
      server.use(http.post(API.rescheduleAppointment, () => failure('slotTaken', 409)));
      const { user, router } = renderApp(`/appointment/${doctor._id}?move=${appointment._id}`, {
        signedIn: true,
        now: SATURDAY_19_00_UTC,
      });

      await user.click(await screen.findByRole('radio', { name: '10:00 am' }));
      await user.click(screen.getByRole('button', { name: 'Move appointment' }));

      expect(await screen.findByText(TEXTS.slotTaken)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(`/appointment/${doctor._id}`);
      expect(
        screen.getByRole('heading', { name: 'Moving your appointment of 25 Nov 2026 | 03:30 pm' }),
      ).toBeInTheDocument();
    });

    it('when the appointment is cancelled, then it cannot be moved from here', async () => {
      const { appointment } = bookedAppointment();
      db.appointments = [{ ...appointment, cancelled: true }];
      renderApp(`/appointment/${db.doctors[0]!._id}?move=${appointment._id}`, {
        signedIn: true,
        now: SATURDAY_19_00_UTC,
      });

      expect(await screen.findByText(/This appointment cannot be moved\./)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See My Appointments' })).toHaveAttribute(
        'href',
        '/my-appointment',
      );
      expect(screen.queryByRole('button', { name: 'Move appointment' })).not.toBeInTheDocument();
    });

    it('when the visit has started, then it cannot be moved from here', async () => {
      const { doctor, appointment } = bookedAppointment();
      // 03:31 pm in India on the visit's day.
      renderApp(`/appointment/${doctor._id}?move=${appointment._id}`, {
        signedIn: true,
        now: new Date('2026-11-25T10:01:00Z'),
      });

      expect(await screen.findByText(/This appointment cannot be moved\./)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Move appointment' })).not.toBeInTheDocument();
    });

    it('when signed out, then it goes to /login', async () => {
      const { doctor, appointment } = bookedAppointment();
      renderApp(`/appointment/${doctor._id}?move=${appointment._id}`, { now: SATURDAY_19_00_UTC });

      expect(await screen.findByRole('heading', { name: TEXTS.createAccount })).toBeInTheDocument();
    });
  });

  // Lazily, they started loading as the page scrolled to the day chips, and their arrival (layout,
  // paint) landed in the work of the first choice, on the web budget (the root README.md).
  it("loads the related doctors' photos with the page, not as the patient scrolls to the choices", async () => {
    db.doctors[1] = buildDoctor(2, { speciality: db.doctors[0]!.speciality });
    await openDoctor({ now: SATURDAY_19_00_UTC });

    const related = await screen.findByRole('region', { name: 'Related Doctors' });
    const photos = within(related).getAllByRole('img');
    expect(photos).not.toHaveLength(0);
    for (const photo of photos) expect(photo).toHaveAttribute('loading', 'eager');
  });

  it('when the doctor is not available, then no times are offered', async () => {
    db.doctors[0] = buildDoctor(1, { available: false });
    renderApp(`/appointment/${db.doctors[0]._id}`, { now: SATURDAY_19_00_UTC });

    expect(await screen.findByText(TEXTS.notAvailable)).toBeInTheDocument();
    expect(screen.getByText(/is not taking appointments at the moment/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.bookAppointment })).not.toBeInTheDocument();
  });

  it('when the id is unknown, then it says so and links to all doctors', async () => {
    renderApp('/appointment/ffffffffffffffffffffffff');
    expect(await screen.findByRole('heading', { name: 'Doctor not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all doctors' })).toHaveAttribute(
      'href',
      '/doctors',
    );
  });
});

describe('/appointment/:docId in Hindi', () => {
  afterEach(() => locale.set('en'));

  /** Books the third day's first time, as a Hindi reader names the controls. */
  async function bookInHindi() {
    const doctor = db.doctors[0]!;
    const view = renderApp(`/appointment/${doctor._id}`, {
      signedIn: true,
      now: SATURDAY_19_00_UTC,
    });
    const days = await screen.findByRole('group', { name: 'अपॉइंटमेंट का समय: दिन चुनें' });
    await view.user.click(within(days).getAllByRole('radio')[2]!);
    const times = screen.getByRole('group', { name: 'समय चुनें' });
    await view.user.click(within(times).getAllByRole('radio')[0]!);
    await view.user.click(screen.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }));
    return { ...view, doctor };
  }

  it('when the time was taken meanwhile, then the Hindi reader sees the Hindi text for the code, though the message is English', async () => {
    locale.set('hi');
    server.use(http.post(API.bookAppointment, () => failure('slotTaken', 409)));
    const { router, doctor } = await bookInHindi();

    expect(await screen.findByText('यह समय उपलब्ध नहीं है')).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.slotTaken)).toBeNull();
    expect(router.state.location.pathname).toBe(`/appointment/${doctor._id}`);
  });

  it('when the cap on unpaid bookings is reached, then the Hindi text is made from the code and its params', async () => {
    locale.set('hi');
    server.use(
      http.post(API.bookAppointment, () =>
        answer(
          errorResponse,
          {
            success: false,
            message: composedText('unpaidBookingsLimit', { limit: 2 }),
            code: 'unpaidBookingsLimit',
            params: { limit: 2 },
          },
          409,
        ),
      ),
    );
    await bookInHindi();

    expect(
      await screen.findByText(
        'आपके 2 अपॉइंटमेंट का भुगतान अभी बाकी है। नया अपॉइंटमेंट बुक करने से पहले कृपया किसी एक का भुगतान करें या उसे रद्द करें।',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(composedText('unpaidBookingsLimit', { limit: 2 }))).toBeNull();
  });
});
