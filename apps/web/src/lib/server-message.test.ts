import {
  TEXTS,
  cancelByPhoneText,
  changeByPhoneText,
  unpaidBookingsLimitText,
} from '@clinic/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from './i18n';
import { fieldMessages, messages, serverMessage } from './server-message';
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

describe('serverMessage', () => {
  it('in English, shows the server message as sent, whatever its code', () => {
    expect(serverMessage({ message: TEXTS.slotTaken, code: 'slotTaken' })).toBe(TEXTS.slotTaken);
    expect(serverMessage({ message: 'Something new' })).toBe('Something new');
  });

  it('in Hindi, shows the text for a TEXTS code, or for a message that is one of TEXTS', async () => {
    const stop = await readInHindi();
    expect(serverMessage({ message: TEXTS.slotTaken, code: 'slotTaken' })).toBe(
      'यह समय उपलब्ध नहीं है',
    );
    expect(serverMessage({ message: TEXTS.invalidCredentials })).toBe('ईमेल या पासवर्ड गलत है');
    expect(serverMessage({ message: 'The code has 6 digits' })).toBe('कोड 6 अंकों का होता है');
    stop();
  });

  it('in Hindi, fills a named code with its values', async () => {
    const stop = await readInHindi();
    expect(
      serverMessage({
        message: unpaidBookingsLimitText(2),
        code: 'unpaidBookingsLimit',
        params: { limit: 2 },
      }),
    ).toBe(
      'आपके 2 अपॉइंटमेंट का भुगतान अभी बाकी है। नया अपॉइंटमेंट बुक करने से पहले कृपया किसी एक का भुगतान करें या उसे रद्द करें।',
    );
    expect(
      serverMessage({
        message: changeByPhoneText(24, '+91 98765 43210'),
        code: 'changeByPhone',
        params: { cutoffHours: 24, phone: '+91 98765 43210' },
      }),
    ).toBe(
      'मुलाक़ात से पहले के 24 घंटों में बदलाव सिर्फ़ फ़ोन से होते हैं: कृपया क्लिनिक को +91 98765 43210 पर फ़ोन करें।',
    );
    expect(
      serverMessage({
        message: cancelByPhoneText('+91 98765 43210'),
        code: 'cancelByPhone',
        params: { phone: '+91 98765 43210' },
      }),
    ).toBe(
      'आपके भुगतान की जाँच हो रही है। यह अपॉइंटमेंट रद्द करने के लिए कृपया क्लिनिक को +91 98765 43210 पर फ़ोन करें।',
    );
    stop();
  });

  it('in Hindi, shows a message it has no text for as the server sent it', async () => {
    const stop = await readInHindi();
    expect(serverMessage({ message: 'A new rule', code: 'newRule' })).toBe('A new rule');
    stop();
  });
});
