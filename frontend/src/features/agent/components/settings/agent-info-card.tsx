import { useRef, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FileImage } from '@/components/ui/file-image';
import { FieldGrid, Form } from '@/components/ui/form-layout';
import { UserIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { NameInput } from '@/components/ui/text-fields';
import { useFormFields, type FieldErrors } from '@/components/ui/use-form-fields';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import type { ProfileDto } from '@/shared/api/generated';
import { profileUpdated } from '@/shared/auth/auth-store';
import { NOT_SET } from '@/shared/fields/field-format';
import { logoError } from '@/utils/logo-rules';

import { useRemoveMyLogoMutation, useUpdateMyProfileMutation, useUploadMyLogoMutation } from '../../api/my-profile-api';
import styles from './settings.module.css';

/** The server's limit for each text (spec 000 §5 registration rules). */
const MAX_LENGTH = 200;
const MESSAGES = {
  nameRequired: 'Full name is required',
  saved: 'Profile updated',
  saveFailed: 'Failed to update profile',
  logoSaved: 'Logo updated',
  logoRemoved: 'Logo removed',
  logoFailed: 'Failed to update logo',
} as const;

interface Values {
  fullName: string;
  phone: string;
  company: string;
  licenseNumber: string;
}

const valuesOf = (profile: ProfileDto): Values => ({
  fullName: profile.fullName,
  phone: profile.phone ?? '',
  company: profile.company ?? '',
  licenseNumber: profile.licenseNumber ?? '',
});

/**
 * Agent Information (spec 001 §2.5: full name, email, phone when set, brokerage, license number),
 * editable by the agent, with the logo their top bar and their clients' agent card show (issue 20
 * item 6, ADR 0060). The e-mail is the sign-in and stays as it is.
 */
export function AgentInfoCard({ profile }: { profile: ProfileDto }) {
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const { values, bind, check, reset } = useFormFields<Values>(valuesOf(profile));
  const [updateProfile, saving] = useUpdateMyProfileMutation();
  const [uploadLogo, uploading] = useUploadMyLogoMutation();
  const [removeLogo, removing] = useRemoveMyLogoMutation();
  const toast = useToast();
  const opener = useRef<HTMLButtonElement>(null);
  const logoInput = useRef<HTMLInputElement>(null);

  const open = () => {
    reset();
    setFormError(null);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    setFormError(null);
    // Focus goes back to the button that opened the form.
    requestAnimationFrame(() => opener.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found: FieldErrors<Values> = {};
    if (values.fullName.trim() === '') found.fullName = MESSAGES.nameRequired;
    if (!check(event.currentTarget, found)) return;
    try {
      const saved = await updateProfile({
        updateMyProfileDto: { fullName: values.fullName, phone: values.phone, company: values.company, licenseNumber: values.licenseNumber },
      }).unwrap();
      profileUpdated(saved);
      toast({ title: MESSAGES.saved, tone: 'success' });
      close();
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.saveFailed));
    }
  };

  const changeLogo = async (file: File) => {
    setLogoProblem(null);
    const problem = logoError(file);
    if (problem) {
      setLogoProblem(problem);
      return;
    }
    try {
      profileUpdated(await uploadLogo({ uploadMyLogoFormDto: { logo: file } }).unwrap());
      toast({ title: MESSAGES.logoSaved, tone: 'success' });
    } catch (error) {
      setLogoProblem(errorMessage(error, MESSAGES.logoFailed));
    }
  };

  const dropLogo = async () => {
    setLogoProblem(null);
    try {
      profileUpdated(await removeLogo({}).unwrap());
      toast({ title: MESSAGES.logoRemoved, tone: 'success' });
    } catch (error) {
      setLogoProblem(errorMessage(error, MESSAGES.logoFailed));
    }
  };

  const rows: [string, string | null][] = [
    ['Full Name', profile.fullName],
    ['Email', profile.email],
    ...(profile.phone ? [['Phone', profile.phone] as [string, string]] : []),
    ['Brokerage', profile.company],
    ['License Number', profile.licenseNumber],
  ];
  const logoBusy = uploading.isLoading || removing.isLoading;

  return (
    <Card
      title="Agent Information"
      actions={
        !editing && (
          <Button ref={opener} variant="secondary" onClick={open}>
            Edit
          </Button>
        )
      }
    >
      <div className={styles.logoRow}>
        <FileImage
          src={profile.logoUrl}
          alt="Your logo"
          className={styles.logo}
          fallback={
            <span className={styles.logoPlaceholder} aria-hidden="true">
              <UserIcon size={24} />
            </span>
          }
        />
        <div className={styles.logoText}>
          <span className={styles.logoLabel}>Logo</span>
          <span className={styles.logoHint}>Shown in your top bar and on your clients' agent card. PNG, JPG or SVG, at most 5 MB.</span>
          <div className={styles.logoActions}>
            <input
              ref={logoInput}
              type="file"
              accept="image/png,image/jpeg,image/svg+xml,image/gif,image/webp"
              className={styles.hiddenFile}
              aria-label={profile.logoUrl ? 'Replace logo' : 'Upload logo'}
              tabIndex={-1}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen) void changeLogo(chosen);
              }}
            />
            <Button size="sm" variant="secondary" loading={uploading.isLoading} loadingText="Uploading..." disabled={logoBusy} onClick={() => logoInput.current?.click()}>
              {profile.logoUrl ? 'Replace logo' : 'Upload logo'}
            </Button>
            {profile.logoUrl && (
              <Button size="sm" variant="ghost" loading={removing.isLoading} loadingText="Removing..." disabled={logoBusy} onClick={() => void dropLogo()}>
                Remove logo
              </Button>
            )}
          </div>
        </div>
      </div>
      {logoProblem && <Alert tone="error">{logoProblem}</Alert>}
      {editing ? (
        <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Edit agent information">
          <FieldGrid>
            <NameInput label="Full Name" required maxLength={MAX_LENGTH} autoFocus {...bind('fullName')} />
            <Input label="Phone" type="tel" autoComplete="tel" maxLength={MAX_LENGTH} {...bind('phone')} />
            <Input label="Brokerage" autoComplete="organization" maxLength={MAX_LENGTH} {...bind('company')} />
            <Input label="License Number" maxLength={MAX_LENGTH} {...bind('licenseNumber')} />
          </FieldGrid>
          <p className={styles.note}>Your email ({profile.email}) is how you sign in and is not changed here.</p>
          {formError && <Alert tone="error">{formError}</Alert>}
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={close} disabled={saving.isLoading}>
              Cancel
            </Button>
            <Button type="submit" loading={saving.isLoading} loadingText="Saving...">
              Save Changes
            </Button>
          </div>
        </Form>
      ) : (
        <dl className={styles.details}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.detail}>
              <dt>{label}</dt>
              <dd className={value ? undefined : styles.notSet}>{value || NOT_SET}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
