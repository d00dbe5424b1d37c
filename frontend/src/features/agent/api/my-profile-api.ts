import { generatedApi } from '@/shared/api/generated';

/** The generated logo upload sends JSON; the logo travels as multipart, as at registration. */
export const myProfileApi = generatedApi.enhanceEndpoints({
  endpoints: {
    uploadMyLogo: {
      query: ({ uploadMyLogoFormDto }) => {
        const form = new FormData();
        if (uploadMyLogoFormDto.logo instanceof Blob) form.set('logo', uploadMyLogoFormDto.logo);
        return { url: '/api/auth/me/logo', method: 'PUT', body: form };
      },
    },
  },
});

export const { useUpdateMyProfileMutation, useUploadMyLogoMutation, useRemoveMyLogoMutation } = myProfileApi;
