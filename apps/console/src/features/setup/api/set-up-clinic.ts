import { ADMIN_API, messageResponse, type SetupRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The first owner of an empty installation, with the set-up code kept on the server. */
export const setUpClinic = (request: SetupRequest) =>
  apiClient.post(ADMIN_API.setup, messageResponse, request);

/** A wrong code, an existing owner or a weak password shows beside the form. */
export const useSetUpClinic = () =>
  useMutation({ mutationFn: setUpClinic, meta: { toastErrors: false } });
