import { useEffect, useId, useRef, useState } from 'react';
import {
  API,
  APPOINTMENT_STATUS_TEXTS,
  SITE_PAGES,
  appointmentDisplay,
  appointmentStatus,
  patientChangeRefusal,
  type Appointment,
  type AppointmentStatus,
  type ClinicConfig,
  type ErrorParams,
  type PatientChange,
  withAmount,
  withPhone,
} from '@clinic/contracts';
import { Link } from 'wouter';
import { toast } from 'react-toastify/unstyled';
import { formatRupees } from '@clinic/client-kit';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { useClock } from '../../../lib/clock';
import { formatAppointmentSlot } from '../../../lib/format';
import { i18n, locale } from '../../../lib/i18n';
import { revealBelowHeader } from '../../../lib/reveal';
import { composedMessage, messages as serverMessages } from '../../../lib/server-message';
import { relationNames } from '../../../lib/family';
import { specialityNames } from '../../../lib/specialities';
import { receiptTexts, texts } from '../../../lib/texts';
import { pageTexts } from '../../../lib/page-texts';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useCancelSeriesRest } from '../api/cancel-series-rest';
import type { PaymentMarkers } from '../payment-markers';
import type { SeriesCardInfo } from '../series-of';
import { DownloadPdfButton } from './download-pdf-button';
import { PaymentPanel } from './payment-panel';

interface AppointmentCardProps {
  appointment: Appointment;
  upi: ClinicConfig['upi'] | undefined;
  /** The clinic's time zone, phone and cancellation policy; no Cancel or Reschedule until they load. */
  clinic: Pick<ClinicConfig, 'timeZone' | 'cancelCutoffHours' | 'phone'> | undefined;
  markers: PaymentMarkers;
  /** Its place in its series, for a session of one (docs/product.md, Series). */
  series?: SeriesCardInfo | undefined;
}

/** Each status's words (packages/contracts), Hindi in locales/hi/appointments.json. */
export const statusMessages = i18n(
  'appointments/status',
  APPOINTMENT_STATUS_TEXTS as Record<AppointmentStatus, string>,
);

export const messages = i18n('appointments/card', {
  portraitOf: params('Portrait of {name}'),
  address: 'Address:',
  dateTime: 'Date & Time:',
  fee: 'Fee:',
  reason: params('Reason: {note}'),
  reschedule: 'Reschedule',
  confirmCancellation: 'Confirm cancellation',
  confirm: 'Cancel this appointment? The time will be freed.',
  yesCancel: 'Yes, cancel it',
  keep: 'Keep it',
  cancel: 'Cancel appointment',
  intake: 'Before your visit: a few questions for your doctor (optional)',
  patient: 'Patient:',
  sessionOf: params('Session {number} of {of}'),
  cancelRest: 'Cancel the rest',
  confirmCancelRest: 'Confirm cancelling the rest of the series',
  confirmRest:
    'Cancel every session of this series still to come that you can cancel? Paid sessions, and sessions whose payment is being checked, stay.',
  yesCancelRest: 'Yes, cancel the rest',
});

/**
 * A change the patient confirms before it is made: its button, then the question with Yes and
 * Keep in a group named for it; Keep, or the change done or failed, closes the question.
 */
function ConfirmedAction({
  label,
  groupLabel,
  question,
  yes,
  keep,
  pending,
  onConfirm,
  longQuestion = false,
}: {
  label: string;
  groupLabel: string;
  question: string;
  yes: string;
  keep: string;
  pending: boolean;
  onConfirm: () => Promise<void>;
  longQuestion?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <button
        type="button"
        onClick={() => setConfirming(true)}
        className="btn-outline min-w-48 rounded-md hover:border-red-600 hover:bg-red-600 hover:text-white"
      >
        {label}
      </button>
    );
  return (
    <div role="group" aria-label={groupLabel} className="flex flex-col gap-2 sm:items-end">
      <p className={`${longQuestion ? 'max-w-56 ' : ''}text-xs text-gray-700`}>{question}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => void onConfirm().finally(() => setConfirming(false))}
          disabled={pending}
          className="btn-outline rounded-md border-red-500 text-red-600 hover:bg-red-600 hover:text-white"
        >
          {yes}
        </button>
        <button
          type="button"
          onClick={() => setConfirming(false)}
          className="btn-outline rounded-md"
        >
          {keep}
        </button>
      </div>
    </div>
  );
}

/** The status's colour: amber while something is due or waiting, green once settled. */
const statusTone: Record<AppointmentStatus, string> = {
  paymentDue: 'border-amber-500 bg-amber-50',
  paymentRejected: 'border-red-500 bg-red-50',
  proofSent: 'border-amber-500 bg-amber-50',
  confirmed: 'border-green-600 bg-green-50',
  missed: 'border-amber-500 bg-amber-50',
  cancelled: 'border-gray-400 bg-gray-50',
  refundDue: 'border-amber-500 bg-amber-50',
  refunded: 'border-green-600 bg-green-50',
};

