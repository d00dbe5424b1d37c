import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/use-toast';

import { useRecordDiagnosticPingMutation } from '../api/diagnostics-api';
import styles from './ping-form.module.css';

const MAX_LENGTH = 200;

export function PingForm() {
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [recordPing, { isLoading, isError, reset }] = useRecordDiagnosticPingMutation();
  const toast = useToast();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = message.trim();
    if (!trimmed) {
      setFieldError('Enter a message to send.');
      return;
    }
    setFieldError(null);
    try {
      await recordPing({ recordDiagnosticPingDto: { message: trimmed } }).unwrap();
      setMessage('');
      toast({ title: 'Ping sent', description: 'It will show as acknowledged when the server confirms it.', tone: 'success' });
    } catch {
      // isError renders the alert below; the message stays so it can be sent again.
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Send a ping">
      <Input
        label="Message"
        name="message"
        value={message}
        maxLength={MAX_LENGTH}
        autoComplete="off"
        placeholder="e.g. Checking the worker after deploy"
        hint={`Up to ${MAX_LENGTH} characters.`}
        error={fieldError}
        required
        onChange={(event) => {
          setMessage(event.target.value);
          if (fieldError) setFieldError(null);
          if (isError) reset();
        }}
        fieldClassName={styles.field}
      />
      <Button type="submit" loading={isLoading} loadingText="Sending..." className={styles.submit}>
        Send ping
      </Button>
      {isError && (
        <Alert tone="error" title="The ping was not sent" className={styles.alert}>
          The server could not be reached or refused the message. Please try again.
        </Alert>
      )}
    </form>
  );
}
