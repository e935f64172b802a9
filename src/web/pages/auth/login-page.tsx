import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function LoginPage() {
  useDocumentTitle('Sign In');
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card p-8">
        <h1 className="font-display text-3xl font-bold text-koa-900">Sign In</h1>
        <p className="mt-2 text-stone-600">For the people who keep the registry&apos;s records.</p>
        <div className="mt-6">
          <LoginForm />
        </div>
        <p className="mt-6 text-center text-sm text-stone-600">
          No account yet?{' '}
          <Link to={paths.register()} className="link">
            Register
          </Link>
        </p>
        <p className="mt-4 text-center text-xs text-stone-500">
          By signing in you agree to the{' '}
          <Link to={paths.terms()} className="link">
            Terms of Use
          </Link>{' '}
          and the{' '}
          <Link to={paths.privacy()} className="link">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
