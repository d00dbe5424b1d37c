import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/use-toast';
import { downloadWithToken } from '@/shared/api/download';
import { errorMessage } from '@/shared/api/error-message';
import { useListTransactionDocumentsQuery, type TransactionDocumentDto } from '@/shared/api/generated';
import { selectToken, useAuth } from '@/shared/auth/auth-store';

import { DealPanel, PanelList } from '../detail/deal-panels';
import { useDealView } from '../detail/deal-view';

import { ACCEPTED_EXTENSIONS, DOCUMENT_TEXT, titleFromFileName } from './document-format';
import { fileProblem } from './document-dialogs';
import { useUploadClientDocumentMutation } from './documents-api';
import { DocumentRow } from './documents-panel';
import styles from './documents.module.css';

const ACCEPT = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Spec 002 §2 client portal Documents (issue 22 item 3, ADR 0052): exactly what the server lets the
 * client see (in preview, what it answers the agent with view=client), downloads through the checked
 * route, and the client's own upload, shared with their agent. A client edits and deletes nothing.
 */
export function ClientDocumentsPanel({ transactionId, readOnly }: { transactionId: string; readOnly: boolean }) {
  const documents = useListTransactionDocumentsQuery({ id: transactionId, view: useDealView() });
  const [uploading, setUploading] = useState(false);
  const token = useAuth(selectToken);
  const toast = useToast();
  const download = (document: TransactionDocumentDto) =>
    void downloadWithToken(document.file_url, token, document.title).catch(() =>
      toast({ title: DOCUMENT_TEXT.downloadFailed, tone: 'error' }),
    );
  return (
    <DealPanel
      id="documents"
      title="Documents"
      action={
        !readOnly && (
          <Button size="sm" variant="secondary" onClick={() => setUploading(true)}>
            Upload Document
          </Button>
        )
      }
    >
      <PanelList
        query={documents}
        failure="Failed to load documents"
        empty={
          <EmptyState
            title={DOCUMENT_TEXT.empty}
            titleAs="p"
            description={readOnly ? undefined : 'Documents your agent shares with you appear here. You can upload one for your agent too.'}
          />
        }
      >
        {(data) => (
          <ul className={styles.list}>
            {data.map((document) => (
              <DocumentRow key={document.id} document={document} audience="client" onDownload={() => download(document)} />
            ))}
          </ul>
        )}
      </PanelList>
      <Dialog open={uploading} onOpenChange={(next) => (!next ? setUploading(false) : undefined)}>
        {uploading && <ClientUploadForm transactionId={transactionId} onClose={() => setUploading(false)} />}
      </Dialog>
    </DealPanel>
  );
}

/** The client's upload: a file (the agent's checks, spec 002 §5), its title from the file name, a note for the agent. */
function ClientUploadForm({ transactionId, onClose }: { transactionId: string; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [titleEdited, setTitleEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ file?: string; form?: string }>({});
  const [upload, { isLoading }] = useUploadClientDocumentMutation();
  const toast = useToast();

  const pick = (picked: File | null) => {
    setFile(picked);
    setErrors({});
    if (picked && !titleEdited) setTitle(titleFromFileName(picked.name));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = fileProblem(file);
    setErrors({ file: problem });
    if (problem || !file) return;
    try {
      await upload({
        id: transactionId,
        uploadClientDocumentFormDto: { file, title: title.trim() || undefined, description: description.trim() || undefined },
      }).unwrap();
      toast({ title: 'Document uploaded', tone: 'success', duration: 3000 });
      onClose();
    } catch (error) {
      setErrors({ form: errorMessage(error, DOCUMENT_TEXT.uploadFailed) });
    }
  };

  return (
    <DialogContent
      title="Upload Document"
      description="Share a document with your agent: PDF, Word, JPG, PNG or text, up to 10 MB."
      footer={
        <>
          <DialogCancel disabled={isLoading} />
          <Button type="submit" form="client-document-upload-form" loading={isLoading} loadingText="Uploading...">
            Upload
          </Button>
        </>
      }
    >
      <form id="client-document-upload-form" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormError message={errors.form} />
        <Input label="File" type="file" required accept={ACCEPT} error={errors.file} onChange={(event) => pick(event.target.files?.[0] ?? null)} />
        <Input
          label="Title"
          hint="Defaults to the file name"
          value={title}
          maxLength={200}
          onChange={(event) => {
            setTitle(event.target.value);
            setTitleEdited(true);
          }}
        />
        <Textarea label="Note for your agent" rows={2} maxLength={2000} value={description} onChange={(event) => setDescription(event.target.value)} />
      </form>
    </DialogContent>
  );
}
