import { useRotation } from '../hooks/use-rotation';
import { QuoteIcon } from './marketing-icons';
import styles from './quote-carousel.module.css';
import { PauseButton, SlideButtons } from './rotation-controls';
import type { Testimonial } from './testimonials';

/** Spec 000 §9: three quotes, every 6 seconds. */
export const QUOTE_ROTATION_MS = 6000;

/**
 * The waitlist page's quotes, one at a time, with dots to jump and a pause (spec 000 §2). All
 * quotes share one grid cell, so the box keeps the height of the longest.
 */
export function QuoteCarousel({ quotes, label }: { quotes: readonly Testimonial[]; label: string }) {
  const rotation = useRotation(quotes.length, QUOTE_ROTATION_MS);
  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={label} {...rotation.holdProps}>
      <QuoteIcon size={36} className={styles.mark} />
      <div className={styles.stage} aria-live={rotation.running ? 'off' : 'polite'}>
        {quotes.map((quote, i) => (
          <figure
            key={quote.name}
            className={styles.slide}
            data-active={i === rotation.index}
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${quotes.length}`}
          >
            <blockquote className={styles.quote}>
              <p>{quote.quote}</p>
            </blockquote>
            <figcaption className={styles.person}>
              <span className={styles.name}>{quote.name}</span>
              <span className={styles.role}>{quote.role}</span>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className={styles.controls}>
        <SlideButtons
          rotation={rotation}
          labels={quotes.map((quote, i) => `Quote ${i + 1} of ${quotes.length}: ${quote.name}`)}
          groupLabel="Choose a quote"
          variant="dots"
        />
        <PauseButton rotation={rotation} what="quotes" />
      </div>
    </section>
  );
}
