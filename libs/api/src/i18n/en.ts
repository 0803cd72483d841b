/** English texts of what the shared api shows through the shell (Italian lives in the code). */
export const API_MESSAGES_EN: Record<string, string> = {
  'session.loggedOut': 'You have logged out of your account.',
};
