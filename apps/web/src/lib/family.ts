import {
  API,
  RELATION_TEXTS,
  type FamilyMember,
  type FamilyMembersResponse,
} from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { i18n } from './i18n';
import { useToken } from './session';

/** The query key of the account holder's family members; changes to them invalidate it. */
export const FAMILY_KEY = ['family'] as const;

/**
 * The people the signed-in holder books for (GET /api/user/family), shared by My Profile and the
 * booking page. Unparsed like the booking page's other calls: it is on the performance budget.
 */
export const familyQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...FAMILY_KEY, token],
    queryFn: async (): Promise<FamilyMember[]> =>
      (await apiClient.get<FamilyMembersResponse>(API.familyMembers)).members,
    enabled: token !== null,
  });

export function useFamilyMembers() {
  return useQuery(familyQueryOptions(useToken()));
}

/** A member's relation to the holder in the reader's language; the wire keeps the key. */
export const relationNames = i18n('lib/relations', RELATION_TEXTS);
