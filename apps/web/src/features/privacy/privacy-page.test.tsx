import { API, PRIVACY_NOTICE_VERSION } from '@clinic/contracts';
import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '../../lib/i18n';
import { renderApp } from '../../test/render';
import { failure, server } from '../../test/server';

describe('/privacy', () => {
  it('shows the version, every kind of data kept and the privacy contact from the configuration', async () => {
    renderApp('/privacy');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy notice' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Version ${PRIVACY_NOTICE_VERSION}`)).toBeInTheDocument();
    const items = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(items).toEqual([
      expect.stringMatching(
        /^Your account: name, e-mail address, phone number, and your password, kept only as a one-way hash/,
      ),
      expect.stringMatching(/^Your consent:/),
      expect.stringMatching(/^Your privacy requests:/),
      expect.stringMatching(
        /^Profile and medical details you choose to add: address, gender, date of birth, blood group, allergies, medical conditions, father's and mother's names, and a photo/,
      ),
      expect.stringMatching(/^Your appointments:/),
      expect.stringMatching(/^Payment proofs you send: the payer name and the UPI transaction ID/),
      expect.stringMatching(/^Messages you send/),
      expect.stringMatching(/^Blog posts you liked/),
      expect.stringMatching(/^The clinic's audit entries/),
      expect.stringMatching(/^Technical records/),
    ]);

    const contact = screen.getByRole('heading', {
      name: 'Privacy and grievance contact',
    }).parentElement!;
    expect(await within(contact).findByText('Privacy officer')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'privacy@clinic.test' })).toHaveAttribute(
      'href',
      'mailto:privacy@clinic.test',
    );
    expect(within(contact).getByRole('link', { name: '+91 80 1234 0000' })).toHaveAttribute(
      'href',
      'tel:+918012340000',
    );
    expect(screen.getByText(/Data Protection Board of India/)).toBeInTheDocument();
  });

  it('tells how to use each right from My Profile', async () => {
    renderApp('/privacy');

    const rights = (await screen.findByRole('heading', { name: 'Your rights and how to use them' }))
      .parentElement!;
    expect(within(rights).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    expect(within(rights).getByText(/Your e-mail address stays as it is/)).toBeInTheDocument();
    expect(within(rights).getByText(/Nominate someone/)).toBeInTheDocument();
    expect(within(rights).getByText(/Raise a grievance/)).toBeInTheDocument();
  });

  it('explains what the quick exit does and does not do, and how to browse privately', async () => {
    renderApp('/privacy');

    const section = (await screen.findByRole('heading', { name: 'Leaving this site quickly' }))
      .parentElement!;
    expect(
      within(section).getByText(
        /have a 'Leave this site' button at the top of the screen, above the menu, which stays there as you scroll; pressing Shift 3 times does the same\./,
      ),
    ).toHaveTextContent(/so pressing Back does not bring that page back\.$/);
    expect(within(section).getByText(/^It does not clear your browsing history/)).toHaveTextContent(
      /it does not sign you out/,
    );
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Use a private or incognito window/),
      expect.stringMatching(/^On a shared device, log out when you finish/),
      expect.stringMatching(/^Clear this site from your browsing history/),
    ]);
  });

  it('when the configuration cannot load, then it points to the contact page instead', async () => {
    server.use(http.get(API.config, () => failure('internalError', 500)));
    renderApp('/privacy');

    expect(
      await screen.findByText(/We could not load the contact details just now/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
  });
});

