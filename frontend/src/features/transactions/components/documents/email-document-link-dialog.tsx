import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { DialogCancel, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import {
  useEmailTransactionDocumentLinkMutation,
  useListTransactionContactsQuery,
  type TransactionDocumentDto,
} from '@/shared/api/generated';

import { DocumentDialog, type DocumentDialogProps } from './document-dialogs';
import styles from './documents.module.css';

/** Spec 002 §5 and §8, verbatim; the agent-only note is ours (ADR 0053). */
export const EMAIL_LINK_TEXT = {
  urlMissing: 'Document URL is missing',
  recipientRequired: 'Please select a contact or enter an email address',
  invalidEmail: 'Please enter a valid email address',
  sent: 'Document link sent successfully!',
  failed: 'Failed to send email. Please try again.',
  agentOnly: 'This document is visible to the agent only: change its visibility to share it by link',
} as const;

const TOAST_MS = 3000;
const MESSAGE_MAX = 2000;

/** "Email Document Link" (spec 002 §2, §5): one key contact that has an e-mail, or a typed address; an optional message. */
export function EmailDocumentLinkDialog(props: DocumentDialogProps) {
  return (
    <DocumentDialog
      {...props}
      render={(document) => <EmailLinkForm transactionId={props.transactionId} document={document} onClose={props.onClose} />}
    />
  );
}

function EmailLinkForm({
  transactionId,
  document,
  onClose,
}: {
  transactionId: string;
  document: TransactionDocumentDto;
  onClose: () => void;
}) {
  const contacts = useListTransactionContactsQuery({ id: transactionId });
  // Spec 002 §5: only contacts that have an e-mail are offered.
  const withEmail = (contacts.data ?? []).filter((contact) => contact.email);
  const [contactId, setContactId] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ recipient?: string; form?: string }>({});
  const [send, { isLoading }] = useEmailTransactionDocumentLinkMutation();
  const toast = useToast();
  const agentOnly = document.visibility === 'agent_only';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!document.file_url) return setErrors({ form: EMAIL_LINK_TEXT.urlMissing });
    if (!contactId && email.trim() === '') return setErrors({ recipient: EMAIL_LINK_TEXT.recipientRequired });
    if (!contactId && !email.includes('@')) return setErrors({ recipient: EMAIL_LINK_TEXT.invalidEmail });
    setErrors({});
    try {
      await send({
        id: transactionId,
        documentId: document.id,
        emailDocumentLinkDto: contactId
          ? { contactId, message: message.trim() || null }
          : { recipientEmail: email.trim(), message: message.trim() || null },
      }).unwrap();
      toast({ title: EMAIL_LINK_TEXT.sent, tone: 'success', duration: TOAST_MS });
      onClose();
    } catch (failure) {
      setErrors({ form: errorMessage(failure, EMAIL_LINK_TEXT.failed) });
    }
  };

  return (
    <DialogContent
      title="Email Document Link"
      description={`Send a link to "${document.title}". It opens the document without an account for 7 days, or until the document is deleted or made agent-only.`}
      footer={
        <>
          <DialogCancel disabled={isLoading} />
          <Button type="submit" form="document-email-form" loading={isLoading} loadingText="Sending..." disabled={agentOnly}>
            Send Link
          </Button>
        </>
      }
    >
      <form id="document-email-form" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <FormError message={agentOnly ? EMAIL_LINK_TEXT.agentOnly : errors.form} />
        <Select
          label="Contact"
          placeholder={withEmail.length > 0 ? 'Select a contact' : 'No contacts with an email address'}
          options={withEmail.map((contact) => ({ value: contact.id, label: `${contact.name} (${contact.email})` }))}
          value={contactId}
          disabled={withEmail.length === 0}
          onValueChange={(value) => {
            // Choosing a contact clears the typed address (spec 002 §5).
            setContactId(value);
            setEmail('');
            setErrors({});
          }}
        />
        <Input
          label="Or email address"
          type="email"
          autoComplete="off"
          value={email}
          maxLength={254}
          error={errors.recipient}
          onChange={(event) => {
            // Typing an address clears the chosen contact (spec 002 §5).
            setEmail(event.target.value);
            setContactId('');
            setErrors({});
          }}
        />
        <Textarea
          label="Message (optional)"
          rows={4}
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </form>
    </DialogContent>
  );
}
