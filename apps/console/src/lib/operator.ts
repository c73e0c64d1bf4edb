import {
  ADMIN_API,
  adminMeResponse,
  staffMay,
  type Operator,
  type StaffPermission,
} from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { apiClient } from './api-client';

/** The signed-in operator: the login sets it, and the login guard reads it before any screen. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: async () => (await apiClient.get(ADMIN_API.me, adminMeResponse)).operator,
    staleTime: Infinity,
  });

export const useMe = () => useQuery(meQueryOptions());

/** Provided by the login guard (src/app/require-operator.tsx) once GET me has answered. */
export const OperatorContext = createContext<Operator | null>(null);

export function useOperator(): Operator {
  const operator = useContext(OperatorContext);
  if (!operator) throw new Error('useOperator is used outside the login guard');
  return operator;
}

/**
 * What the signed-in operator's role may do. The console shows only that; the API checks the
 * same rule on every call.
 */
export function useMay(): (permission: StaffPermission) => boolean {
  const { role } = useOperator();
  return (permission) => staffMay(role, permission);
}
