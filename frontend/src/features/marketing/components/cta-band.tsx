import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button-class';
import { ArrowRightIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

import styles from './marketing.module.css';

interface CtaBandProps {
  title: ReactNode;
  text: ReactNode;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
  id?: string;
}

/** The dark closing call to action of a page. */
export function CtaBand({ title, text, primary, secondary, id }: CtaBandProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.container}>
        <div className={styles.cta}>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
          <div className={styles.actions}>
            <Link to={primary.to} className={buttonClassName({ size: 'lg', className: styles.ctaPrimary })}>
              {primary.label} <ArrowRightIcon size={18} />
            </Link>
            {secondary && (
              <Link
                to={secondary.to}
                className={buttonClassName({ size: 'lg', variant: 'secondary', className: cn(styles.ctaSecondary) })}
              >
                {secondary.label}
              </Link>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
