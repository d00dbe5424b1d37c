import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { AuthCard } from '../components/auth-card';

export default function LoginPage() {
  return (
    <AuthCard
      title="Sign in"
      description="Sign in with your email and password; you will land on your dashboard."
      asks={['Email', 'Password']}
      links={
        <>
          <Link to={paths.forgotPassword.href()}>Forgot your password?</Link>
          <Link to={paths.register.href()}>Create an account</Link>
          <Link to={paths.home.href()}>Back to home</Link>
        </>
      }
    />
  );
}
