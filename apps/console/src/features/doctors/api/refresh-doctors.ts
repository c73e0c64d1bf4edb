import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

/** After any doctor change: say so, and refetch the doctors and the audit log. */
export function useDoctorsRefresh() {
  const queryClient = useQueryClient();
  return async (message: string) => {
    toast.success(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['doctors'] }),
      queryClient.invalidateQueries({ queryKey: ['audit'] }),
    ]);
  };
}
