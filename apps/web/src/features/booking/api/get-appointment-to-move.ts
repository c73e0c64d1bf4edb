import {
  API,
  patientChangeRefusal,
  type AppointmentListResponse,
  type ChangePolicy,
} from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { APPOINTMENTS_KEY } from '../../../lib/appointments-key';
import { useToken } from '../../../lib/session';

/**
 * The patient's list read from the booking page, unparsed for the performance budget (zod stays
 * off this page), so under its own key beside My Appointments' parsed one: the API has no call
 * for one appointment.
 */
const appointmentsToMoveQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...APPOINTMENTS_KEY, token, 'to-move'],
    queryFn: async () =>
      (await apiClient.get<AppointmentListResponse>(API.appointments)).appointments,
    enabled: token !== null,
  });

/** `?move=<id>`: that appointment when it is with this doctor and the patient may move it now, else null. */
export function useAppointmentToMove(appointmentId: string, docId: string, policy: ChangePolicy) {
  return useQuery({
    ...appointmentsToMoveQueryOptions(useToken()),
    select: (appointments) =>
      appointments.find(
        (item) =>
          item._id === appointmentId &&
          item.docId === docId &&
          patientChangeRefusal(item, 'move', policy) === null,
      ) ?? null,
  });
}
