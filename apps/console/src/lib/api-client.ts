import { createApiClient } from '@clinic/api-client';
import { tokenStore } from './token-storage';

export const apiClient = createApiClient({ tokenStore });
