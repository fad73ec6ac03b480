/**
 * The user-facing messages of spec §8, word for word. The client shows these; the server answers with the ones that
 * describe a server-side outcome (for example the signed-URL and watchlist errors). Do not paraphrase them.
 */
export interface ToastMessage {
  title: string;
  description: string;
}

export const MESSAGES = {
  signInOk: { title: 'Welcome back!', description: 'You have been successfully signed in.' },
  signInFailedTitle: 'Sign In Failed',
  invalidCredentials: 'Invalid email or password. Please try again.',
  loginTimeout: 'Login timeout - please try again',
  registrationTimeout: 'Registration timeout - please try again',
  passwordResetTimeout: 'Password reset timeout - please try again',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  passwordResetFailed: 'Password reset failed',
  registrationUnconfirmed: {
    title: 'Registration Successful!',
    description: 'Please check your email to confirm your account before signing in.',
  },
  registrationConfirmed: { title: 'Account Created!', description: 'Welcome to the product!' },
  registrationError: {
    title: 'Registration Failed',
    description: 'Failed to create account. Please try again.',
  },
  resetEmailSent: {
    title: 'Password Reset Email Sent',
    description: 'Check your email for instructions to reset your password',
  },
  resetEmailFailed: { title: 'Error', description: 'Failed to send password reset email.' },
  watchlistAdded: { title: 'Added to watchlist', description: 'Video saved to your watchlist' },
  watchlistRemoved: { title: 'Removed from watchlist', description: 'Video removed from your watchlist' },
  watchlistAddFailed: { title: 'Failed to add to watchlist', description: 'Please try again.' },
  watchlistRemoveFailed: { title: 'Failed to remove from watchlist', description: 'Please try again.' },
  signedUrl405: 'Video service temporarily unavailable. Please try again in a moment.',
  signedUrl403: 'Premium subscription required to watch this video.',
  signedUrl404: 'Video not found or no longer available.',
  signedUrl401: 'Please log in to watch videos.',
  signedUrlOther: 'Unable to load video. Please try again.',
  apiTimeout: 'Request timeout',
  apiNetworkFailure: 'Network connection failed',
  signOutOk: { title: 'Signed out', description: 'You have been successfully signed out' },
  signOutFailed: { title: 'Error', description: 'There was a problem signing out' },
  guardSignIn: { title: 'Please sign in', description: 'Sign in to continue.' },
  guardSignInForPlan: { title: 'Please sign in', description: 'Sign in to continue and choose a plan.' },
  guardSubscription: { title: 'Subscription required', description: 'Choose a plan to continue.' },
  guardAdmin: { title: 'Admin only', description: 'You do not have permission to access this page.' },
  apiUnhealthy: {
    title: 'API service unavailable',
    heading: 'Unable to connect to services',
    description: 'Some features may not work properly. Our team is investigating.',
    action: 'Retry',
  },
  categoriesUnavailable: 'Unable to load content categories. Some browse features may be limited.',
  mutationFailedTitle: 'Action failed',
  mutationSuccessTitle: 'Success',
  userNotAuthenticated: 'User not authenticated',
  invalidContentType: 'Invalid content type',
  nonArrayData: 'API returned non-array data',
  offline: {
    title: 'You are offline',
    description: "Check your internet connection. We'll reconnect automatically when you're back online.",
    reload: 'Reload',
    retry: 'Try Again',
  },
  networkRestored: 'Network connection restored',
  networkLost: 'Network connection lost',
  loadingDefault: 'Loading...',
} as const;

/** Durations of spec §8/§9 that go with the messages above. */
export const MESSAGE_TIMING = {
  toastMs: 5000,
  mutationSuccessToastMs: 3000,
  loginTimeoutMs: 45_000,
  registrationTimeoutMs: 45_000,
  passwordResetTimeoutMs: 30_000,
} as const;
