import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';

import { useHeaderMenu } from '@/components/layouts/use-header-menu';
import { Logo } from '@/components/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { buttonClassName } from '@/components/ui/button-class';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { selectProfile, useAuth } from '@/shared/auth/auth-store';
import { landingPathFor } from '@/shared/auth/landing';
import { cn } from '@/utils/cn';

import { COMPANY_LOCATION, EMAIL, mailto } from '../content/contact';
import styles from './public-layout.module.css';

const navItems = [
  { label: 'Home', to: paths.home.href() },
  { label: 'Platform', to: paths.platform.href() },
  { label: 'For Agents & Brokerages', to: paths.forAgents.href() },
  { label: 'About & Contact', to: paths.about.href() },
  { label: 'Investors', to: paths.investors.href() },
  { label: 'Waitlist', to: paths.waitlist.href() },
] as const;

/**
 * Where the header and footer send someone: Login, or for a signed-in visitor their own dashboard,
 * so that nobody who is signed in is asked to sign in again.
 */
function useAccountEntry(): { label: string; to: string } {
  const profile = useAuth(selectProfile);
  return profile ? { label: 'Dashboard', to: landingPathFor(profile.role) } : { label: 'Login', to: paths.login.href() };
}

/**
 * Shared frame of every public page (spec 000 §2 "Shared elements"): skip link, header with the
 * six links and Login (a toggle menu on small screens), main, and the footer.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const accountEntry = useAccountEntry();
  const { open: menuOpen, pathname, headerProps, toggleProps, menuProps } = useHeaderMenu();
  const legalState = { from: pathname };

  return (
    <div className={styles.page}>
      <SkipLink />
      <header {...headerProps} className={styles.header}>
        <div className={styles.headerInner}>
          <Logo />
          <button {...toggleProps} className={styles.menuButton}>
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">Menu</span>
          </button>
          <div {...menuProps} className={cn(styles.menu, menuOpen && styles.menuOpen)}>
            <nav aria-label="Main">
              <ul className={styles.navList}>
                {navItems.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end
                      className={({ isActive }) =>
                        cn(
                          styles.navLink,
                          (isActive || (item.to === '/' && pathname === paths.homeAlias.path)) && styles.navLinkActive,
                        )
                      }
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Link to={accountEntry.to} className={buttonClassName({ size: 'sm', className: styles.login })}>
              {accountEntry.label}
            </Link>
          </div>
        </div>
      </header>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>

      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <div className={styles.footerBrand}>
            <Logo tone="inverse" />
            <p>Confidence for every client, control for every agent. Transaction coordination built in {COMPANY_LOCATION}.</p>
            <a className={styles.footerEmail} href={mailto(EMAIL.hello)}>
              {EMAIL.hello}
            </a>
          </div>
          <nav aria-label="Footer" className={styles.footerNav}>
            <div>
              <h2 className={styles.footerHeading}>Product</h2>
              <ul>
                <li>
                  <Link to={paths.platform.href()}>Platform</Link>
                </li>
                <li>
                  <Link to={paths.forAgents.href()}>For Agents &amp; Brokerages</Link>
                </li>
                <li>
                  <Link to={paths.waitlist.href()}>Beta Waitlist</Link>
                </li>
                <li>
                  <Link to={accountEntry.to}>{accountEntry.label}</Link>
                </li>
              </ul>
            </div>
            <div>
              <h2 className={styles.footerHeading}>Company</h2>
              <ul>
                <li>
                  <Link to={paths.about.href()}>About</Link>
                </li>
                <li>
                  <Link to={paths.investors.href()}>Investors</Link>
                </li>
                <li>
                  <Link to={paths.privacy.href()} state={legalState}>
                    Privacy Policy
                  </Link>
                </li>
                <li>
                  <Link to={paths.terms.href()} state={legalState}>
                    Terms of Service
                  </Link>
                </li>
              </ul>
            </div>
            <div>
              <h2 className={styles.footerHeading}>Get in touch</h2>
              <ul>
                <li>
                  <a href={mailto(EMAIL.beta, 'Join the Threshold beta')}>Join the Beta</a>
                </li>
                <li>
                  <a href={mailto(EMAIL.investors, 'Investor inquiry')}>Investor Inquiries</a>
                </li>
                <li>
                  <a href={mailto(EMAIL.hello, 'Hello from the Threshold website')}>Contact</a>
                </li>
              </ul>
            </div>
          </nav>
        </div>
        <div className={styles.bottomBar}>
          <p>
            © {new Date().getFullYear()} Threshold. All rights reserved. Threshold is not a real estate broker, law firm, lender
            or escrow company.
          </p>
        </div>
        {import.meta.env.DEV && <p className={styles.devStrip}>Development build · forms post to your local API</p>}
      </footer>
    </div>
  );
}
