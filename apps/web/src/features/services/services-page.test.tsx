import { API, TEXTS } from '@clinic/contracts';
import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '../../lib/i18n';
import { renderApp } from '../../test/render';
import { failure, server } from '../../test/server';
import { CONDITION_LIST } from './content/catalogue';
import { SERVICE_SECTIONS } from './content/types';

const TITLES = [
  'Bipolar Disorder',
  'Obsessive-Compulsive Disorder (OCD)',
  'Schizophrenia',
  'ADHD',
  'Anxiety Disorders',
  'Autism Spectrum Disorder (ASD)',
  'Dementia',
  'Depression',
  'Personality Disorders',
  'Post-Traumatic Stress Disorder (PTSD)',
];

const main = () => screen.getByRole('main');
const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Conditions we treat' })).getAllByRole('link');

describe('/services/:section', () => {
  it.each([':section', 'NotACondition', 'depressiontreatment'])(
    'when the section is %s, then the overview lists every condition, emergency care and the way to contact and about',
    async (section) => {
      renderApp(`/services/${section}`);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Our Services' }),
      ).toBeInTheDocument();
      const clickHere = within(main()).getAllByRole('link', { name: /^Click here/ });
      expect(clickHere.map((link) => link.textContent)).toEqual(
        TITLES.map((title) => `${TEXTS.clickHere} to read about ${title}`),
      );
      expect(clickHere.map((link) => link.getAttribute('href'))).toEqual(
        SERVICE_SECTIONS.map((value) => `/services/${value}`),
      );

      const emergency = screen.getByRole('region', { name: 'Emergency Care' });
      expect(await within(emergency).findByRole('link', { name: '14416' })).toHaveAttribute(
        'href',
        'tel:14416',
      );
      expect(within(emergency).getByRole('link', { name: '1-800-891-4416' })).toHaveAttribute(
        'href',
        'tel:18008914416',
      );
      expect(within(main()).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      expect(within(main()).getByRole('link', { name: 'About us' })).toHaveAttribute(
        'href',
        '/about',
      );
    },
  );

  it('shows the sidebar of ten conditions by their human titles', async () => {
    renderApp('/services/:section');

    await screen.findByRole('heading', { level: 1, name: 'Our Services' });
    expect(sidebarLinks().map((link) => link.textContent)).toEqual(TITLES);
  });

  it('when the section is DepressionTreatment, then its full page shows and ends with how to get help', async () => {
    renderApp('/services/DepressionTreatment');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Depression' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Depression' }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Overview', 'Symptoms', 'Causes', 'Treatment at our clinic', 'How to get help']);
    expect(
      screen.getByText(/it is not something you can simply “snap out of”/),
    ).toBeInTheDocument();
    expect(screen.getByText('Medication where indicated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Depression' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const help = screen.getByRole('region', { name: 'How to get help' });
    expect(within(help).getByRole('link', { name: TEXTS.bookAppointment })).toHaveAttribute(
      'href',
      '/doctors',
    );
    expect(within(help).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(await within(help).findByRole('link', { name: '14416' })).toHaveAttribute(
      'href',
      'tel:14416',
    );
  });

  it.each(CONDITION_LIST.map((condition) => [condition.section, condition.title]))(
    'when the section is %s, then the page on %s has an overview, symptoms, causes, treatment and how to get help',
    async (section, title) => {
      renderApp(`/services/${section}`);

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      for (const name of ['Overview', 'Symptoms', 'Causes', 'Treatment at our clinic']) {
        const region = screen.getByRole('region', { name });
        expect(within(region).getAllByText(/\S/).length).toBeGreaterThan(1);
      }
      const treatment = screen.getByRole('region', { name: 'Treatment at our clinic' });
      expect(within(treatment).getByText('Medication where indicated')).toBeInTheDocument();
      expect(within(treatment).getAllByText(/family/i).length).toBeGreaterThan(0);
      expect(screen.getByRole('region', { name: 'How to get help' })).toBeInTheDocument();
    },
  );

  it('when the clinic configuration cannot load, then the national emergency number 112 is still offered', async () => {
    server.use(http.get(API.config, () => failure('internalError', 500)));
    renderApp('/services/:section');

    const emergency = await screen.findByRole('region', { name: 'Emergency Care' });
    expect(await within(emergency).findByRole('link', { name: '112' })).toHaveAttribute(
      'href',
      'tel:112',
    );
  });
});

describe('/services/:section in Hindi', () => {
  afterEach(() => locale.set('en'));

  it('when the reader reads Hindi, then the depression page, its sidebar and how to get help are in Hindi', async () => {
    locale.set('hi');
    renderApp('/services/DepressionTreatment');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'डिप्रेशन (अवसाद)' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'डिप्रेशन (अवसाद)' }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['परिचय', 'लक्षण', 'कारण', 'हमारे क्लिनिक में इलाज', 'मदद कैसे पाएँ']);
    expect(
      screen.getByText(/यह ऐसी चीज़ नहीं जिससे आप बस “ख़ुद को झटककर” बाहर निकल आएँ/),
    ).toBeInTheDocument();
    expect(screen.getByText('ज़रूरत होने पर दवा')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'जिन समस्याओं का हम इलाज करते हैं' })).getByRole(
        'link',
        { name: 'डिप्रेशन (अवसाद)' },
      ),
    ).toHaveAttribute('aria-current', 'page');

    const help = screen.getByRole('region', { name: 'मदद कैसे पाएँ' });
    expect(within(help).getByRole('link', { name: 'अपॉइंटमेंट बुक करें' })).toHaveAttribute(
      'href',
      '/doctors',
    );
    expect(within(help).getByRole('link', { name: 'हमसे संपर्क करें' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('when the reader switches to Hindi on an open page, then the page is shown again in Hindi', async () => {
    renderApp('/services/PTSDTreatment');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Post-Traumatic Stress Disorder (PTSD)',
      }),
    ).toBeInTheDocument();

    act(() => locale.set('hi'));

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'पोस्ट-ट्रॉमैटिक स्ट्रेस डिसऑर्डर (PTSD)',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('फ़्लैशबैक, बुरे सपने या अनचाही यादें')).toBeInTheDocument();
    expect(screen.queryByText('Flashbacks, nightmares or unwanted memories')).toBeNull();
  });

  it('when the reader reads Hindi, then the overview names every condition in Hindi', async () => {
    locale.set('hi');
    renderApp('/services/:section');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'हमारी सेवाएँ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'डिमेंशिया (मनोभ्रंश)' })).toBeInTheDocument();
    const depression = within(main()).getByRole('link', { name: /^यहाँ क्लिक करें.*डिप्रेशन/ });
    expect(depression).toHaveTextContent('यहाँ क्लिक करें और डिप्रेशन (अवसाद) के बारे में पढ़ें');
    expect(depression).toHaveAttribute('href', '/services/DepressionTreatment');
    expect(screen.getByRole('region', { name: 'आपातकालीन देखभाल' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute(
      'href',
      '/about',
    );
  });
});
