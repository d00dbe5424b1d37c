import { useEffect, useId, useMemo, useRef, type Ref } from 'react';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { logoError } from '@/utils/logo-rules';

import styles from './auth-form.module.css';


interface LogoFieldProps {
  file: File | null;
  error?: string;
  /** A file that fails the checks is not kept: `file` is null and `error` says why. */
  onChange: (file: File | null, error?: string) => void;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The registration's optional logo upload, with a preview of the chosen image. */
export function LogoField({ file, error, onChange, disabled, ref }: LogoFieldProps) {
  const controlId = `logo-${useId()}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Field
      controlId={controlId}
      hintId={hintId}
      errorId={errorId}
      label="Logo (optional)"
      hint="PNG, JPG or SVG, square recommended"
      error={error}
    >
      <div className={styles.logoRow}>
        {preview && <img src={preview} alt="Preview of your logo" className={styles.logoPreview} />}
        <input
          ref={setRefs}
          id={controlId}
          type="file"
          name="logo"
          accept="image/png,image/jpeg,image/svg+xml"
          disabled={disabled}
          className={styles.fileInput}
          aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const problem = chosen ? logoError(chosen) : undefined;
            if (problem) clearInput();
            onChange(problem ? null : chosen, problem);
          }}
        />
        {file && (
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => {
              clearInput();
              onChange(null);
              inputRef.current?.focus();
            }}
          >
            Remove logo
          </Button>
        )}
      </div>
    </Field>
  );
}
