import { ADMIN_API, ADMIN_TEXTS, API, type AdminDoctorResponse } from '@clinic/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { config, makeDoctor, operator } from '../../test/fixtures';
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
});
