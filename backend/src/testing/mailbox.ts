/**
 * The mail directory for tests outside the backend (a remote's hook tests read the mails the real backend wrote):
 * the backend's own mailbox helpers, under names that are not taken for React hooks.
 */
export { useTempMailDir as freshMailDir, mailsTo, newestMailTo } from '../mail/__tests__/mailbox';
