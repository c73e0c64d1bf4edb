import { createApiClient, type CheckedApiClient } from '@clinic/api-client';
import { tokenStore } from './token-storage';

export const apiClient: CheckedApiClient = createApiClient({ tokenStore });
