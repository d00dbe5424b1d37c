import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';

import { Logo } from '@/components/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link';
import { RoleBadge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { FileImage } from '@/components/ui/file-image';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { ChevronDownIcon, CloseIcon, MenuIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { selectProfile, useAuth } from '@/shared/auth/auth-store';
import { useSignOut } from '@/shared/auth/use-sign-out';
import { cn } from '@/utils/cn';

import styles from './dashboard-layout.module.css';
import { useHeaderMenu } from './use-header-menu';

export interface NavItem {
  label: string;
  to: string;
  /** Match the path exactly (for section roots such as /dashboard/agent). */
  end?: boolean;
}

interface DashboardLayoutProps {
  /** Names the navigation landmark, e.g. "Agent". */
  area: string;
  /** The top bar's label when it is not the area's name: "Broker" or "Team lead" in the agent area (ADR 0060). */
  label?: string;
  nav: readonly NavItem[];
  /** Where the account menu's Settings item goes, if the area has one. */
  settingsHref?: string;
  /** Controls of the area beside the account menu (the agent's alerts). */
  tools?: ReactNode;
  children: ReactNode;
}

/** The signed-in shell shared by the agent, client and admin areas: top bar, navigation, main. */
export function DashboardLayout({ area, label = area, nav, settingsHref, tools, children }: DashboardLayoutProps) {
  // On a phone the navigation folds behind a Menu button, every destination one tap away (issue 20 item 4).
  const { open: menuOpen, headerProps, toggleProps, menuProps } = useHeaderMenu();
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header {...headerProps} className={styles.topbar}>
        <div className={styles.topbarInner}>
          <Logo />
          <nav {...menuProps} aria-label={`${area} navigation`} className={cn(styles.nav, menuOpen && styles.navOpen)}>
            <ul className={styles.navList}>
              {nav.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.end}
                    className={({ isActive }) => cn(styles.navLink, isActive && styles.navLinkActive)}
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.accountArea}>
            {/* Spec 001 §2.1 / 002 §2: the top bar names the area the person is in (the label Agent). */}
            <span className={styles.areaLabel}>{label}</span>
            {tools}
            <AccountMenu settingsHref={settingsHref} />
            <button {...toggleProps} className={styles.menuButton}>
              {menuOpen ? <CloseIcon size={20} /> : <MenuIcon size={20} />}
              <span className="visually-hidden">Menu</span>
            </button>
          </div>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}

function AccountMenu({ settingsHref }: { settingsHref?: string }) {
  const profile = useAuth(selectProfile);
  const navigate = useNavigate();
  const signOut = useSignOut();

  if (!profile) {
    return (
      <Link to={paths.login.href()} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
        Sign in
      </Link>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={styles.account}>
        {/* The person's own logo (spec 000 §7), loaded through the URL signed for this session (ADR 0045). */}
        <FileImage src={profile.logoUrl} alt="" className={styles.accountLogo} fallback={<UserIcon size={18} />} />
        <span className={styles.accountName}>{profile.fullName}</span>
        <ChevronDownIcon size={16} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className={styles.accountEmail}>{profile.email}</span> <RoleBadge role={profile.role} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {settingsHref && <DropdownMenuItem onSelect={() => navigate(settingsHref)}>Settings</DropdownMenuItem>}
        <DropdownMenuItem
          tone="danger"
          // Spec 001 §2 and 002 §2: after sign-out the agent and client areas go to /login.
          onSelect={() => void signOut(paths.login.href())}
        >
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
