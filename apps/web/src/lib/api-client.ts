import { createApiClient } from '@clinic/api-client';
import { tokenStore } from './storage';

export { ApiError } from '@clinic/api-client';
export const apiClient = createApiClient({ tokenStore });
