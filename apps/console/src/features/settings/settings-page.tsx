import {
  SOCIAL_NETWORKS,
  SOCIAL_NETWORK_NAMES,
  socialLinksRequest,
  type SocialLink,
  type SocialNetwork,
} from '@clinic/contracts';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '../../components/button';
import { TextField } from '../../components/fields';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { ErrorState, Loading } from '../../components/query-state';
import { useSaveSocialLinks, useSocialLinks } from './api/social-links';

type Values = Record<SocialNetwork, string>;

const valuesOf = (links: SocialLink[]): Values =>
  Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [
      network,
      links.find((link) => link.network === network)?.url ?? '',
    ]),
  ) as Values;

/**
 * The clinic's settings that are not the server's environment: the social links of the site's
 * footer (the owner's; each save is audited). A network left empty is not shown on the site.
 */
export function SettingsPage() {
  const links = useSocialLinks();
  return (
    <>
      <PageHeader title="Settings" />
      {links.isPending ? (
        <Loading />
      ) : links.isError ? (
        <ErrorState error={links.error} onRetry={() => links.refetch()} />
      ) : (
        <SocialLinksForm saved={links.data} />
      )}
    </>
  );
}

function SocialLinksForm({ saved }: { saved: SocialLink[] }) {
  const [values, setValues] = useState(() => valuesOf(saved));
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [done, setDone] = useState('');
  const save = useSaveSocialLinks();

  function submit(event: FormEvent) {
    event.preventDefault();
    setDone('');
    const links = SOCIAL_NETWORKS.filter((network) => values[network].trim() !== '').map(
      (network) => ({ network, url: values[network].trim() }),
    );
    const parsed = socialLinksRequest.safeParse({ links });
    if (!parsed.success) {
      const found: Partial<Values> = {};
      for (const issue of parsed.error.issues) {
        const network = links[Number(issue.path[1])]?.network;
        if (network) found[network] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setValues(valuesOf(answer.links));
        setDone(answer.message);
      },
    });
  }

  return (
    <section aria-labelledby="social-links-heading" className="max-w-xl">
      <h2 id="social-links-heading" className="text-lg font-semibold text-gray-900">
        Social links
      </h2>
      <p className="mt-1 mb-4 text-sm text-gray-600">
        The site&apos;s footer lists these under &lsquo;Follow us&rsquo;. Leave a network empty to
        leave it out; with none, the footer shows no social links.
      </p>
      <form onSubmit={submit} noValidate className="space-y-4">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={SOCIAL_NETWORK_NAMES[network]}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values[network]}
            error={errors[network]}
            onChange={(event) =>
              setValues((current) => ({ ...current, [network]: event.target.value }))
            }
          />
        ))}
        <FormError error={save.error} />
        {done && (
          <p role="status" className="text-sm text-green-700">
            {done}
          </p>
        )}
        <SubmitButton busy={save.isPending} busyText="Saving…">
          Save social links
        </SubmitButton>
      </form>
    </section>
  );
}
