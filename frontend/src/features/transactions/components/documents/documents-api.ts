import { generatedApi, type UploadTransactionDocumentFormDto } from '@/shared/api/generated';

/** The generated upload sends JSON; a document travels as multipart (the auth screens do the same for the logo). */
function toFormData(form: UploadTransactionDocumentFormDto): FormData {
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
  },
});

export const { useUploadTransactionDocumentMutation } = documentsApi;
