import {
  API,
  messageResponse,
  patientPhotoUrl,
  TEXTS,
  updateProfileRequest,
} from '@clinic/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { stubObjectUrls } from '../../test/object-urls';
import { answer, db, failure, server, signedIn } from '../../test/server';
import { renderApp } from '../../test/render';

/** The address the API names a newly saved photo by: it answers only the patient's token. */
const NEW_PHOTO = patientPhotoUrl('0a1b2c3d4e5f6071');

/** Accepts the multipart update like the API: text fields through the contract, the image as a file. */
function acceptUpdate() {
  const received: { fields: unknown; image: Blob | null }[] = [];
  server.use(
    http.post(API.updateProfile, async ({ request }) => {
      const form = await request.formData();
      // The parsed part is the fetch implementation's File, not the page's: check its shape.
      const part = form.get('image');
      const image = part !== null && typeof part !== 'string' ? part : null;
      form.delete('image');
      const fields = updateProfileRequest.parse(Object.fromEntries(form));
      received.push({ fields, image });
      db.user = { ...db.user, ...fields, image: image ? NEW_PHOTO : db.user.image };
      return answer(messageResponse, { success: true, message: TEXTS.profileUpdated });
    }),
  );
  return received;
}

async function openProfile() {
  const view = renderApp('/my-profile', { signedIn: true });
  await screen.findByRole('heading', { level: 1, name: 'Asha Rao' });
  return view;
}

describe('/my-profile', () => {
  it('shows the profile in view mode', async () => {
    await openProfile();

    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByText('4 Hill Street, Mysuru')).toBeInTheDocument();
    expect(screen.getByText('O+')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('when edited and saved, then the multipart update is sent, the profile reloads and view mode returns', async () => {
    const received = acceptUpdate();
    const { user } = await openProfile();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, 'Asha R. Rao');
    await user.clear(screen.getByLabelText('Address line 2'));
    await user.type(screen.getByLabelText('Address line 2'), 'Mysuru 570001');
    await user.selectOptions(screen.getByLabelText('Blood group'), 'B+');
    await user.type(screen.getByLabelText('Allergies'), 'Penicillin');
    await user.click(screen.getByRole('button', { name: TEXTS.saveInformation }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Asha R. Rao' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(TEXTS.profileUpdated)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('4 Hill Street, Mysuru 570001')).toBeInTheDocument();
    expect(screen.getByText('Penicillin')).toBeInTheDocument();
    expect(received).toEqual([
      {
        fields: {
          name: 'Asha R. Rao',
          fathername: 'Ravi Rao',
          mothername: 'Meena Rao',
          phone: '9876543210',
          address: { line1: '4 Hill Street', line2: 'Mysuru 570001' },
          gender: 'Female',
          dob: '1990-04-12',
          bloodGroup: 'B+',
          allergy: 'Penicillin',
          medicalCondition: '',
        },
        image: null,
      },
    ]);
  });

  it('keeps the e-mail read-only', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByText('Your e-mail address cannot be changed.')).toBeInTheDocument();
  });

  it('when a file that is not an image is chosen, then it is refused', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const picker = screen.getByLabelText('Change profile picture');
    expect(picker).toHaveAttribute('accept', 'image/*');

    // The file dialog can be switched to "All files"; the page must still refuse what is not an image.
    const pdf = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
    fireEvent.change(picker, { target: { files: [pdf] } });

    expect(
      await screen.findByText('Please choose an image file (JPEG, PNG or WebP).'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('img', { name: 'Preview of your new profile picture' }),
    ).not.toBeInTheDocument();
  });

  it('when a picture is chosen, then it is previewed, sent with the form and shown after saving, fetched with the token', async () => {
    const received = acceptUpdate();
    const blobs = stubObjectUrls();
    server.use(
      http.get(API.patientPhoto, ({ request }) =>
        signedIn(request)
          ? new HttpResponse('the saved photo', { headers: { 'Content-Type': 'image/webp' } })
          : failure('notAuthorized', 401),
      ),
    );
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Change profile picture'), photo);
    expect(
      await screen.findByRole('img', { name: 'Preview of your new profile picture' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: TEXTS.saveInformation }));
    const shown = await screen.findByRole('img', { name: 'Profile picture of Asha Rao' });
    expect(await blobs.get(shown.getAttribute('src') ?? '')?.text()).toBe('the saved photo');
    const sent = received[0]?.image;
    expect(new Uint8Array(await sent!.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  });

  it('when the phone is malformed, then the form says so and nothing is sent', async () => {
    const received = acceptUpdate();
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: TEXTS.saveInformation }));

    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      /Phone must be 10 digits starting 6-9/,
    );
    expect(received).toEqual([]);
  });

  it('when the server refuses, then its message shows and the form stays open', async () => {
    server.use(http.post(API.updateProfile, () => failure('imageNotAllowed', 400)));
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: TEXTS.saveInformation }));

    expect(await screen.findByText(TEXTS.imageNotAllowed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.saveInformation })).toBeInTheDocument();
  });

  it('when the token is refused, then it is dropped and the page goes to /login', async () => {
    server.use(http.get(API.getProfile, () => failure('notAuthorized', 401)));
    renderApp('/my-profile', { signedIn: true });

    const heading = await screen.findByRole('heading', { name: TEXTS.createAccount });
    expect(
      within(heading.closest('form')!).getByRole('button', { name: TEXTS.sendOtp }),
    ).toBeInTheDocument();
  });
});
