import { generatedApi, type UploadClientDocumentFormDto, type UploadTransactionDocumentFormDto } from '@/shared/api/generated';

/** The generated upload sends JSON; a document travels as multipart (the auth screens do the same for the logo). */
export function toFormData(form: UploadTransactionDocumentFormDto | UploadClientDocumentFormDto): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined || value === '') continue;
    body.set(key, value instanceof Blob ? value : String(value));
  }
  return body;
}

export const documentsApi = generatedApi.enhanceEndpoints({
  endpoints: {
    uploadTransactionDocument: {
      query: ({ id, uploadTransactionDocumentFormDto }) => ({
        url: `/api/transactions/${encodeURIComponent(id)}/documents`,
        method: 'POST',
        body: toFormData(uploadTransactionDocumentFormDto),
      }),
    },
    // ADR 0052: the deal's client shares a document from the portal.
    uploadClientDocument: {
      query: ({ id, uploadClientDocumentFormDto }) => ({
        url: `/api/transactions/${encodeURIComponent(id)}/client-documents`,
        method: 'POST',
        body: toFormData(uploadClientDocumentFormDto),
      }),
    },
  },
});

export const { useUploadTransactionDocumentMutation, useUploadClientDocumentMutation } = documentsApi;
