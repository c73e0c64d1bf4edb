import { flushSync } from 'react-dom';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useNavigate } from '../../../lib/history';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CLINIC_TZ, toDateKey, zonedClock } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { toast } from 'react-toastify/unstyled';
import { ErrorState } from '../../../components/error-state';
import { PasswordField } from '../../../components/password-field';
import { Skeleton } from '../../../components/skeleton';
import { SubmitButton } from '../../../components/submit-button';
import { useToken } from '../../../lib/session';
import { useClinicConfig } from '../../../lib/clinic-config';
import { formatDateKey } from '../../../lib/format';
import { i18n, locale } from '../../../lib/i18n';
import { useIntakeConsent } from '../../../lib/intake-consent';
import { serverMessage } from '../../../lib/server-message';
import { texts } from '../../../lib/texts';
import { consentsQueryOptions, useSetNewsletter } from '../api/consents';
import { useDeleteAccount } from '../api/delete-account';
import { myDataQueryOptions, useDownloadMyData } from '../api/my-data';
import { MyDataView } from './my-data-view';
import { ProfileSection } from './profile-section';

export const messages = i18n('profile/your-data', {
  dataNotLoaded: 'We could not load your data.',
  consentsNotLoaded: 'We could not load your consents.',
  agreed: params('You agreed to the privacy notice (version {version}) on {date}.'),
  noConsent: 'No consent is on record for your account.',
  news: 'Send me occasional clinic news by e-mail (optional; untick to stop at any time).',
  intake:
    'Keep my answers to the questions before visits for my doctor to read (untick to withdraw: no more questionnaires, and staff no longer see my answers).',
  withdraw: 'Withdraw consent and delete my account',
  deleteLabel: 'Delete my account',
  whenDeleting: 'When you delete your account:',
  erased: 'your account and your personal data are erased;',
  cancelled: 'your upcoming appointments are cancelled and their times freed for others;',
  refunds: 'the clinic refunds upcoming appointments you have paid for;',
  records:
    'records the clinic must keep for its accounts stay, without anything that identifies you;',
  signedOut: 'you are signed out on every device;',
  confirmation: 'we send a confirmation to your e-mail address.',
  final: 'This cannot be undone.',
  yourPassword: 'Your password',
  deleteForever: 'Delete my account permanently',
  cancel: 'Cancel',
  title: 'Your data',
  introBefore: 'What the clinic keeps about you and why is in the',
  notice: 'privacy notice',
  introAfter: '.',
  download: 'Download my data',
  view: 'View as a page',
  correct:
    "To correct or complete any detail, use ‘Edit’ above. Your e-mail address stays as it is: it is your account's identity and the address your sign-in codes go to. To change it, write to the clinic's privacy contact.",
});

/** The summary as a page, loaded when opened. */
function MyDataPanel({ id }: { id: string }) {
  const t = useStore(messages);
  const myData = useQuery(myDataQueryOptions(useToken()));
  return (
    <div id={id} className="rounded-lg border border-gray-200 p-4">
      {myData.isPending && <Skeleton className="h-32" />}
      {myData.isError && (
        <ErrorState title={t.dataNotLoaded} error={myData.error} onRetry={() => myData.refetch()} />
      )}
      {myData.isSuccess && <MyDataView data={myData.data} />}
    </div>
  );
}

/**
 * The consent in force, and the optional ones (clinic news, the intake before visits), each
 * withdrawn as easily as it was given.
 */
