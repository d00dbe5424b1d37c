import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { AuthCard } from '../components/auth-card';

export default function ResetPasswordPage() {
  return (
    <AuthCard
      title="Choose a new password"
      description="You reach this page from the link in your reset email; after saving you go back to sign in."
      asks={['New password (at least 6 characters)', 'Confirmation of the new password']}
      links={
        <>
          <Link to={paths.login.href()}>Back to sign in</Link>
        </>
      }
    />
  );
}
