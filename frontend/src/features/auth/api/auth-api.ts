import { generatedApi, type RegisterFormDto } from '@/shared/api/generated';

/**
 * The access screens' calls: the generated client (docs/api/identity-contract.md, "Auth"), with
 * registration sent as multipart so the optional logo travels as a file. (Session refresh and
 * sign-out do not go through here: shared/auth/session.ts calls them before any page code loads.)
 */
function toFormData(form: RegisterFormDto): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined || value === '') continue;
    body.set(key, value instanceof Blob ? value : String(value));
  }
  return body;
}

export const authApi = generatedApi.enhanceEndpoints({
  endpoints: {
    register: {
      query: ({ registerFormDto }) => ({ url: '/api/auth/register', method: 'POST', body: toFormData(registerFormDto) }),
    },
  },
});

export const { useSignInMutation, useRegisterMutation, useForgotPasswordMutation, useResetPasswordMutation, useCheckResetLinkMutation } =
  authApi;
