import { Link } from '@tanstack/react-router';
import { ShieldX } from 'lucide-react';
import { AuthCard } from '../../components/ui/auth-card.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';

export const UnauthorizedPage = () => (
  <AuthCard title="You do not have access to this page">
    <div className="flex flex-col items-center gap-4 text-center">
      <ShieldX className="size-8 text-muted" aria-hidden />
      <p className="text-sm text-muted">
        Your role in this organization does not include it. Ask an owner or admin if you need
        access.
      </p>
      <Link to="/dashboard" className={buttonClasses('primary', 'md', 'w-full')}>
        Back to the dashboard
      </Link>
    </div>
  </AuthCard>
);
