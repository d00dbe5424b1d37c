import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

import { LEGAL_EFFECTIVE_DATE } from '../content/contact';
import styles from './legal-page.module.css';
import { PageMeta } from './page-meta';
import { PublicLayout } from './public-layout';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  description: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}

/**
 * Spec 000 §2: a legal page receives the previous path as navigation state `from`, and its Back
 * buttons return there (default /). Only in-app paths are followed.
 */
function useBackTarget(): string {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.home.href();
}

/** Shared frame of the Privacy Policy and the Terms of Service. */
export function LegalPage({ title, description, intro, sections }: LegalPageProps) {
  const back = useBackTarget();
  const navigate = useNavigate();
  return (
    <PublicLayout>
      <PageMeta title={title} description={description} />
      <article className={styles.page} aria-labelledby="legal-title">
        <header className={styles.header}>
          <Link to={back} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            <ArrowLeftIcon size={16} /> Back
          </Link>
          <h1 id="legal-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.effective}>Effective {LEGAL_EFFECTIVE_DATE}</p>
          <div className={styles.intro}>{intro}</div>
        </header>
        <div className={styles.layout}>
          <nav aria-label={`${title} contents`} className={styles.toc}>
            <p className={styles.tocTitle}>Contents</p>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className={styles.body}>
            {sections.map((section, i) => (
              <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>
                  <span className={styles.number}>{i + 1}.</span> {section.title}
                </h2>
                {section.body}
              </section>
            ))}
            {/* The second Back, after the last section, so a reader who finished needn't scroll up. */}
            <div className={styles.footer}>
              <Button variant="secondary" size="sm" onClick={() => void navigate(back)}>
                <ArrowLeftIcon size={16} /> Back
              </Button>
            </div>
          </div>
        </div>
      </article>
    </PublicLayout>
  );
}
