import { RECEIPT_TEXTS, TEXTS, composedText } from '@clinic/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from './i18n';
import { composedMessage, fieldMessages, messages, serverMessage } from './server-message';
import { receiptTexts, texts } from './texts';

/** Hindi chosen, with the stores the root layout keeps loaded. */
async function readInHindi() {
  setLocale('hi');
  const stops = [texts, receiptTexts, messages, fieldMessages].map((store) =>
    store.listen(() => {}),
  );
  await vi.waitFor(() => expect(i18n.loading.get()).toBe(false));
  await vi.waitFor(() => expect(texts.get().slotTaken).not.toBe(TEXTS.slotTaken));
  return () => stops.forEach((stop) => stop());
}

afterEach(() => setLocale('en'));

const PHONE = '+91 98765 43210';

describe('serverMessage', () => {
  it('in English, shows the text of the code, whatever the message says', () => {
    expect(serverMessage({ message: 'anything', code: 'slotTaken' })).toBe(TEXTS.slotTaken);
    expect(serverMessage({ message: 'anything', code: 'notPaid' })).toBe(RECEIPT_TEXTS.notPaid);
  });

  it('in English, fills a composed code in the form for its count', () => {
    expect(
      serverMessage({ message: 'anything', code: 'unpaidBookingsLimit', params: { limit: 1 } }),
    ).toBe(composedText('unpaidBookingsLimit', { limit: 1 }));
    expect(
      serverMessage({
        message: 'anything',
        code: 'changeByPhone',
        params: { cutoffHours: 24, phone: PHONE },
      }),
    ).toBe(composedText('changeByPhone', { cutoffHours: 24, phone: PHONE }));
  });

  it('in Hindi, shows the text of the code, never matching the message', async () => {
    const stop = await readInHindi();
    expect(serverMessage({ message: TEXTS.slotTaken, code: 'slotTaken' })).toBe(
      'यह समय उपलब्ध नहीं है',
    );
    expect(serverMessage({ message: 'anything', code: 'invalidCredentials' })).toBe(
      'ईमेल या पासवर्ड गलत है',
    );
    // A message with no code is shown as sent, even when it reads like a fixed text.
    expect(serverMessage({ message: TEXTS.invalidCredentials })).toBe(TEXTS.invalidCredentials);
    stop();
  });

  it('in Hindi, fills a composed code with its values', async () => {
    const stop = await readInHindi();
    expect(
      serverMessage({ message: 'anything', code: 'unpaidBookingsLimit', params: { limit: 2 } }),
    ).toBe(
      'आपके 2 अपॉइंटमेंट का भुगतान अभी बाकी है। नया अपॉइंटमेंट बुक करने से पहले कृपया किसी एक का भुगतान करें या उसे रद्द करें।',
    );
    expect(composedMessage('changeByPhone', { cutoffHours: 24, phone: PHONE })).toBe(
      'मुलाक़ात से पहले के 24 घंटों में बदलाव सिर्फ़ फ़ोन से होते हैं: कृपया क्लिनिक को +91 98765 43210 पर फ़ोन करें।',
    );
    expect(
      serverMessage({ message: 'anything', code: 'cancelByPhone', params: { phone: PHONE } }),
    ).toBe(
      'आपके भुगतान की जाँच हो रही है। यह अपॉइंटमेंट रद्द करने के लिए कृपया क्लिनिक को +91 98765 43210 पर फ़ोन करें।',
    );
    stop();
  });

  it('in Hindi, shows a message whose code it has no text for as the server sent it', async () => {
    const stop = await readInHindi();
    expect(serverMessage({ message: 'A new rule', code: 'newRule' })).toBe('A new rule');
    stop();
  });
});
