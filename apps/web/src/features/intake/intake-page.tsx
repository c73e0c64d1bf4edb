import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { SITE_PAGES, type Intake } from '@clinic/contracts';
import { useStore } from '@nanostores/react';
import { toast } from 'react-toastify/unstyled';
import { ErrorState } from '../../components/error-state';
import { PageSkeleton } from '../../components/page-skeleton';
import { RequireAuth } from '../../components/require-auth';
import { i18n } from '../../lib/i18n';
import { useIntakeConsent } from '../../lib/intake-consent';
import { serverMessage } from '../../lib/server-message';
import { texts } from '../../lib/texts';
import { useIntake } from './api/intake';
import { HelpFirst } from './components/help-first';
import { IntakeForm } from './components/intake-form';
import { IntakeResults } from './components/intake-results';

export const messages = i18n('intake/page', {
  heading: 'Before your visit',
  notLoaded: 'We could not load your questions.',
  why: 'These questions help your doctor understand why you are coming and how you have been feeling, so that your visit can start from what matters to you. Answering is optional: your appointment stands whether or not you answer, and you can save part way and finish later.',
  who: "Your doctor and the clinic's owner read your answers. The front desk sees only whether you answered, never what. Your answers are kept encrypted.",
  consent:
    'To answer, please agree that the clinic keeps your answers for your care and that your doctor reads them. You can withdraw this at any time on this page or in My Profile: the clinic then asks no more questionnaires and staff no longer see your answers.',
  agree: 'I agree, start',
  withdraw: 'Withdraw my consent',
  back: 'Back to your appointment',
});

function IntakeScreen({ appointmentId }: { appointmentId: string }) {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const state = useIntake(appointmentId);
  const consent = useIntakeConsent();
  const [justSaved, setJustSaved] = useState<{ intake: Intake; safety: boolean } | null>(null);
  const [helpSeen, setHelpSeen] = useState(false);

  if (state.isPending) return <PageSkeleton />;
  if (state.isError)
    return <ErrorState title={t.notLoaded} error={state.error} onRetry={() => state.refetch()} />;

  const give = (intake: boolean) =>
    consent.mutate(intake, {
      onSuccess: (answer) => toast.success(serverMessage(answer)),
      onError: (error) => toast.error(serverMessage(error)),
    });
  const { offer, consented } = state.data;
  const intake = justSaved?.intake ?? state.data.intake;
  const showHelp = justSaved?.safety === true && !helpSeen;

  return (
    <div className="mx-auto max-w-2xl space-y-6 py-8">
      <h1 className="text-2xl font-semibold text-gray-900">{t.heading}</h1>
      {showHelp ? (
        <HelpFirst onContinue={() => setHelpSeen(true)} />
      ) : (
        <>
          <p className="text-gray-800">{t.why}</p>
          <p className="text-gray-800">{t.who}</p>
          {!consented && offer ? (
            <div className="space-y-3">
              <p className="text-gray-800">{t.consent}</p>
              <button
                type="button"
                disabled={consent.isPending}
                onClick={() => give(true)}
                className="bg-primary min-h-11 rounded-full px-6 text-sm text-white"
              >
                {t.agree}
              </button>
            </div>
          ) : offer && intake?.status !== 'submitted' ? (
            <IntakeForm
              key={intake?._id ?? 'new'}
              appointmentId={appointmentId}
              kind={offer}
              saved={intake?.answers ?? null}
              onSaved={(answer) => {
                setJustSaved({ intake: answer.intake, safety: answer.safety });
                setHelpSeen(false);
                window.scrollTo({ top: 0 });
              }}
            />
          ) : intake ? (
            <IntakeResults intake={intake} />
          ) : (
            <p className="text-gray-800">{fixed.intakeNotOffered}</p>
          )}
          {consented && (
            <button
              type="button"
              disabled={consent.isPending}
              onClick={() => give(false)}
              className="min-h-11 text-sm text-gray-700 underline"
            >
              {t.withdraw}
            </button>
          )}
          <p>
            <Link to={SITE_PAGES.appointment(appointmentId)} className="text-primary underline">
              {t.back}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

/** The intake before a visit (docs/product.md, Intake), linked from the appointment and its mail. */
export default function IntakePage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth returning>
      <IntakeScreen appointmentId={id} />
    </RequireAuth>
  );
}
