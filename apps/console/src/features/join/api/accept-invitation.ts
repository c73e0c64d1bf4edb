import { ADMIN_API, messageResponse, type AcceptInvitationRequest } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The invited person's password; the invitation's code makes the account. */
export const acceptInvitation = (request: AcceptInvitationRequest) =>
  apiClient.post(ADMIN_API.acceptInvitation, messageResponse, request);

/** A spent invitation or a weak password shows beside the form. */
export const useAcceptInvitation = () =>
  useMutation({ mutationFn: acceptInvitation, meta: { toastErrors: false } });
