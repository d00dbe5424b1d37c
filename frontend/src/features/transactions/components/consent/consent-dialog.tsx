import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-layout';
import { paths } from '@/config/paths';
import { generatedApi, useRecordClientConsentMutation, type ProfileDto } from '@/shared/api/generated';
import { profileUpdated } from '@/shared/auth/auth-store';

import styles from './consent-dialog.module.css';

/** Spec 000 §9 / 002 §4, §5, §8: the policy version a client consents to, and the dialog's messages, verbatim. */
export const POLICY_VERSION = 'v1.0.0';
export const CONSENT_TEXT = {
  required: 'Please acknowledge the terms to continue',
  failed: 'Failed to save consent. Please try again.',
} as const;
/** The server's machine-readable reason on a deal read refused for want of consent (ADR 0051). */
export const CONSENT_REQUIRED_REASON = 'consent_required';

/** Spec 002 §4: consent is needed while client_consent_at is empty or the policy version is not the current one. */
export function needsConsent(profile: Pick<ProfileDto, 'role' | 'clientConsentAt' | 'policyVersion'> | null): boolean {
  return profile?.role === 'client' && (!profile.clientConsentAt || profile.policyVersion !== POLICY_VERSION);
}

/** A read the server refused because the client has not consented yet (403, reason consent_required). */
export function isConsentRefusal(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('data' in error)) return false;
  const data = (error as { data: unknown }).data;
  return typeof data === 'object' && data !== null && (data as { reason?: unknown }).reason === CONSENT_REQUIRED_REASON;
}

/**
 * The consent dialog (spec 002 §2, §4): it blocks the portal — no close button, Escape and clicks
 * outside do nothing — until the client ticks the box and the consent is saved; then their deal's reads
 * are asked again (the server refused them until now, ADR 0051).
 */
export function ConsentDialog() {
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recordConsent, { isLoading }] = useRecordClientConsentMutation();
  const dispatch = useDispatch();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setError(CONSENT_TEXT.required);
      return;
    }
    setError(null);
    try {
      const profile = await recordConsent({}).unwrap();
      profileUpdated(profile);
      dispatch(generatedApi.util.invalidateTags(['transactions', 'messages', 'vendors']));
    } catch {
      setError(CONSENT_TEXT.failed);
    }
  };

  return (
    <Dialog open>
      <DialogContent
        dismissible={false}
        title="Before you continue"
        description="Your agent shares your transaction with you here. Please review how Threshold works and how we handle your information."
        footer={
          <Button type="submit" form="consent-form" loading={isLoading} loadingText="Saving...">
            Accept and Continue
          </Button>
        }
      >
        <form id="consent-form" className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.links}>
            Read our{' '}
            <Link to={paths.terms.href()} target="_blank" rel="noopener">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to={paths.privacy.href()} target="_blank" rel="noopener">
              Privacy Policy
            </Link>{' '}
            (policy {POLICY_VERSION}).
          </p>
          <Checkbox
            label="I have read and agree to the Terms of Service and the Privacy Policy"
            checked={agreed}
            onCheckedChange={(checked) => {
              setAgreed(checked);
              if (checked) setError(null);
            }}
            required
          />
          <FormError message={error} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
