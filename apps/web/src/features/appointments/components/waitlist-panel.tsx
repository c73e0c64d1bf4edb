import { formatSlotTime, type WaitlistEntry, type WaitlistOffer } from '@clinic/contracts';
import { useNavigate } from '../../../lib/history';
import { toast } from 'react-toastify/unstyled';
import { useStore } from '@nanostores/react';
import { params } from '@nanostores/i18n';
import { formatDateKey, weekdayName } from '../../../lib/format';
import { i18n, locale, type Locale } from '../../../lib/i18n';
import { texts } from '../../../lib/texts';
import {
  useClaimOffer,
  useDeclineOffer,
  useLeaveWaitlist,
  useWaitlist,
} from '../../../lib/waitlist';

export const messages = i18n('appointments/waitlist', {
  offersHeading: 'A time offered to you',
  offer: params('{doctor} on {date} at {time}'),
  heldUntil: params('Held for you until {time}.'),
  claim: 'Claim this time',
  decline: 'Not for me',
  entriesHeading: 'Your waiting lists',
  entry: params('{doctor}: waiting until {date}'),
  anyTime: 'Any time',
  leave: 'Leave the waitlist',
  leaveFor: params('Leave the waitlist of {doctor}'),
  morning: 'mornings',
  afternoon: 'afternoons',
});

/** The hold's end on the clinic's clock ('10:30 am'). */
function clockTime(iso: string, timeZone: string, code: Locale): string {
  return new Intl.DateTimeFormat(code === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** My Appointments: the offers of freed times and the waiting lists the patient is on. */
export function WaitlistPanel({ timeZone }: { timeZone: string }) {
  const t = useStore(messages);
  const fixed = useStore(texts);
  const code = useStore(locale);
  const navigate = useNavigate();
  const waitlist = useWaitlist();
  const claim = useClaimOffer();
  const decline = useDeclineOffer();
  const leave = useLeaveWaitlist();
  const { entries = [], offers = [] } = waitlist.data ?? {};
  if (entries.length === 0 && offers.length === 0) return null;

  const onClaim = async (offer: WaitlistOffer) => {
    const answer = await claim.mutateAsync(offer._id).catch(() => null);
    if (!answer) return;
    toast.success(fixed.waitlistOfferClaimed);
    navigate('/my-appointment');
  };
  const onDecline = async (offer: WaitlistOffer) => {
    if (await decline.mutateAsync(offer._id).catch(() => null))
      toast.success(fixed.waitlistOfferDeclined);
  };
  const onLeave = async (entry: WaitlistEntry) => {
    if (await leave.mutateAsync(entry._id).catch(() => null)) toast.success(fixed.waitlistLeft);
  };
  const wishText = (entry: WaitlistEntry) =>
    entry.wish.kind === 'any'
      ? t.anyTime
      : `${entry.wish.weekdays.map((day) => weekdayName(day, 'short', code)).join(', ')}; ${entry.wish.halfDays.map((half) => t[half]).join(', ')}`;

  return (
    <div className="mt-6 space-y-6">
      {offers.length > 0 && (
        <section aria-labelledby="waitlist-offers" className="rounded-lg bg-green-50 p-5">
          <h2 id="waitlist-offers" className="font-semibold text-gray-900">
            {t.offersHeading}
          </h2>
          <ul className="mt-3 space-y-4">
            {offers.map((offer) => (
              <li key={offer._id}>
                <p className="text-gray-900">
                  {t.offer({
                    doctor: offer.doctorName,
                    date: formatDateKey(offer.slotDate, code),
                    time: formatSlotTime(offer.slotTime),
                  })}
                </p>
                <p className="text-sm text-gray-700">
                  {t.heldUntil({ time: clockTime(offer.expiresAt, timeZone, code) })}
                </p>
                <div className="mt-2 flex flex-wrap gap-3">
                  <button
                    type="button"
                    className="btn-primary"
                    disabled={claim.isPending}
                    onClick={() => void onClaim(offer)}
                  >
                    {t.claim}
                  </button>
                  <button
                    type="button"
                    className="btn-outline"
                    disabled={decline.isPending}
                    onClick={() => void onDecline(offer)}
                  >
                    {t.decline}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {entries.length > 0 && (
        <section aria-labelledby="waitlist-entries">
          <h2 id="waitlist-entries" className="font-semibold text-gray-900">
            {t.entriesHeading}
          </h2>
          <ul className="mt-3 space-y-3">
            {entries.map((entry) => (
              <li key={entry._id} className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-gray-800">
                  {t.entry({ doctor: entry.doctorName, date: formatDateKey(entry.until, code) })}
                  <span className="block text-gray-600">{wishText(entry)}</span>
                </p>
                <button
                  type="button"
                  className="btn-outline"
                  aria-label={t.leaveFor({ doctor: entry.doctorName })}
                  disabled={leave.isPending}
                  onClick={() => void onLeave(entry)}
                >
                  {t.leave}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
