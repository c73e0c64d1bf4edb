import { API, DEFAULT_PATIENT_IMAGE, patientPhotoUrl } from '@clinic/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { tokenStore } from '../lib/storage';
import { stubObjectUrls } from '../test/object-urls';
import { server, signedIn, TEST_TOKEN } from '../test/server';
import { Avatar } from './avatar';

const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

function renderWithQueries(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('Avatar', () => {
  it('when the picture is a public one, then it shows it as it is', () => {
    renderWithQueries(
      <Avatar name="Asha Rao" image="https://care.clinic.example/images/asha.webp" size={36} />,
    );

    expect(screen.getByRole('img', { name: 'Profile picture of Asha Rao' })).toHaveAttribute(
      'src',
      'https://care.clinic.example/images/asha.webp',
    );
  });

  it('when the patient has a photo of their own, then it is fetched with their token and shown from an object URL; the initial shows meanwhile', async () => {
    const blobs = stubObjectUrls();
    const tokens: (string | null)[] = [];
    server.use(
      http.get(API.patientPhoto, ({ request }) => {
        tokens.push(request.headers.get('token'));
        return signedIn(request)
          ? new HttpResponse(WEBP, {
              headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'private, no-store' },
            })
          : HttpResponse.json({ success: false, message: 'Not authorized' }, { status: 401 });
      }),
    );
    tokenStore.set(TEST_TOKEN);

    const { container } = renderWithQueries(
      <Avatar name="Asha Rao" image={patientPhotoUrl('0a1b2c3d4e5f6071')} size={36} />,
    );

    expect(container).toHaveTextContent(/^A$/);
    const photo = await screen.findByRole('img', { name: 'Profile picture of Asha Rao' });
    const src = photo.getAttribute('src') ?? '';
    expect(src).toMatch(/^blob:/);
    expect(new Uint8Array(await blobs.get(src)!.arrayBuffer())).toEqual(WEBP);
    expect(tokens).toEqual([TEST_TOKEN]);
  });

  it("when the API answers its default picture, absolute or not, then the patient's initial shows instead", () => {
    for (const image of [
      DEFAULT_PATIENT_IMAGE,
      `https://care.clinic.example${DEFAULT_PATIENT_IMAGE}`,
    ]) {
      const { container, unmount } = renderWithQueries(
        <Avatar name="asha Rao" image={image} size={36} />,
      );

      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(container).toHaveTextContent(/^A$/);
      unmount();
    }
  });
});
