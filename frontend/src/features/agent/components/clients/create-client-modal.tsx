import { isEmailAddress } from '@contract/shared-rules';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { EmailInput, NameInput } from '@/components/ui/text-fields';
import { useFormFields, type FieldErrors } from '@/components/ui/use-form-fields';
import { useToast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/shared/api/error-message';
import { useCreateClientMutation, useInviteClientMutation, type ClientDto } from '@/shared/api/generated';

import { generateClientPassword, MIN_CLIENT_PASSWORD_LENGTH } from './client-password';
import styles from './create-client-modal.module.css';

export type CreatedClient = ClientDto;

/** Navigation state the wizard reads to preselect the client made by 'Create & Add Transaction'. */
export interface NewTransactionLocationState {
  clientId: string;
}

/** Spec 001 §8 and §5, verbatim. */
export const CLIENT_CREATED_MESSAGE = 'Client created successfully! They can now log in with their email.';
const CREATE_FAILED = 'Failed to create client';
/** Issue 18 item 5 (ADR 0039): an address taken by a client account is invited instead. */
export const INVITE_SENT = (email: string) => `Invitation sent to ${email}. Once they accept it in their portal, you can add them to a transaction.`;
const INVITE_FAILED = 'Failed to send the invitation';
const DASHBOARD_MESSAGES = { required: 'Name and email are required', email: 'Please enter a valid email address' } as const;
const WIZARD_MESSAGES = {
  required: 'Required',
  email: 'Invalid email format',
  password: `Password must be at least ${MIN_CLIENT_PASSWORD_LENGTH} characters`,
} as const;

/** Spec 001 §9: the generated password stays visible for 30 seconds. */
export const PASSWORD_VISIBLE_MS = 30_000;

export interface CreateClientModalProps {
  open: boolean;
  onClose: () => void;
  /** Called once the account exists (before the wizard variant's password view is closed). */
  onCreated?: (client: CreatedClient) => void;
  /**
   * 'dashboard' (spec 001 §2.1): Save Client, Create & Add Transaction, Cancel; the client sets a
   * password from the e-mailed link. 'wizard' (§7): a generated temporary password, shown for 30 s
   * with Copy after creation, is sent to the server (which hashes it).
   */
  variant: 'dashboard' | 'wizard';
}

interface Values {
  fullName: string;
  email: string;
  phone: string;
  password: string;
}

type Intent = 'save' | 'add-transaction';

/**
 * The Create New Client modal. Errors are inline (spec 001 §8): the wizard's per field, the
 * dashboard's as one message above the buttons, the server's likewise ('A user with this email
 * already exists', or 'Failed to create client').
 */
export function CreateClientModal({ open, onClose, onCreated, variant }: CreateClientModalProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {/* Mounted only while open, so every opening starts with an empty form (and a fresh password). */}
      {open && <CreateClientDialog onClose={onClose} onCreated={onCreated} variant={variant} />}
    </Dialog>
  );
}

