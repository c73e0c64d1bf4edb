import {
  API,
  contactRequest,
  messageResponse,
  TEXTS,
  TOKEN_HEADER,
  type ContactRequest,
} from '@clinic/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { answer, failure, server, TEST_TOKEN } from '../../test/server';

const VALID: ContactRequest = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  subject: 'Appointment for my son',
  phone: '9876543210',
  message: 'Could we come in on a Saturday morning?',
};

const LABELS: Record<keyof ContactRequest, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  phone: 'Phone',
  message: 'Message',
};

async function openContact({ signedIn = false } = {}) {
  const view = renderApp('/contact', { signedIn });
  const form = await screen.findByRole('form', { name: 'Email Us' });
  const field = (name: keyof ContactRequest) => within(form).getByLabelText(LABELS[name]);
  const fill = async (values: Partial<ContactRequest>) => {
    for (const [name, value] of Object.entries(values) as Array<[keyof ContactRequest, string]>) {
      await view.user.clear(field(name));
      if (value) await view.user.paste(value);
    }
  };
  const send = () => view.user.click(within(form).getByRole('button', { name: 'Send Message' }));
  return { ...view, form, field, fill, send };
}

/** Records what reaches the API; the handler answers as the real one does. */
function recordMessages(respond?: () => Response | Promise<Response>) {
  const received: unknown[] = [];
  server.use(
    http.post(API.econtact, async ({ request }) => {
      received.push(await request.json());
      return respond
        ? respond()
        : answer(messageResponse, { success: true, message: TEXTS.messageSent });
    }),
  );
  return received;
}

afterEach(() => vi.restoreAllMocks());

// The first test also waits for the page's chunk to compile.
describe('/contact', { timeout: 15_000 }, () => {
  it('shows the clinic’s phone, e-mail, address and hours, and embeds the map when asked', async () => {
    const { user } = renderApp('/contact');
    const main = within(await screen.findByRole('main'));

    expect(await main.findByRole('link', { name: '+91 80 1234 5678' })).toHaveAttribute(
      'href',
      'tel:+918012345678',
    );
    expect(main.getByRole('link', { name: 'care@clinic.test' })).toHaveAttribute(
      'href',
      'mailto:care@clinic.test',
    );
    expect(main.getAllByText('12 Lake Road', { exact: false }).length).toBeGreaterThan(0);
    expect(
      main.getByText(/Monday to Saturday: 10:00 am to 1:00 pm and 3:00 pm to 7:00 pm/),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Map showing Test Clinic')).not.toBeInTheDocument();

    await user.click(main.getByRole('button', { name: 'Show map' }));

    const map = screen.getByTitle('Map showing Test Clinic');
    expect(map).toHaveAttribute('src', 'https://maps.example/embed');
    expect(map).toHaveAttribute('loading', 'lazy');
  });

  it('sends the form by POST, so a message sent before the page is hydrated stays out of the address', async () => {
    renderApp('/contact');
    const main = within(await screen.findByRole('main'));
    const form = (await main.findByRole('button', { name: 'Send Message' })).closest('form');
    expect(form).toHaveAttribute('method', 'post');
  });

  it('when the browser is offline, then the map cannot be asked for and the address stays readable', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/contact');

    expect(
      await screen.findByText('The map can be shown when you are back online.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show map' })).toBeDisabled();
    expect(screen.getByText('Test Clinic', { selector: 'address span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Test%20Clinic%2C%2012%20Lake%20Road%2C%20Bengaluru',
    );
  });

  describe('the Email Us form', () => {
    it.each<[string, Partial<ContactRequest>, string]>([
      ['a field is empty', { ...VALID, subject: '' }, TEXTS.contactAllFieldsRequired],
      ['a field holds only spaces', { ...VALID, message: '   ' }, TEXTS.contactAllFieldsRequired],
      ['the e-mail has no domain', { ...VALID, email: 'asha@example' }, TEXTS.contactInvalidEmail],
      ['the phone has 9 digits', { ...VALID, phone: '987654321' }, TEXTS.contactInvalidPhone],
      ['the phone starts with 5', { ...VALID, phone: '5876543210' }, TEXTS.contactInvalidPhone],
    ])('when %s, then it shows the spec text and sends nothing', async (_case, values, text) => {
      const received = recordMessages();
      const { fill, send } = await openContact();

      await fill(values);
      await send();

      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(received).toEqual([]);
    });

    it('when nothing is filled in, then every field is marked invalid', async () => {
      const { field, send } = await openContact();

      await send();

      expect(await screen.findByText(TEXTS.contactAllFieldsRequired)).toBeInTheDocument();
      for (const name of Object.keys(LABELS) as Array<keyof ContactRequest>) {
        expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      }
    });

    it('when the form is valid, then it sends the five fields, reads Sending... meanwhile, toasts success and clears', async () => {
      const received = recordMessages(async () => {
        await delay(150);
        return answer(messageResponse, { success: true, message: TEXTS.messageSent });
      });
      const { fill, send, field, form } = await openContact();

      await fill(VALID);
      await send();

      expect(within(form).getByRole('button', { name: TEXTS.sending })).toBeDisabled();
      expect(await screen.findByText(TEXTS.messageSent)).toBeInTheDocument();
      expect(received.map((body) => contactRequest.parse(body))).toEqual([VALID]);
      await waitFor(() => {
        for (const name of Object.keys(LABELS) as Array<keyof ContactRequest>) {
          expect(field(name)).toHaveValue('');
        }
      });
      expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    });

    it.each([
      ['signed in', true, TEST_TOKEN],
      ['signed out', false, null],
    ])(
      'when the patient is %s, then the message carries their token or none (the API links a message to an account only by its token)',
      async (_case, signedIn, token) => {
        const tokens: (string | null)[] = [];
        server.use(
          http.post(API.econtact, ({ request }) => {
            tokens.push(request.headers.get(TOKEN_HEADER));
            return answer(messageResponse, { success: true, message: TEXTS.messageSent });
          }),
        );
        const { fill, send } = await openContact({ signedIn });

        await fill(VALID);
        await send();

        expect(await screen.findByText(TEXTS.messageSent)).toBeInTheDocument();
        expect(tokens).toEqual([token]);
      },
    );

    it.each<[string, () => Response, string]>([
      [
        'an answer without a code names the problem in its error field',
        () =>
          HttpResponse.json(
            { success: false, error: 'Please wait before sending another message.' },
            { status: 429 },
          ),
        'Please wait before sending another message.',
      ],
      [
        'the answer has only a message',
        () => failure('tooManyRequests', 429),
        TEXTS.tooManyRequests,
      ],
      [
        'the answer names no problem',
        () => HttpResponse.json({ success: false }, { status: 500 }),
        TEXTS.contactFallback,
      ],
      ['the network fails', () => HttpResponse.error(), TEXTS.contactFallback],
    ])(
      'when %s, then that text shows and the form keeps its values',
      async (_case, respond, text) => {
        recordMessages(respond);
        const { fill, send, field } = await openContact();

        await fill(VALID);
        await send();

        expect(await screen.findByText(text)).toBeInTheDocument();
        expect(field('message')).toHaveValue(VALID.message);
      },
    );
  });
});
