/**
 * The failures the API client names itself as the server would (packages/api-client: an answer
 * that is not JSON, or not of the expected shape), part of TEXTS. A module of their own, so that
 * the client does not carry every text.
 */
export const CLIENT_FAILURE_TEXTS = {
  internalError: 'Something went wrong on our side. Please try again.',
  unexpectedAnswer: 'Unexpected answer from the server. Please try again.',
} as const;
