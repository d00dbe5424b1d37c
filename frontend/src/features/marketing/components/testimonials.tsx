import styles from './testimonials.module.css';
import { QuoteIcon } from './marketing-icons';

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** Quotes from agents in the design-partner program, as cards. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.name} className={styles.card}>
          <figure className={styles.figure}>
            <QuoteIcon size={28} className={styles.mark} />
            <blockquote className={styles.quote}>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className={styles.person}>
              <span className={styles.avatar} aria-hidden="true">
                {initials(item.name)}
              </span>
              <span>
                <span className={styles.name}>{item.name}</span>
                <span className={styles.role}>{item.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .replace(/[^A-Z]/gi, '')
    .slice(0, 2)
    .toUpperCase();
}