function Consents() {
  const t = useStore(messages);
  const code = useStore(locale);
  const consents = useQuery(consentsQueryOptions(useToken()));
  const timeZone = useClinicConfig().data?.timeZone ?? DEFAULT_CLINIC_TZ;
  const setNewsletter = useSetNewsletter();
  const setIntake = useIntakeConsent();
  if (consents.isPending) return <Skeleton className="h-12" />;
  if (consents.isError)
    return (
      <ErrorState
        title={t.consentsNotLoaded}
        error={consents.error}
        onRetry={() => consents.refetch()}
      />
    );
  const current = consents.data.at(-1);
  const news = current?.purposes.includes('newsletter') ?? false;
  const intake = current?.purposes.includes('intake') ?? false;
  return (
    <div className="space-y-2">
      <p className="text-gray-700">
        {current
          ? t.agreed({
              version: current.noticeVersion,
              date: formatDateKey(toDateKey(zonedClock(new Date(current.givenAt), timeZone)), code),
            })
          : t.noConsent}
      </p>
      <label className="flex items-start gap-2 text-gray-800">
        <input
          type="checkbox"
          checked={setNewsletter.isPending ? Boolean(setNewsletter.variables?.newsletter) : news}
          disabled={setNewsletter.isPending}
          onChange={(event) => setNewsletter.mutate({ newsletter: event.target.checked })}
          className="size-6 shrink-0 accent-primary"
        />
        <span>{t.news}</span>
      </label>
      <label className="flex items-start gap-2 text-gray-800">
        <input
          type="checkbox"
          checked={setIntake.isPending ? Boolean(setIntake.variables) : intake}
          disabled={setIntake.isPending}
          onChange={(event) =>
            setIntake.mutate(event.target.checked, {
              onSuccess: (answer) => toast.success(serverMessage(answer)),
            })
          }
          className="size-6 shrink-0 accent-primary"
        />
        <span>{t.intake}</span>
      </label>
    </div>
  );
}

function DeleteAccount() {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const navigate = useNavigate();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  // Leave the signed-in page first, or RequireAuth sends it to /login once the token goes.
  // flushSync: the home page is on screen before the token goes.
  const remove = useDeleteAccount(async () => flushSync(() => navigate('/', { replace: true })));

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
        {t.withdraw}
      </button>
      {open && (
        <form
          id={formId}
          onSubmit={submit}
          noValidate
          aria-label={t.deleteLabel}
          className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4"
        >
          <p className="font-medium text-gray-900">{t.whenDeleting}</p>
          <ul className="list-disc space-y-1 pl-5 text-gray-800">
            <li>{t.erased}</li>
            <li>{t.cancelled}</li>
            <li>{t.refunds}</li>
            <li>{t.records}</li>
            <li>{t.signedOut}</li>
            <li>{t.confirmation}</li>
          </ul>
          <p className="text-gray-800">{t.final}</p>
          <PasswordField
            kind="current"
            label={t.yourPassword}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing(false);
            }}
            error={missing ? fixed.passwordRequired : undefined}
          />
          {remove.isError && (
            <p role="alert" className="text-red-700">
              {serverMessage(remove.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              busy={remove.isPending}
              className="btn-primary bg-red-700 hover:bg-red-800"
            >
              {t.deleteForever}
            </SubmitButton>
            <button type="button" onClick={() => setOpen(false)} className="btn-outline bg-white">
              {t.cancel}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/** My Profile's privacy rights (docs/product.md, The profile; the notice at /privacy). */
export function YourData() {
  const t = useStore(messages);
  const panelId = useId();
  const [viewing, setViewing] = useState(false);
  const download = useDownloadMyData();

  return (
    <ProfileSection
      title={t.title}
      intro={
        <>
          {t.introBefore}{' '}
          <Link to="/privacy" className="text-primary underline">
            {t.notice}
          </Link>
          {t.introAfter}
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
            {t.download}
          </button>
          <button
            type="button"
            aria-expanded={viewing}
            aria-controls={panelId}
            onClick={() => setViewing(!viewing)}
            className="btn-outline"
          >
            {t.view}
          </button>
        </div>
        {viewing && <MyDataPanel id={panelId} />}
      </div>

      <Consents />

      <p className="text-gray-700">{t.correct}</p>

      <DeleteAccount />
    </ProfileSection>
  );
}