describe('/privacy in Hindi', () => {
  afterEach(() => locale.set('en'));

  it('when the reader reads Hindi, then the notice, every item, the rights and the contact are in Hindi', async () => {
    locale.set('hi');
    renderApp('/privacy');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'गोपनीयता सूचना' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`संस्करण ${PRIVACY_NOTICE_VERSION}`)).toBeInTheDocument();
    const items = (await screen.findAllByRole('heading', { level: 3 })).map(
      (heading) => heading.textContent,
    );
    expect(items).toHaveLength(10);
    expect(items[0]).toMatch(/^आपका खाता: नाम, ई-मेल पता, फ़ोन नंबर/);
    expect(items[5]).toMatch(/^आपके भेजे भुगतान के सबूत: .*UPI ट्रांज़ैक्शन आईडी/);
    expect(screen.getAllByText('क्लिनिक में इसे कौन देख सकता है')).toHaveLength(10);

    const rights = screen.getByRole('heading', {
      name: 'आपके अधिकार और उनका इस्तेमाल कैसे करें',
    }).parentElement!;
    expect(within(rights).getByRole('link', { name: 'मेरी प्रोफ़ाइल' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    expect(within(rights).getByText('शिकायत दर्ज करें।')).toBeInTheDocument();

    const contact = screen.getByRole('heading', {
      name: 'गोपनीयता और शिकायत के लिए संपर्क',
    }).parentElement!;
    expect(await within(contact).findByText('Privacy officer')).toBeInTheDocument();
    expect(within(contact).getByText('ई-मेल:')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'privacy@clinic.test' })).toHaveAttribute(
      'href',
      'mailto:privacy@clinic.test',
    );
    expect(screen.getByText(/भारतीय डेटा संरक्षण बोर्ड/)).toBeInTheDocument();
  });

  it('when the reader reads Hindi, then the quick exit is explained in Hindi, naming the button as it reads', async () => {
    locale.set('hi');
    renderApp('/privacy');

    const section = (await screen.findByRole('heading', { name: 'इस साइट से जल्दी निकलना' }))
      .parentElement!;
    expect(
      await within(section).findByText(
        /मेन्यू के ऊपर 'यह साइट छोड़ें' बटन होता है, जो स्क्रॉल करने पर भी वहीं रहता है; Shift 3 बार दबाने से भी यही होता है।/,
      ),
    ).toHaveTextContent(/ताकि 'पीछे' \(Back\) दबाने पर वह पेज वापस न आए।$/);
    expect(within(section).getByText(/^यह आपकी ब्राउज़िंग हिस्ट्री/)).toHaveTextContent(
      /आपको लॉग आउट नहीं करता।/,
    );
    expect(within(section).getByText('अपनी विज़िट को और निजी रखने के लिए:')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^प्राइवेट या इनकॉग्निटो विंडो का इस्तेमाल करें/),
      expect.stringMatching(/^साझा डिवाइस पर, काम पूरा होने पर लॉग आउट करें/),
      expect.stringMatching(/^अगर कोई और आपकी ब्राउज़िंग हिस्ट्री देख सकता है/),
    ]);
    expect(screen.queryByText(/Leave this site/)).toBeNull();
  });

  it('when the reader switches from English to Hindi, then the items are shown again in Hindi', async () => {
    renderApp('/privacy');
    expect(
      await screen.findByRole('heading', { level: 3, name: /^Blog posts you liked/ }),
    ).toBeInTheDocument();

    act(() => locale.set('hi'));

    expect(
      await screen.findByRole('heading', { level: 3, name: 'वे ब्लॉग पोस्ट जो आपने पसंद (लाइक) किए।' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: /^Blog posts you liked/ })).toBeNull();
  });

  it('when the configuration cannot load, then it points to the contact page in Hindi', async () => {
    locale.set('hi');
    server.use(http.get(API.config, () => failure('internalError', 500)));
    renderApp('/privacy');

    const link = await screen.findByRole('link', { name: 'संपर्क पेज' });
    expect(link).toHaveAttribute('href', '/contact');
    expect(link.parentElement).toHaveTextContent(
      'हम अभी संपर्क की जानकारी लोड नहीं कर सके। कृपया पेज फिर से लोड करें, या संपर्क पेज पर दी गई जानकारी का इस्तेमाल करें।',
    );
  });
});
