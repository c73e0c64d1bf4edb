import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { AUDIT_KEY, doctorsQueryOptions } from '../../../lib/shared-queries';

/** After any doctor change: say so, and refetch the doctors and the audit log. */
export function useDoctorsRefresh() {
  const queryClient = useQueryClient();
  return async (message: string) => {
    toast.success(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: doctorsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: AUDIT_KEY }),
    ]);
  };
}
