import { useId, useState, type FormEvent } from 'react';
import {
  appointmentReference,
  confirmPaymentRequest,
  TEXTS,
  upiPayLink,
  type Appointment,
  type ClinicConfig,
} from '@clinic/contracts';
import { toast } from 'react-toastify';
import { formatRupees } from '@clinic/client-kit';
import { Field } from '../../../components/field';
import { fieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useConfirmPayment } from '../api/confirm-payment';
import { UpiQrCode } from './upi-qr-code';

interface PaymentPanelProps {
  id: string;
  appointment: Appointment;
  upi: ClinicConfig['upi'];
  onSubmitted: () => void;
}

/** UPI QR code, the same link for phones, and the proof form (docs/decisions.md, Payments). */
export function PaymentPanel({ id, appointment, upi, onSubmitted }: PaymentPanelProps) {
  const [values, setValues] = useState({ name: '', transactionId: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmPayment();
  const headingId = useId();
  const amount = formatRupees(appointment.amount);
  const reference = appointmentReference(appointment._id);
  const link = upiPayLink({
    vpa: upi.vpa,
    payeeName: upi.payeeName,
    amount: appointment.amount,
    reference,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (values.name.trim() === '' || values.transactionId.trim() === '') {
      toast.error(TEXTS.paymentFieldsRequired);
      return;
    }
    const parsed = confirmPaymentRequest.safeParse({ appointmentId: appointment._id, ...values });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    try {
      await confirm.mutateAsync(parsed.data);
    } catch (error) {
      toast.error(TEXTS.paymentSubmitFailed);
      if (error instanceof Error) setFailure(error.message);
      return;
    }
    toast.success(TEXTS.paymentSubmitted);
    onSubmitted();
  };

  const update = (field: 'name' | 'transactionId') => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border border-primary/30 bg-primary-soft/40 p-4 sm:p-6"
    >
      <h3 id={headingId} className="font-semibold text-gray-900">
        Pay {amount} by UPI
      </h3>
      <div className="mt-4 flex flex-col gap-6 md:flex-row">
        <div className="flex flex-col items-center gap-3 md:items-start">
          <UpiQrCode value={link} label={`UPI QR code to pay ${amount} to ${upi.payeeName}`} />
          <p className="text-center text-xs text-gray-700 md:text-left">
            Scan with any UPI app. Payee: {upi.payeeName}
            <br />
            UPI ID: <span className="font-mono break-all">{upi.vpa}</span>
          </p>
          {/* Some UPI apps drop the link's reference; typed into the note, it still reaches the clinic. */}
          <p className="text-center text-sm text-gray-900 md:text-left">
            Reference to quote: <span className="font-mono font-semibold">{reference}</span>
          </p>
          <a href={link} className="btn-primary md:hidden">
            {TEXTS.payWithUpiApp}
          </a>
        </div>

        <form noValidate onSubmit={onSubmit} className="flex-1 space-y-3">
          <p className="text-sm text-gray-700">
            Amount: <span className="font-semibold text-gray-900">{amount}</span>. After paying,
            tell us who paid and the transaction ID from your UPI app, so the clinic can confirm it.
          </p>
          <Field
            label="Name of the payer"
            autoComplete="name"
            value={values.name}
            onChange={update('name')}
            error={errors.name}
          />
          <Field
            label="Transaction ID"
            autoComplete="off"
            value={values.transactionId}
            onChange={update('transactionId')}
            error={errors.transactionId}
            hint="The UPI reference (UTR) shown in your app after paying."
          />
          {failure && (
            <p role="alert" className="text-sm text-red-700">
              {failure}
            </p>
          )}
          <button
            type="submit"
            disabled={confirm.isPending}
            aria-busy={confirm.isPending}
            className="btn-primary"
          >
            Submit payment details
          </button>
        </form>
      </div>
    </section>
  );
}
