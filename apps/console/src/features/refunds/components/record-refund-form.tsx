import { ApiError } from '@clinic/api-client';
import { recordRefundRequest, type AdminAppointment } from '@clinic/contracts';
import type { FormEvent } from 'react';
import { SubmitButton } from '../../../components/button';
import { TextField } from '../../../components/fields';
import { FormError } from '../../../components/form-error';
import { fieldErrors } from '../../../lib/field-errors';
import { useFormFields } from '../../../lib/use-form-fields';
import { useRecordRefund } from '../api/record-refund';

type Field = 'upiReference' | 'refundedOn';

interface Props {
  appointment: AdminAppointment;
  /** The clinic's today, YYYY-MM-DD: the default and the latest day a refund can be made. */
  today: string;
}

/** The refund the clinic made by UPI; once recorded the API mails the patient a credit note. */
export function RecordRefundForm({ appointment, today }: Props) {
  const { values, setErrors, field } = useFormFields<Field>({
    upiReference: '',
    refundedOn: today,
  });
  const recordMutation = useRecordRefund();
  // The API's one rule past the schema is the day (real, not after today): it belongs under it.
  const dateRefused =
    recordMutation.error instanceof ApiError &&
    recordMutation.error.status === 400 &&
    recordMutation.error.code === 'refundInvalidDate';
  const dateField = field('refundedOn');

  function submit(event: FormEvent) {
    event.preventDefault();
    recordMutation.reset();
    const parsed = recordRefundRequest.safeParse(values);
    setErrors(
      parsed.success ? {} : fieldErrors(parsed.error.issues, ['upiReference', 'refundedOn']),
    );
    if (parsed.success) recordMutation.mutate({ appointmentId: appointment._id, ...parsed.data });
  }

  return (
    <form
      aria-label={`Record refund to ${appointment.userData.name}`}
      onSubmit={submit}
      noValidate
      className="grid min-w-56 gap-2"
    >
      <TextField label="UPI reference" autoComplete="off" {...field('upiReference')} />
      <TextField
        label="Refund date"
        type="date"
        max={today}
        {...dateField}
        error={dateField.error ?? (dateRefused ? recordMutation.error?.message : undefined)}
      />
      {!dateRefused && <FormError error={recordMutation.error} />}
      <SubmitButton small busy={recordMutation.isPending} busyText="Recording…">
        Record refund
      </SubmitButton>
    </form>
  );
}