const statusClass = 'inline-flex min-w-48 justify-center rounded-md border px-4 py-2 text-sm';

export function AppointmentCard({
  appointment,
  upi,
  clinic,
  markers,
  series,
}: AppointmentCardProps) {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const page = useStore(pageTexts);
  const statusTexts = useStore(statusMessages);
  const receipt = useStore(receiptTexts);
  const specialities = useStore(specialityNames);
  const relations = useStore(relationNames);
  const code = useStore(locale);
  const panelId = useId();
  const now = useClock()();
  const cancel = useCancelAppointment();
  const cancelRest = useCancelSeriesRest();
  const display = appointmentDisplay(appointment);
  const status = appointmentStatus(appointment);
  const amount = formatRupees(appointment.amount);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Set once the proof is sent: its outcome is then shown where the patient is looking.
  const [proofSent, setProofSent] = useState(false);
  useEffect(() => {
    if (!proofSent || status !== 'proofSent' || !statusRef.current) return;
    statusRef.current.focus({ preventScroll: true });
    revealBelowHeader(statusRef.current, 'center');
  }, [proofSent, status]);
  const panelOpen =
    markers.selected === appointment._id && (display === 'payable' || display === 'rejected');
  const { docData } = appointment;
  // Why the API would refuse the patient's change now: the buttons show only where it would not.
  const refusal = (change: PatientChange) =>
    clinic
      ? patientChangeRefusal(appointment, change, {
          now,
          timeZone: clinic.timeZone,
          cutoffHours: clinic.cancelCutoffHours,
        })
      : 'loading';
  const cancelRefusal = refusal('cancel');
  const moveRefusal = refusal('move');

  const togglePanel = () => {
    if (panelOpen) markers.closePanel();
    else markers.openPanel({ appointmentId: appointment._id, doctorName: docData.name });
  };

  const onCancel = async () => {
    const answer = await cancel.mutateAsync(appointment._id).catch(() => null);
    if (!answer) return;
    markers.forget(appointment._id);
    toast.success(fixed.appointmentCancelledMessage);
  };

  const onCancelRest = async () => {
    if (!series) return;
    const answer = await cancelRest.mutateAsync(series.seriesId).catch(() => null);
    if (!answer) return;
    for (const appointmentId of answer.cancelledIds) markers.forget(appointmentId);
    toast.success(fixed.seriesRestCancelled);
  };

  const payButton = (
    <button
      type="button"
      onClick={togglePanel}
      aria-expanded={panelOpen}
      aria-controls={panelId}
      disabled={!upi}
      className="btn-outline min-w-48 rounded-md"
    >
      {panelOpen ? page.hidePayment : page.payOnline}
    </button>
  );

  return (
    <li className="border-b border-gray-200 py-5">
      <article className="flex flex-col gap-4 sm:flex-row">
        <img
          src={docData.image}
          alt={t.portraitOf({ name: docData.name })}
          width={128}
          height={128}
          loading="lazy"
          className="size-32 rounded-lg bg-primary-soft object-cover"
        />
        <div className="flex-1 text-sm text-gray-700">
          <h2 className="text-base font-semibold text-gray-900">{docData.name}</h2>
          <p>{specialities[docData.speciality]}</p>
          {appointment.patient && (
            <p className="mt-2">
              <span className="font-medium text-gray-800">{t.patient} </span>
              {appointment.patient.name} ({relations[appointment.patient.relation]})
            </p>
          )}
          <p className="mt-2 font-medium text-gray-800">{t.address}</p>
          <p>{docData.address.line1}</p>
          <p>{docData.address.line2}</p>
          {series && (
            <p className="mt-2 font-medium text-gray-800">
              {t.sessionOf({ number: String(series.number), of: String(series.of) })}
            </p>
          )}
          <p className="mt-2">
            <span className="font-medium text-gray-800">{t.dateTime} </span>
            {formatAppointmentSlot(appointment, code)}
          </p>
          <p>
            <span className="font-medium text-gray-800">{t.fee} </span>
            {amount}
          </p>
          <p
            ref={statusRef}
            tabIndex={-1}
            className={`mt-3 max-w-prose rounded-md border-l-4 px-3 py-2 text-gray-900 ${statusTone[status]}`}
          >
            {/* A missed visit's words give the clinic's phone, once the clinic's details load. */}
            <WithPhoneLink
              text={withPhone(withAmount(statusTexts[status], amount), clinic?.phone ?? '')}
              phone={clinic?.phone ?? ''}
            />
          </p>
          {/* The intake is offered until the visit starts (docs/decisions.md, Intake). */}
          {moveRefusal !== 'cancelled' &&
            moveRefusal !== 'started' &&
            moveRefusal !== 'loading' && (
              <p className="mt-2">
                <Link
                  to={SITE_PAGES.intake(appointment._id)}
                  className="text-primary inline-flex min-h-11 items-center underline"
                >
                  {t.intake}
                </Link>
              </p>
            )}
        </div>

        <div className="flex flex-col gap-2 sm:items-end sm:justify-end">
          {display === 'cancelled' && (
            <p className={`${statusClass} border-red-500 text-red-600`}>
              {page.appointmentCancelled}
            </p>
          )}
          {/* Money that moved before the clinic cancelled goes back; a paid appointment's credit
              note records it (a proof still waiting had no receipt, so it gets none). */}
          {display === 'cancelled' && appointment.refund?.status === 'due' && (
            <p className={`${statusClass} border-amber-500 text-amber-700`}>
              {fixed.refundPending}
            </p>
          )}
          {display === 'cancelled' && appointment.refund?.status === 'refunded' && (
            <>
              <p className={`${statusClass} border-green-600 bg-green-50 text-green-700`}>
                {fixed.refunded}
              </p>
              {appointment.payment && (
                <DownloadPdfButton
                  path={API.creditNote(appointment._id)}
                  label={receipt.downloadCreditNote}
                />
              )}
            </>
          )}
          {display === 'paid' && (
            <button
              type="button"
              disabled
              className={`${statusClass} border-green-600 bg-green-50 text-green-700`}
            >
              {page.paymentSuccessful}
            </button>
          )}
          {display === 'verifying' && (
            <p role="status" className={`${statusClass} border-amber-500 text-amber-700`}>
              {page.verifyingPayment}
            </p>
          )}
          {display === 'rejected' && (
            <>
              <p className={`${statusClass} border-red-500 text-red-600`}>{page.paymentRejected}</p>
              {appointment.paymentProof.note && (
                <p className="max-w-48 text-xs text-gray-600">
                  {t.reason({ note: appointment.paymentProof.note })}
                </p>
              )}
            </>
          )}
          {appointment.payment && (
            <DownloadPdfButton
              path={API.receipt(appointment._id)}
              label={receipt.downloadReceipt}
            />
          )}

          {/* Where the API sends the patient to the clinic's phone, the card does too. */}
          {clinic && moveRefusal === 'cutoff' && (
            <CallTheClinic
              phone={clinic.phone}
              code="changeByPhone"
              params={{ cutoffHours: clinic.cancelCutoffHours, phone: clinic.phone }}
            />
          )}
          {clinic && cancelRefusal === 'proofPending' && moveRefusal !== 'cutoff' && (
            <CallTheClinic
              phone={clinic.phone}
              code="cancelByPhone"
              params={{ phone: clinic.phone }}
            />
          )}
          {moveRefusal === null && (
            <Link
              to={`/appointment/${appointment.docId}?move=${appointment._id}`}
              className="btn-outline min-w-48 rounded-md"
            >
              {t.reschedule}
            </Link>
          )}
          {cancelRefusal === null && (
            <ConfirmedAction
              label={t.cancel}
              groupLabel={t.confirmCancellation}
              question={t.confirm}
              yes={t.yesCancel}
              keep={t.keep}
              pending={cancel.isPending}
              onConfirm={onCancel}
            />
          )}
          {series?.offersCancelRest && clinic && (
            <ConfirmedAction
              label={t.cancelRest}
              groupLabel={t.confirmCancelRest}
              question={t.confirmRest}
              yes={t.yesCancelRest}
              keep={t.keep}
              pending={cancelRest.isPending}
              onConfirm={onCancelRest}
              longQuestion
            />
          )}
          {/* Last, so that the payment panel opens right under it. */}
          {(display === 'payable' || display === 'rejected') && payButton}
        </div>
      </article>

      {panelOpen && upi && (
        <PaymentPanel
          id={panelId}
          appointment={appointment}
          upi={upi}
          onSubmitted={() => {
            markers.submitted(appointment._id);
            setProofSent(true);
          }}
        />
      )}
    </li>
  );
}

/** The API's refusal that sends the patient to the clinic, its phone number a `tel:` link. */
function CallTheClinic({
  code,
  params,
  phone,
}: {
  code: 'changeByPhone' | 'cancelByPhone';
  params: ErrorParams;
  phone: string;
}) {
  useStore(locale);
  useStore(serverMessages);
  return (
    <p className="max-w-56 text-xs text-gray-700">
      <WithPhoneLink text={composedMessage(code, params)} phone={phone} />
    </p>
  );
}

/** `text` with the clinic's `phone` in it as a `tel:` link (the text as it is without one). */
function WithPhoneLink({ text, phone }: { text: string; phone: string }) {
  const at = phone ? text.lastIndexOf(phone) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="text-primary underline">
        {phone}
      </a>
      {text.slice(at + phone.length)}
    </>
  );
}
