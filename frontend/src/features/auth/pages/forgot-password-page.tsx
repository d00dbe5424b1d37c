import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { AuthCard } from '../components/auth-card';

export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you signed up with and we will send you a link to set a new password."
      asks={['Your account email', 'A reset link sent to your inbox']}
      links={
        <>
          <Link to={paths.login.href()}>Back to sign in</Link>
        </>
      }
    />
  );
}
