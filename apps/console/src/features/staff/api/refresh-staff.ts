import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { AUDIT_KEY } from '../../../lib/shared-queries';
import { staffQueryOptions } from './get-staff';

/** After any staff change: say so, and refetch the staff and the audit log. */
export function useStaffRefresh() {
  const queryClient = useQueryClient();
  return async (message: string) => {
    toast.success(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
  };
}
