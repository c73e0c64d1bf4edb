import {
  ADMIN_API,
  ADMIN_TEXTS,
  contactMessageSchema,
  type ContactMessage,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { operator } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

const message: ContactMessage = contactMessageSchema.parse({
  _id: 'f00000000000000000000001',
  name: 'Anita Desai',
  email: 'anita@example.in',
  subject: 'Home visits',
  phone: '9123456789',
  message: 'Do your doctors visit elderly patients at home?',
  createdAt: '2026-11-23T04:00:00.000Z',
  read: false,
});

describe('inbox', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  it('when the operator marks a message read, then it is sent to the API and the unread count drops', async () => {
    let read = false;
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(ADMIN_API.messages, () =>
        HttpResponse.json({
          success: true,
          messages: [{ ...message, read }],
          unread: read ? 0 : 1,
        }),
      ),
      http.post(ADMIN_API.readMessage(message._id), () => {
        read = true;
        return HttpResponse.json({
          success: true,
          message: ADMIN_TEXTS.messageRead,
          contactMessage: { ...message, read: true },
        });
      }),
    );
    const user = userEvent.setup();
    renderConsole('/messages');

    const card = await screen.findByRole('article', { name: 'Home visits from Anita Desai' });
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'anita@example.in' })).toHaveAttribute(
      'href',
      'mailto:anita@example.in?subject=Re%3A%20Home%20visits',
    );

    await user.click(within(card).getByRole('button', { name: 'Mark as read' }));

    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(within(card).queryByText('New')).not.toBeInTheDocument();
  });

  it('when an address or subject carries mail syntax, then the reply link encodes it and adds no header', async () => {
    const crafted = {
      ...message,
      email: 'a@b.in?cc=x@evil.in&bcc=y@evil.in',
      subject: 'Fees & timings\nBcc: z@evil.in 100%',
    };
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(ADMIN_API.messages, () =>
        HttpResponse.json({ success: true, messages: [crafted], unread: 1 }),
      ),
    );
    renderConsole('/messages');

    const card = await screen.findByRole('article', { name: /from Anita Desai$/ });
    expect(within(card).getByRole('link', { name: crafted.email })).toHaveAttribute(
      'href',
      'mailto:a@b.in%3Fcc%3Dx@evil.in%26bcc%3Dy@evil.in' +
        '?subject=Re%3A%20Fees%20%26%20timings%0ABcc%3A%20z%40evil.in%20100%25',
    );
  });
});
