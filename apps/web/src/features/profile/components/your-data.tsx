import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CLINIC_TZ, TEXTS, toDateKey, zonedClock } from '@clinic/contracts';
import { ErrorState } from '../../../components/error-state';
import { PasswordField } from '../../../components/password-field';
import { Skeleton } from '../../../components/skeleton';
import { SubmitButton } from '../../../components/submit-button';
import { useToken } from '../../../lib/session';
import { useClinicConfig } from '../../../lib/clinic-config';
import { formatDateKey } from '../../../lib/format';
import { consentsQueryOptions, useSetNewsletter } from '../api/consents';
import { useDeleteAccount } from '../api/delete-account';
import { myDataQueryOptions, useDownloadMyData } from '../api/my-data';
import { MyDataView } from './my-data-view';
import { ProfileSection } from './profile-section';

/** The summary as a page, loaded when opened. */
function MyDataPanel({ id }: { id: string }) {
  const myData = useQuery(myDataQueryOptions(useToken()));
  return (
    <div id={id} className="rounded-lg border border-gray-200 p-4">
      {myData.isPending && <Skeleton className="h-32" />}
      {myData.isError && (
        <ErrorState
          title="We could not load your data."
          error={myData.error}
          onRetry={() => myData.refetch()}
        />
      )}
      {myData.isSuccess && <MyDataView data={myData.data} />}
    </div>
  );
}

/** The consent in force, and the optional news consent, withdrawn as easily as it was given. */
function Consents() {
  const consents = useQuery(consentsQueryOptions(useToken()));
  const timeZone = useClinicConfig().data?.timeZone ?? DEFAULT_CLINIC_TZ;
  const setNewsletter = useSetNewsletter();
  if (consents.isPending) return <Skeleton className="h-12" />;
  if (consents.isError)
    return (
      <ErrorState
        title="We could not load your consents."
        error={consents.error}
        onRetry={() => consents.refetch()}
      />
    );
  const current = consents.data.at(-1);
  const news = current?.purposes.includes('newsletter') ?? false;
  return (
    <div className="space-y-2">
      <p className="text-gray-700">
        {current
          ? `You agreed to the privacy notice (version ${current.noticeVersion}) on ${formatDateKey(toDateKey(zonedClock(new Date(current.givenAt), timeZone)))}.`
          : 'No consent is on record for your account.'}
      </p>
      <label className="flex items-start gap-2 text-gray-800">
        <input
          type="checkbox"
          checked={setNewsletter.isPending ? Boolean(setNewsletter.variables?.newsletter) : news}
          disabled={setNewsletter.isPending}
          onChange={(event) => setNewsletter.mutate({ newsletter: event.target.checked })}
          className="mt-1"
        />
        <span>
          Send me occasional clinic news by e-mail (optional; untick to stop at any time).
        </span>
      </label>
    </div>
  );
}

function DeleteAccount() {
  const navigate = useNavigate();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  // Leave the signed-in page first, or RequireAuth sends it to /login once the token goes.
  // flushSync: the home page is on screen when the navigation settles, not in a transition still.
  const remove = useDeleteAccount(() =>
    Promise.resolve(navigate('/', { replace: true, flushSync: true })),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    remove.mutate({ password });
  };

  return (
    <div className="space-y-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen(!open)}
        className="btn-outline border-red-600 text-red-700"
      >
        Withdraw consent and delete my account
      </button>
      {open && (
        <form
          id={formId}
          onSubmit={submit}
          noValidate
          aria-label="Delete my account"
          className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <p className="font-medium text-gray-900">When you delete your account:</p>
          <ul className="list-disc space-y-1 pl-5 text-gray-800">
            <li>your account and your personal data are erased;</li>
            <li>your upcoming appointments are cancelled and their times freed for others;</li>
            <li>the clinic refunds upcoming appointments you have paid for;</li>
            <li>
              records the clinic must keep for its accounts stay, without anything that identifies
              you;
            </li>
            <li>you are signed out on every device;</li>
            <li>we send a confirmation to your e-mail address.</li>
          </ul>
          <p className="text-gray-800">This cannot be undone.</p>
          <PasswordField
            kind="current"
            label="Your password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing(false);
            }}
            error={missing ? TEXTS.passwordRequired : undefined}
          />
          {remove.isError && (
            <p role="alert" className="text-red-700">
              {remove.error.message}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              busy={remove.isPending}
              className="btn-primary bg-red-700 hover:bg-red-800"
            >
              Delete my account permanently
            </SubmitButton>
            <button type="button" onClick={() => setOpen(false)} className="btn-outline bg-white">
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/** My Profile's privacy rights (docs/product.md, The profile; the notice at /privacy). */
export function YourData() {
  const panelId = useId();
  const [viewing, setViewing] = useState(false);
  const download = useDownloadMyData();

  return (
    <ProfileSection
      title="Your data"
      intro={
        <>
          What the clinic keeps about you and why is in the{' '}
          <Link to="/privacy" className="text-primary underline">
            privacy notice
          </Link>
          .
        </>
      }
    >
      <div className="space-y-3">
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => download.mutate()}
            disabled={download.isPending}
            aria-busy={download.isPending}
            className="btn-outline"
          >
            Download my data
          </button>
          <button
            type="button"
            aria-expanded={viewing}
            aria-controls={panelId}
            onClick={() => setViewing(!viewing)}
            className="btn-outline"
          >
            View as a page
          </button>
        </div>
        {viewing && <MyDataPanel id={panelId} />}
      </div>

      <Consents />

      <p className="text-gray-700">
        To correct or complete any detail, use &lsquo;Edit&rsquo; above. Your e-mail address stays
        as it is: it is your account&apos;s identity and the address your sign-in codes go to. To
        change it, write to the clinic&apos;s privacy contact.
      </p>

      <DeleteAccount />
    </ProfileSection>
  );
}
