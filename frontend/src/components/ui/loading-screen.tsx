import styles from './loading-screen.module.css';
import { Spinner } from './spinner';

/**
 * Full-page loading state (spec 000 §2: "the text Loading while the auth state resolves"); also
 * the fallback while a route's code loads.
 */
export function LoadingScreen({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.screen} role="status" aria-live="polite">
      <Spinner size="lg" className={styles.spinner} />
      <p className={styles.text}>{label}</p>
    </div>
  );
}
