import {
  patientChangeRefusal,
  seriesPositions,
  slotStart,
  type Appointment,
  type ChangePolicy,
  type SeriesPosition,
} from '@clinic/contracts';

/** A session's place in its series, and whether its card offers 'Cancel the rest'. */
export interface SeriesCardInfo extends SeriesPosition {
  /** The series' first session that 'Cancel the rest' would cancel: the one card offering it. */
  offersCancelRest: boolean;
}

/**
 * Each series session's card information among the patient's appointments (docs/product.md,
 * Series). 'Cancel the rest' cancels the sessions the patient may cancel under `policy`
 * (`patientChangeRefusal`), so it shows while there is one, on the earliest of them.
 */
export function seriesOf(
  appointments: readonly Appointment[],
  policy: ChangePolicy,
): Map<string, SeriesCardInfo> {
  const positions = seriesPositions(appointments);
  const first = new Map<string, { _id: string; start: number }>();
  for (const appointment of appointments) {
    const position = positions.get(appointment._id);
    if (!position || patientChangeRefusal(appointment, 'cancel', policy) !== null) continue;
    const start =
      slotStart(appointment.slotDate, appointment.slotTime, policy.timeZone)?.getTime() ?? 0;
    const current = first.get(position.seriesId);
    if (!current || start < current.start)
      first.set(position.seriesId, { _id: appointment._id, start });
  }
  const cards = new Map<string, SeriesCardInfo>();
  for (const [appointmentId, position] of positions)
    cards.set(appointmentId, {
      ...position,
      offersCancelRest: first.get(position.seriesId)?._id === appointmentId,
    });
  return cards;
}
