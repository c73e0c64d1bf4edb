import { useStore } from '@nanostores/react';
import { ErrorState } from '../../components/error-state';
import { EmergencyNumbers } from '../../components/emergency-numbers';
import { Skeleton } from '../../components/skeleton';
import { useClinicConfig } from '../../lib/clinic-config';
import { i18n } from '../../lib/i18n';
import { ClinicMap } from './components/clinic-map';
import { ContactDetails } from './components/contact-details';
import { ContactForm } from './components/contact-form';

export const messages = i18n('contact/page', {
  loading: 'Loading contact details…',
  notLoaded: 'We could not load our contact details.',
  contact: 'Contact',
  us: 'Us',
  intro:
    'Call, write or visit us. We are glad to help with questions about our care, appointments or referrals.',
  addressAndMap: 'Clinic address and map',
  emergency: 'In an emergency',
  emergencyIntro:
    'Messages are not read around the clock. If you or someone near you is at risk, please call now.',
});

function ClinicLocation() {
  const t = useStore(messages);
  const config = useClinicConfig();
  if (config.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t.loading}</span>
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="aspect-video w-full" />
      </div>
    );
  }
  if (config.isError) {
    return <ErrorState title={t.notLoaded} error={config.error} onRetry={() => config.refetch()} />;
  }
  const { address } = config.data;
  return (
    <div className="space-y-6">
      <ContactDetails config={config.data} />
      <ClinicMap
        embedUrl={config.data.mapEmbedUrl}
        name={config.data.name}
        addressLines={[address.line1, address.line2].filter((line) => line !== '')}
      />
    </div>
  );
}

/** /contact: how to reach the clinic, where it is, and the 'Email Us' form. */
export default function ContactPage() {
  const t = useStore(messages);
  return (
    <div className="space-y-10 py-8 md:py-12">
      <header className="text-center">
        <h1 className="text-2xl font-semibold text-gray-900 sm:text-3xl">
          {t.contact} <span className="text-primary">{t.us}</span>
        </h1>
        <p className="mx-auto mt-2 max-w-2xl text-gray-600">{t.intro}</p>
      </header>
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-label={t.addressAndMap}>
          <ClinicLocation />
        </section>
        <div className="space-y-6">
          <ContactForm />
          <section
            aria-labelledby="contact-emergency-heading"
            className="rounded-xl border border-red-200 bg-red-50 p-5"
          >
            <h2 id="contact-emergency-heading" className="font-semibold text-red-800">
              {t.emergency}
            </h2>
            <p className="mt-1 mb-3 text-sm text-gray-700">{t.emergencyIntro}</p>
            <EmergencyNumbers />
          </section>
        </div>
      </div>
    </div>
  );
}
