import { Fragment, useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogCancel, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import {
  useDeleteTransactionDocumentMutation,
  useUpdateTransactionDocumentMutation,
  type TransactionDocumentDto,
  type UploadTransactionDocumentFormDto,
} from '@/shared/api/generated';

import {
  ACCEPTED_EXTENSIONS,
  DOCUMENT_TEXT,
  KIND_LABELS,
  MAX_DOCUMENT_BYTES,
  titleFromFileName,
  VISIBILITY_LABELS,
} from './document-format';
import { useUploadClientDocumentMutation, useUploadTransactionDocumentMutation } from './documents-api';
import styles from './documents.module.css';

type Visibility = TransactionDocumentDto['visibility'];
type Kind = UploadTransactionDocumentFormDto['kind'];

const TOAST_MS = 3000;
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const ACCEPT = ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',');

function fileProblem(file: File | null): string | undefined {
  if (!file) return DOCUMENT_TEXT.noFile;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) return DOCUMENT_TEXT.wrongType;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_TEXT.tooLarge;
  return undefined;
}

/** What every upload sends: the file, its title (the file name when left empty) and a note. */
interface UploadFields {
  file: File;
  title?: string;
  description?: string;
}

/**
 * The one upload form (spec 002 §5): a file (pdf, doc, docx, jpg, jpeg, png, txt; at most 10 MB)
 * checked before it is sent, its title from the file name until the person types one, a note. The
 * agent's dialog adds the type and visibility (`children`); the client's sends to their own route.
 */
function UploadForm({
  formId,
  description: dialogDescription,
  noteLabel,
  send,
  onClose,
  children,
}: {
  formId: string;
  description: string;
  noteLabel: string;
  send: (fields: UploadFields) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [titleEdited, setTitleEdited] = useState(false);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ file?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
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
    if (problem || !file || sending) return;
    setSending(true);
    try {
      await send({ file, title: title.trim() || undefined, description: description.trim() || undefined });
      toast({ title: 'Document uploaded', tone: 'success', duration: TOAST_MS });
      onClose();
    } catch (error) {
      setErrors({ form: errorMessage(error, DOCUMENT_TEXT.uploadFailed) });
    } finally {
      setSending(false);
    }
  };

  return (
    <DialogContent
      title="Upload Document"
      description={dialogDescription}
      footer={
        <>
          <DialogCancel disabled={sending} />
          <Button type="submit" form={formId} loading={sending} loadingText="Uploading...">
            Upload
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
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
        {children}
        <Textarea label={noteLabel} rows={2} maxLength={2000} value={description} onChange={(event) => setDescription(event.target.value)} />
      </form>
    </DialogContent>
  );
}

/** An upload dialog: open while `open`, its form fresh each time it opens. */
function UploadDialog({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (!next ? onClose() : undefined)}>
      {open && children}
    </Dialog>
  );
}

/** The agent's upload: the shared form with the document's type and visibility (agent_and_client by default). */
export function UploadDocumentDialog({ transactionId, open, onClose }: { transactionId: string; open: boolean; onClose: () => void }) {
  return (
    <UploadDialog open={open} onClose={onClose}>
      <AgentUploadForm transactionId={transactionId} onClose={onClose} />
    </UploadDialog>
  );
}

function AgentUploadForm({ transactionId, onClose }: { transactionId: string; onClose: () => void }) {
  const [kind, setKind] = useState<Kind>('other');
  const [visibility, setVisibility] = useState<Visibility>('agent_and_client');
  const [upload] = useUploadTransactionDocumentMutation();
  return (
    <UploadForm
      formId="document-upload-form"
      description="PDF, Word, JPG, PNG or text, up to 10 MB."
      noteLabel="Description"
      onClose={onClose}
      send={(fields) => upload({ id: transactionId, uploadTransactionDocumentFormDto: { ...fields, kind, visibility } }).unwrap()}
    >
      <div className={styles.formRow}>
        <Select label="Type" options={options(KIND_LABELS)} value={kind} onValueChange={(value) => setKind(value as Kind)} />
        <Select label="Visibility" options={options(VISIBILITY_LABELS)} value={visibility} onValueChange={(value) => setVisibility(value as Visibility)} />
      </div>
    </UploadForm>
  );
}

