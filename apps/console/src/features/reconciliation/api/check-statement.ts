import { ADMIN_API, STATEMENT_FIELD, reconciliationResponse } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Sends the statement to be set against the pending proofs; the API approves nothing here. */
export function checkStatement(file: File) {
  const form = new FormData();
  form.append(STATEMENT_FIELD, file);
  return apiClient.postForm(ADMIN_API.reconciliation, reconciliationResponse, form);
}

export const useCheckStatement = () => useMutation({ mutationFn: checkStatement });
