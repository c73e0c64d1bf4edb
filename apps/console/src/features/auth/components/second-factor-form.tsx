import { ApiError } from '@clinic/api-client';
import {
  fieldText,
  secondFactorRequest,
  type AdminLoginResponse,
  type SecondFactorResponse,
} from '@clinic/contracts';
import { useState, type FormEvent } from 'react';
import { Button, SubmitButton } from '../../../components/button';
import { TextField } from '../../../components/fields';
import { FormError } from '../../../components/form-error';
import { useSecondFactor } from '../api/second-factor';
import { EnrolmentKey } from './enrolment-key';

interface Props {
  challenge: AdminLoginResponse;
  onVerified: (answer: SecondFactorResponse) => void;
  /** The challenge expired: the password step again, with the server's message. */
  onTimedOut: (message: string) => void;
  onBack: () => void;
}

/** The second step: set up the authenticator app on a first login, then its 6-digit code. */
export function SecondFactorForm({ challenge, onVerified, onTimedOut, onBack }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const verifyMutation = useSecondFactor();
  const enrolling = challenge.step === 'enrol';

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = secondFactorRequest.safeParse({ challenge: challenge.challenge, code });
    if (!parsed.success) {
      setError(fieldText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    verifyMutation.mutate(parsed.data, {
      onSuccess: onVerified,
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'loginTimedOut')
          onTimedOut(failure.message);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-gray-700">{challenge.message}</p>
      {challenge.enrolment && <EnrolmentKey enrolment={challenge.enrolment} />}
      <TextField
        label="6-digit code"
        autoComplete="one-time-code"
        // A recovery code has letters: the number pad only while enrolling.
        inputMode={enrolling ? 'numeric' : 'text'}
        hint={
          enrolling ? undefined : 'Use a recovery code instead: type one of yours in this field.'
        }
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        required
      />
      <FormError error={verifyMutation.error} />
      <SubmitButton className="w-full" busy={verifyMutation.isPending} busyText="Checking…">
        Verify
      </SubmitButton>
      <Button variant="secondary" className="w-full" onClick={onBack}>
        Back
      </Button>
    </form>
  );
}
