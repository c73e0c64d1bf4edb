import type { SecondFactorResponse } from '@clinic/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../../lib/operator';
import { tokenStore } from '../../../lib/token-storage';

/** Both factors were right: the console is this operator's from now on. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (answer: SecondFactorResponse) => {
    // Nothing cached under an earlier session may show under this one.
    queryClient.clear();
    queryClient.setQueryData(meQueryOptions().queryKey, answer.operator);
    tokenStore.set(answer.token);
  };
}
