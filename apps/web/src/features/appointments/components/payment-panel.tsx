import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  appointmentReference,
  confirmPaymentRequest,
  upiPayLink,
  type Appointment,
  type ClinicConfig,
} from '@clinic/contracts';
import { toast } from 'react-toastify/unstyled';
import { formatRupees } from '@clinic/client-kit';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { Field } from '../../../components/field';
import { fieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { i18n } from '../../../lib/i18n';
import { revealBelowHeader } from '../../../lib/reveal';
import { serverMessage } from '../../../lib/server-message';
import { texts } from '../../../lib/texts';
import { pageTexts } from '../../../lib/page-texts';
import { useConfirmPayment } from '../api/confirm-payment';
import { UpiQrCode } from './upi-qr-code';

export const messages = i18n('appointments/payment-panel', {
  heading: params('Pay {amount} by UPI'),
  qrLabel: params('UPI QR code to pay {amount} to {payee}'),
  scan: params('Scan with any UPI app. Payee: {payee}'),
  upiId: 'UPI ID:',
  reference: 'Reference to quote:',
  amount: 'Amount:',
  afterPaying:
    'After paying, tell us who paid and the transaction ID from your UPI app, so the clinic can confirm it.',
  payer: 'Name of the payer',
  transactionId: 'Transaction ID',
  transactionHint: 'The UPI reference (UTR) shown in your app after paying.',
  submit: 'Submit payment details',
});

interface PaymentPanelProps {
  id: string;
  appointment: Appointment;
  upi: ClinicConfig['upi'];
  onSubmitted: () => void;
}

/** UPI QR code, the same link for phones, and the proof form (docs/decisions.md, Payments). */
export function PaymentPanel({ id, appointment, upi, onSubmitted }: PaymentPanelProps) {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const page = useStore(pageTexts);
  const [values, setValues] = useState({ name: '', transactionId: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useConfirmPayment();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opened by the patient's tap: it comes into view and its heading takes the focus.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    if (sectionRef.current) revealBelowHeader(sectionRef.current, 'start');
  }, []);
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
      toast.error(fixed.paymentFieldsRequired);
      return;
    }
    const parsed = confirmPaymentRequest.safeParse({ appointmentId: appointment._id, ...values });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    try {
      await confirm.mutateAsync(parsed.data);
    } catch (error) {
      toast.error(fixed.paymentSubmitFailed);
      if (error instanceof Error) setFailure(serverMessage(error));
      return;
    }
    toast.success(fixed.paymentSubmitted);
    onSubmitted();
  };

  const update = (field: 'name' | 'transactionId') => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <section
      ref={sectionRef}
      id={id}
      aria-labelledby={headingId}
      className="mt-4 rounded-xl border border-primary/30 bg-primary-soft/40 p-4 sm:p-6"
    >
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold text-gray-900">
        {t.heading({ amount })}
      </h3>
      <div className="mt-4 flex flex-col gap-6 md:flex-row">
        <div className="flex flex-col items-center gap-3 md:items-start">
          <UpiQrCode value={link} label={t.qrLabel({ amount, payee: upi.payeeName })} />
          <p className="text-center text-xs text-gray-700 md:text-left">
            {t.scan({ payee: upi.payeeName })}
            <br />
            {t.upiId} <span className="font-mono break-all">{upi.vpa}</span>
          </p>
          {/* Some UPI apps drop the link's reference; typed into the note, it still reaches the clinic. */}
          <p className="text-center text-sm text-gray-900 md:text-left">
            {t.reference} <span className="font-mono font-semibold">{reference}</span>
          </p>
          <a href={link} className="btn-primary md:hidden">
            {page.payWithUpiApp}
          </a>
        </div>

        <form noValidate onSubmit={onSubmit} className="flex-1 space-y-3">
          <p className="text-sm text-gray-700">
            {t.amount} <span className="font-semibold text-gray-900">{amount}</span>.{' '}
            {t.afterPaying}
          </p>
          <Field
            label={t.payer}
            autoComplete="name"
            value={values.name}
            onChange={update('name')}
            error={errors.name}
          />
          <Field
            label={t.transactionId}
            autoComplete="off"
            value={values.transactionId}
            onChange={update('transactionId')}
            error={errors.transactionId}
            hint={t.transactionHint}
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
            {t.submit}
          </button>
        </form>
      </div>
    </section>
  );
}
