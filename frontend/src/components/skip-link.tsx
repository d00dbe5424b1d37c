import styles from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every layout: jumps past the header to <main>. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      Skip to main content
    </a>
  );
}
