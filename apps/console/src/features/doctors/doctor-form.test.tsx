import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  type AdminDoctorResponse,
  type Operator,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { config, doctorOperator, frontDesk, makeDoctor, operator } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

describe('adding a doctor', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  it('when every field and a photo are given, then one multipart form goes to the API and the editor opens', async () => {
    const created = makeDoctor({
      _id: 'd00000000000000000000009',
      name: 'Dr. Meera Iyer',
      speciality: 'Psychologist',
      fees: 900,
    });
    const forms: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(API.config, () => HttpResponse.json({ success: true, config })),
      http.get(ADMIN_API.doctors, () =>
        HttpResponse.json({ success: true, doctors: forms.length ? [created] : [] }),
      ),
      http.post(ADMIN_API.doctors, async ({ request }) => {
        forms.push(Object.fromEntries(await request.formData()));
        return HttpResponse.json<AdminDoctorResponse>(
          { success: true, message: ADMIN_TEXTS.doctorCreated, doctor: created },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderConsole('/doctors/new');

    await user.type(await screen.findByLabelText('Name'), 'Dr. Meera Iyer');
    await user.selectOptions(screen.getByLabelText('Speciality'), 'Psychologist');
    await user.type(screen.getByLabelText('Degree'), 'M.Phil');
    await user.type(screen.getByLabelText('Registration number'), 'RCI A21457');
    await user.type(screen.getByLabelText('Experience (years)'), '7');
    await user.type(screen.getByLabelText('Fee (₹)'), '900');
    await user.type(screen.getByLabelText('Address line 1'), '4 Residency Road');
    await user.type(screen.getByLabelText('About'), 'Works with families.');
    await user.upload(
      screen.getByLabelText('Photo'),
      new File(['png-bytes'], 'meera.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add doctor' }));

    expect(await screen.findByRole('heading', { name: 'Dr. Meera Iyer' })).toBeInTheDocument();
    expect(forms).toHaveLength(1);
    const { image, ...fields } = forms[0]!;
    expect(fields).toEqual({
      name: 'Dr. Meera Iyer',
      speciality: 'Psychologist',
      degree: 'M.Phil',
      registrationNumber: 'RCI A21457',
      experience: '7',
      fees: '900',
      about: 'Works with families.',
      available: 'true',
      address: JSON.stringify({ line1: '4 Residency Road', line2: '' }),
    });
    // jsdom's FormData loses the file name on its way through fetch; the bytes and type arrive.
    expect((image as File).type).toBe('image/png');
    expect(await (image as File).text()).toBe('png-bytes');
  });

  it('when fields are missing, then each says so and nothing is sent', async () => {
    server.use(http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })));
    const user = userEvent.setup();
    renderConsole('/doctors/new');

    await user.type(await screen.findByLabelText('Fee (₹)'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Add doctor' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText('Fee (₹)')).toHaveAccessibleDescription('Must be a whole number');
    expect(screen.getByLabelText('Photo')).toHaveAccessibleDescription(
      `JPEG, PNG or WebP, up to 2 MB. ${ADMIN_TEXTS.doctorImageRequired}`,
    );
  });

  it('the fields come in named groups, each read top to bottom in the order of the form', async () => {
    server.use(http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })));
    renderConsole('/doctors/new');

    const form = await screen.findByRole('form', { name: 'Doctor details' });
    const groups = within(form).getAllByRole('group');
    const labelsOf = (group: HTMLElement) =>
      [...group.querySelectorAll<HTMLInputElement>('input, select, textarea')].map((field) =>
        field.labels?.[0]?.textContent?.trim(),
      );
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Doctor',
      'Booking',
      'Clinic address',
      'Profile',
    ]);
    expect(groups.map(labelsOf)).toEqual([
      ['Name', 'Speciality', 'Degree', 'Registration number', 'Experience (years)'],
      ['Fee (₹)', 'Available for booking'],
      ['Address line 1', 'Address line 2'],
      ['About', 'Photo'],
    ]);
  });
});

describe('a doctor record by role', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  const asha = makeDoctor({ registrationNumber: 'KMC 45678' });

  function recordServer(me: Operator) {
    const forms: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator: me })),
      http.get(API.config, () => HttpResponse.json({ success: true, config })),
      http.get(ADMIN_API.doctors, () => HttpResponse.json({ success: true, doctors: [asha] })),
      http.put(ADMIN_API.doctor(asha._id), async ({ request }) => {
        forms.push(Object.fromEntries(await request.formData()));
        return HttpResponse.json<AdminDoctorResponse>({
          success: true,
          message: ADMIN_TEXTS.doctorUpdated,
          doctor: asha,
        });
      }),
    );
    return forms;
  }

  it('a doctor edits only their About text, beside the calendar of their times', async () => {
    const forms = recordServer(doctorOperator);
    const user = userEvent.setup();
    renderConsole('/doctors');

    await user.click(await screen.findByRole('link', { name: 'Edit Dr. Asha Rao' }));
    const about = await screen.findByLabelText('About');
    expect(screen.queryByRole('link', { name: 'Add doctor' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Fee (₹)')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Photo')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Block or unblock times' })).toBeInTheDocument();

    await user.clear(about);
    await user.type(about, 'Adults and young people; English and Kannada.');
    await user.click(
      within(screen.getByRole('form', { name: 'Profile text' })).getByRole('button', {
        name: 'Save changes',
      }),
    );

    expect(await screen.findByText(ADMIN_TEXTS.doctorUpdated)).toBeInTheDocument();
    expect(forms).toEqual([{ about: 'Adults and young people; English and Kannada.' }]);
  });

  it("the owner sees the doctor's registration number in the form and changes it", async () => {
    const forms = recordServer(operator);
    const user = userEvent.setup({ delay: null });
    renderConsole(`/doctors/${asha._id}`);

    const field = await screen.findByLabelText('Registration number');
    expect(field).toHaveValue('KMC 45678');
    expect(field).toHaveAccessibleDescription(
      'Council and number, such as KMC 45678. Printed on receipts.',
    );
    await user.clear(field);
    await user.type(field, 'MMC 2011/04/3321');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(ADMIN_TEXTS.doctorUpdated)).toBeInTheDocument();
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({ registrationNumber: 'MMC 2011/04/3321', name: asha.name });
  });

  it('the front desk blocks times but edits no field', async () => {
    recordServer(frontDesk);
    renderConsole(`/doctors/${asha._id}`);

    expect(
      await screen.findByRole('heading', { name: 'Block or unblock times' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('About')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });
});
