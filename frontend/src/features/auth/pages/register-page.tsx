import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { AuthCard } from '../components/auth-card';

export default function RegisterPage() {
  return (
    <AuthCard
      title="Create your account"
      description="Accounts are by invitation: agents, brokers and team leads register with an invite code."
      asks={[
        'Full name, email and password',
        'Phone, company and license number (optional)',
        'Your invite code',
        'Your logo (optional)',
        'Agreement to the terms and privacy policy',
      ]}
      links={
        <>
          <Link to={paths.login.href()}>Already have an account? Sign in</Link>
          <Link to={paths.home.href()}>Back to home</Link>
        </>
      }
    />
  );
}
