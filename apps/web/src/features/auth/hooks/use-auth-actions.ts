import type { RegisterRequest, SessionResponse } from '@mzansi/contracts/auth';
import type { ToastMessage } from '@mzansi/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { broadcastAuthEvent } from '@/lib/auth-channel';
import { translate } from '@/lib/i18n';
import { describePasswordReasons, weakPasswordReasons } from '@/lib/password-rules';
import { useAuthStore } from '@/stores/auth-store';
import { showToast } from '@/stores/ui-store';
import {
  isTimeout,
  login,
  register,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
} from '../api/auth-requests';

/** A message the server wrote (not the client's "HTTP 401 Unauthorized" fallback). */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return error instanceof Error && error.message ? error.message : null;
  return error.message && !error.message.startsWith('HTTP ') ? error.message : null;
}

/** Spec §8: "Sign In Failed" with the server's message, or "Invalid email or password. Please try again." */
export function signInFailure(error: unknown): ToastMessage {
  if (isTimeout(error))
    return {
      title: translate('messages:signInFailedTitle'),
      description: translate('messages:loginTimeout'),
    };
  // A refusal without the server's words (a bare 401 reads as unauthenticated) gets the spec's sentence.
  if (
    isApiError(error) &&
    (error.code === 'invalid_credentials' || error.code === 'unauthenticated') &&
    !serverMessage(error)
  ) {
    return {
      title: translate('messages:signInFailedTitle'),
      description: translate('messages:invalidCredentials'),
    };
  }
  const message = serverMessage(error);
  return {
    title: translate('messages:signInFailedTitle'),
    description:
      message ??
      (isApiError(error) ? translate('messages:invalidCredentials') : translate('messages:loginFailed')),
  };
}

/** Spec §8 registration failure, with the reasons of a refused password as sentences. */
export function registrationFailure(error: unknown): ToastMessage {
  if (isTimeout(error))
    return {
      title: translate('messages:registrationError.title'),
      description: translate('messages:registrationTimeout'),
    };
  const reasons = weakPasswordReasons(error);
  if (reasons.length > 0) {
    return {
      title: translate('messages:registrationError.title'),
      description: describePasswordReasons(reasons).join(' '),
    };
  }
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
    const message = serverMessage(error);
    // A refusal without a reason gets the spec's fallback ("Registration failed").
    return {
      title: translate('messages:registrationError.title'),
      description: message || translate('messages:registrationFailed'),
    };
  }
  return {
    title: translate('messages:registrationError.title'),
    description: translate('messages:registrationError.description'),
  };
}

/** Spec §8 reset e-mail failure ("Error / Failed to send password reset email."), or its 30 s timeout. */
export function resetEmailFailure(error: unknown): ToastMessage {
  if (isTimeout(error))
    return {
      title: translate('messages:resetEmailFailed.title'),
      description: translate('messages:passwordResetTimeout'),
    };
  if (isApiError(error) && error.code === 'rate_limited') {
    return {
      title: translate('messages:resetEmailFailed.title'),
      description: serverMessage(error) ?? translate('messages:passwordResetFailed'),
    };
  }
  return {
    title: translate('messages:resetEmailFailed.title'),
    description: translate('messages:resetEmailFailed.description'),
  };
}

/** Puts a fresh session in the store, tells the other tabs, and refreshes what depends on who is signed in. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (response: SessionResponse) => {
    useAuthStore.getState().applySession(response);
    broadcastAuthEvent({ type: 'signed_in' });
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  };
}

const QUIET = { skipErrorToast: true } as const;

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: login,
    retry: false,
    meta: QUIET,
    onMutate: () => useAuthStore.getState().setError(null),
    onSuccess: (response) => {
      signedIn(response);
      showToast({
        type: 'success',
        title: translate('messages:signInOk.title'),
        description: translate('messages:signInOk.description'),
      });
    },
    onError: (error) => {
      const failure = signInFailure(error);
      useAuthStore.getState().setError(failure.description);
      showToast({ type: 'error', ...failure });
    },
  });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: RegisterRequest) => register(body),
    retry: false,
    meta: QUIET,
    onSuccess: (response) => {
      if (response.status === 'signed_in') {
        signedIn(response);
        showToast({
          type: 'success',
          title: translate('messages:registrationConfirmed.title'),
          description: translate('messages:registrationConfirmed.description'),
        });
      } else {
        showToast({
          type: 'success',
          title: translate('messages:registrationUnconfirmed.title'),
          description: translate('messages:registrationUnconfirmed.description'),
        });
      }
    },
    onError: (error) => {
      const failure = registrationFailure(error);
      useAuthStore.getState().setError(failure.description);
      showToast({ type: 'error', ...failure });
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => requestPasswordReset(email),
    retry: false,
    meta: QUIET,
    onSuccess: () =>
      showToast({
        type: 'success',
        title: translate('messages:resetEmailSent.title'),
        description: translate('messages:resetEmailSent.description'),
      }),
    onError: (error) => showToast({ type: 'error', ...resetEmailFailure(error) }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, newPassword }: { token: string; newPassword: string }) =>
      resetPassword(token, newPassword),
    retry: false,
    meta: QUIET,
    onSuccess: () =>
      showToast({
        type: 'success',
        title: translate('auth:reset.doneTitle'),
        description: translate('auth:reset.doneBody'),
      }),
    onError: (error) => {
      if (isTimeout(error))
        showToast({
          type: 'error',
          title: translate('messages:resetEmailFailed.title'),
          description: translate('messages:passwordResetTimeout'),
        });
    },
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) => resendConfirmation(email),
    retry: false,
    meta: QUIET,
    onSuccess: () =>
      showToast({
        type: 'success',
        title: translate('auth:resend.sentTitle'),
        description: translate('auth:resend.sentBody'),
      }),
    onError: (error) =>
      showToast({
        type: 'error',
        title: translate('auth:resend.failedTitle'),
        description: serverMessage(error) ?? translate('auth:resend.failedBody'),
      }),
  });
}
