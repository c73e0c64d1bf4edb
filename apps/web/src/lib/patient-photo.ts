import { isPatientPhoto } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiClient } from './api-client';
import { useToken } from './session';

/**
 * The patient's own photo: the API answers it only with their token (docs/privacy.md, Profile and
 * medical details), which an <img> cannot send, so it is fetched as a receipt is and shown from an
 * object URL. Keyed by the token, so that it goes with the session (forgetEndedSessions); the
 * address changes with every new photo, so one fetch serves until then.
 */
export const patientPhotoQueryOptions = (image: string, token: string | null) =>
  queryOptions({
    queryKey: ['patient-photo', token, image],
    queryFn: async () => (await apiClient.getFile(image)).blob,
    enabled: token !== null && isPatientPhoto(image),
    staleTime: Infinity,
  });

/**
 * What an <img> shows for a profile's `image`: a public picture as it is; the patient's own photo
 * as an object URL once it has arrived (null until then, or when it cannot be had), released when
 * the picture changes or the component goes away.
 */
export function useShownImage(image: string): string | null {
  const token = useToken();
  const { data } = useQuery(patientPhotoQueryOptions(image, token));
  const objectUrl = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  return isPatientPhoto(image) ? objectUrl : image;
}