function CreateClientDialog({ onClose, onCreated, variant }: Omit<CreateClientModalProps, 'open'>) {
  const formId = useId();
  const navigate = useNavigate();
  const toast = useToast();
  const [createClient, { isLoading: creating }] = useCreateClientMutation();
  const [inviteClient, { isLoading: inviting }] = useInviteClientMutation();
  const isLoading = creating || inviting;
  /** The address the server said is taken: the agent may invite its account instead. */
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const wizard = variant === 'wizard';
  const { values, errors, bind, set, check } = useFormFields<Values>({
    fullName: '',
    email: '',
    phone: '',
    password: wizard ? generateClientPassword() : '',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [intent, setIntent] = useState<Intent>('save');
  const [created, setCreated] = useState<{ client: CreatedClient; password: string } | null>(null);

  const validate = (): FieldErrors<Values> => {
    const found: FieldErrors<Values> = {};
    const email = values.email.trim();
    if (wizard) {
      if (values.fullName.trim() === '') found.fullName = WIZARD_MESSAGES.required;
      if (email === '') found.email = WIZARD_MESSAGES.required;
      else if (!isEmailAddress(email)) found.email = WIZARD_MESSAGES.email;
      if (values.password.length < MIN_CLIENT_PASSWORD_LENGTH) found.password = WIZARD_MESSAGES.password;
      return found;
    }
    // The dashboard's messages are sentences about the form: one at a time, above the buttons.
    if (values.fullName.trim() === '' || email === '') setFormError(DASHBOARD_MESSAGES.required);
    else if (!isEmailAddress(email)) setFormError(DASHBOARD_MESSAGES.email);
    if (values.fullName.trim() === '') found.fullName = ' ';
    if (email === '' || (values.fullName.trim() !== '' && !isEmailAddress(email))) found.email = ' ';
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>, chosen: Intent) => {
    event.preventDefault();
    setFormError(null);
    setTakenEmail(null);
    setIntent(chosen);
    if (!check(event.currentTarget, validate())) return;
    try {
      const client = await createClient({
        createClientDto: {
          full_name: values.fullName.trim(),
          email: values.email.trim(),
          phone: values.phone.trim() === '' ? null : values.phone.trim(),
          ...(wizard ? { password: values.password } : {}),
        },
      }).unwrap();
      onCreated?.(client);
      if (wizard) {
        setCreated({ client, password: values.password });
        return;
      }
      toast({ title: CLIENT_CREATED_MESSAGE, tone: 'success' });
      onClose();
      if (chosen === 'add-transaction') {
        const state: NewTransactionLocationState = { clientId: client.id };
        void navigate(paths.agent.newTransaction.href(), { state });
      }
    } catch (error) {
      setFormError(errorMessage(error, CREATE_FAILED));
      if ((error as { status?: unknown }).status === 409) setTakenEmail(values.email.trim());
    }
  };

  const invite = async (email: string) => {
    setFormError(null);
    try {
      await inviteClient({ inviteClientDto: { email } }).unwrap();
      toast({ title: INVITE_SENT(email), tone: 'success' });
      onClose();
    } catch (error) {
      setTakenEmail(null);
      setFormError(errorMessage(error, INVITE_FAILED));
    }
  };

  if (created) return <CreatedClientView client={created.client} password={created.password} onDone={onClose} />;

  // The wizard's messages sit under their fields; the dashboard's one message sits above the buttons,
  // its fields only marked invalid (an explicit undefined would unset the input's own aria-invalid).
  const fieldState = (name: keyof Values) =>
    wizard ? { error: errors[name] } : { error: undefined, ...(errors[name] ? { 'aria-invalid': true as const } : {}) };
  return (
    <DialogContent
      title="Create New Client"
      description={
        wizard
          ? 'The client signs in with their email and the temporary password below, and also gets an email to choose their own.'
          : 'The client gets an email with a link to set their password and sign in.'
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          {!wizard && (
            <Button
              variant="secondary"
              type="submit"
              form={formId}
              name="intent"
              value="add-transaction"
              disabled={isLoading}
              loading={isLoading && intent === 'add-transaction'}
              loadingText="Saving..."
            >
              Create & Add Transaction
            </Button>
          )}
          <Button
            type="submit"
            form={formId}
            name="intent"
            value="save"
            disabled={isLoading}
            loading={isLoading && intent === 'save'}
            loadingText="Saving..."
          >
            {wizard ? 'Create Client' : 'Save Client'}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        noValidate
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          void submit(event, submitter?.value === 'add-transaction' ? 'add-transaction' : 'save');
        }}
      >
        <NameInput label="Full Name" required {...bind('fullName')} {...fieldState('fullName')} />
        <EmailInput required {...bind('email')} {...fieldState('email')} />
        <Input label="Phone" type="tel" autoComplete="tel" {...bind('phone')} />
        {wizard && (
          <div className={styles.passwordRow}>
            <Input
              label="Temporary Password"
              autoComplete="off"
              spellCheck={false}
              className={styles.password}
              hint={`At least ${MIN_CLIENT_PASSWORD_LENGTH} characters. Shown again for 30 seconds after the client is created.`}
              {...bind('password')}
            />
            <Button variant="secondary" size="sm" onClick={() => set('password', generateClientPassword())} disabled={isLoading}>
              Generate new
            </Button>
          </div>
        )}
        {formError && <Alert tone="error">{formError}</Alert>}
        {takenEmail && (
          <div className={styles.invite}>
            <p className={styles.muted}>
              If <strong>{takenEmail}</strong> is a client who already has an account, invite them: they accept from the e-mail or in their portal, and you can add
              them to a transaction once they have.
            </p>
            <Button variant="secondary" size="sm" onClick={() => void invite(takenEmail)} disabled={isLoading} loading={inviting} loadingText="Sending...">
              Invite existing client
            </Button>
          </div>
        )}
      </Form>
    </DialogContent>
  );
}

/** After a wizard creation: the password for 30 seconds with Copy, then only the reminder (spec 001 §7, §9). */
function CreatedClientView({ client, password, onDone }: { client: CreatedClient; password: string; onDone: () => void }) {
  const [secondsLeft, setSecondsLeft] = useState(PASSWORD_VISIBLE_MS / 1000);
  const visible = secondsLeft > 0;
  useEffect(() => {
    // Measured from the clock, not by counting ticks: a background tab's timers are throttled.
    const started = Date.now();
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((PASSWORD_VISIBLE_MS - (Date.now() - started)) / 1000));
      setSecondsLeft(left);
      if (left === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, []);

  return (
    <DialogContent
      title="Client Created"
      description={null}
      footer={
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      }
    >
      <div className={styles.created}>
        <Alert tone="success">{CLIENT_CREATED_MESSAGE}</Alert>
        <p className={styles.who}>
          <strong>{client.full_name}</strong> <span className={styles.muted}>{client.email}</span>
        </p>
        {visible ? (
          <div className={styles.reveal}>
            <p className={styles.label} id="temporary-password-label">
              Temporary password
            </p>
            <div className={styles.passwordLine}>
              <code className={styles.code} aria-labelledby="temporary-password-label">
                {password}
              </code>
              <CopyButton text={password} label="Copy temporary password" />
            </div>
            <p className={styles.muted} aria-live="off">
              Hidden in {secondsLeft} s. Share it with the client securely.
            </p>
          </div>
        ) : (
          <p className={styles.muted} role="status">
            The temporary password is hidden. The client can also choose their own password from the email they received.
          </p>
        )}
      </div>
    </DialogContent>
  );
}
