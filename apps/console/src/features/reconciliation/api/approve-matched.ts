import { ADMIN_API, reconcileApproveResponse, type ProofMatch } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** Each proof with the transaction ID and amount it matched by, so a changed one is skipped. */
export const approveMatched = (matched: readonly ProofMatch[]) =>
  apiClient.post(ADMIN_API.reconciliationApprove, reconcileApproveResponse, {
    payments: matched.map(({ proof }) => ({
      appointmentId: proof.appointmentId,
      transactionId: proof.transactionId,
      amount: proof.amount,
    })),
  });

export function useApproveMatched() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveMatched,
    // Approvals change the appointments, the dashboard's figures and the audit: all stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