/** The client's upload (ADR 0052): the same checks, shared with their agent, with a note for them. */
export function ClientUploadDialog({ transactionId, open, onClose }: { transactionId: string; open: boolean; onClose: () => void }) {
  const [upload] = useUploadClientDocumentMutation();
  return (
    <UploadDialog open={open} onClose={onClose}>
      <UploadForm
        formId="client-document-upload-form"
        description="Share a document with your agent: PDF, Word, JPG, PNG or text, up to 10 MB."
        noteLabel="Note for your agent"
        onClose={onClose}
        send={(fields) => upload({ id: transactionId, uploadClientDocumentFormDto: fields }).unwrap()}
      />
    </UploadDialog>
  );
}

export interface DocumentDialogProps {
  transactionId: string;
  /** The document the dialog is about; null while closed. */
  document: TransactionDocumentDto | null;
  onClose: () => void;
}

/** A dialog about one document: open while there is one, its content fresh for each (keyed by its id). */
export function DocumentDialog({
  document,
  onClose,
  render,
}: DocumentDialogProps & { render: (document: TransactionDocumentDto) => ReactNode }) {
  return (
    <Dialog open={document !== null} onOpenChange={(next) => (!next ? onClose() : undefined)}>
      {document && <Fragment key={document.id}>{render(document)}</Fragment>}
    </Dialog>
  );
}

/** Spec 002 §5 edit: the title (not empty) and the visibility. */
export function EditDocumentDialog(props: DocumentDialogProps) {
  return (
    <DocumentDialog
      {...props}
      render={(document) => <EditForm transactionId={props.transactionId} document={document} onClose={props.onClose} />}
    />
  );
}

function EditForm({
  transactionId,
  document,
  onClose,
}: {
  transactionId: string;
  document: TransactionDocumentDto;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(document.title);
  const [visibility, setVisibility] = useState<Visibility>(document.visibility);
  const [errors, setErrors] = useState<{ title?: string; form?: string }>({});
  const [update, { isLoading }] = useUpdateTransactionDocumentMutation();
  const toast = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (title.trim() === '') {
      setErrors({ title: DOCUMENT_TEXT.titleEmpty });
      return;
    }
    setErrors({});
    const changes = {
      ...(title.trim() !== document.title ? { title: title.trim() } : {}),
      ...(visibility !== document.visibility ? { visibility } : {}),
    };
    try {
      if (Object.keys(changes).length > 0) {
        await update({ id: transactionId, documentId: document.id, updateTransactionDocumentDto: changes }).unwrap();
        toast({ title: 'Document updated', tone: 'success', duration: TOAST_MS });
      }
      onClose();
    } catch (error) {
      setErrors({ form: DOCUMENT_TEXT.updateFailed(errorMessage(error, 'please try again')) });
    }
  };

  return (
    <DialogContent
      title="Edit Document"
      description="Rename the document or change who can see it."
      footer={
        <>
          <DialogCancel disabled={isLoading} />
          <Button type="submit" form="document-edit-form" loading={isLoading} loadingText="Saving...">
            Save
          </Button>
        </>
      }
    >
      <form id="document-edit-form" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormError message={errors.form} />
        <Input
          label="Title"
          required
          value={title}
          maxLength={200}
          error={errors.title}
          onChange={(event) => {
            setTitle(event.target.value);
            setErrors((current) => ({ ...current, title: undefined }));
          }}
        />
        <Select
          label="Visibility"
          options={options(VISIBILITY_LABELS)}
          value={visibility}
          onValueChange={(value) => setVisibility(value as Visibility)}
        />
      </form>
    </DialogContent>
  );
}

/** Spec 002 §5: deletion is confirmed and irreversible. */
export function DeleteDocumentDialog({
  transactionId,
  document,
  onClose,
}: {
  transactionId: string;
  document: TransactionDocumentDto | null;
  onClose: () => void;
}) {
  const [remove, { isLoading }] = useDeleteTransactionDocumentMutation();
  const toast = useToast();
  const confirm = async () => {
    if (!document) return;
    try {
      await remove({ id: transactionId, documentId: document.id }).unwrap();
      toast({ title: 'Document deleted', tone: 'success', duration: TOAST_MS });
      onClose();
    } catch (failure) {
      toast({ title: DOCUMENT_TEXT.deleteFailed(errorMessage(failure, 'please try again')), tone: 'error' });
    }
  };
  return (
    <ConfirmDialog
      open={document !== null}
      title="Delete Document"
      description={document ? `Delete "${document.title}"? This cannot be undone.` : ''}
      confirmLabel="Delete"
      workingLabel="Deleting..."
      tone="danger"
      working={isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
