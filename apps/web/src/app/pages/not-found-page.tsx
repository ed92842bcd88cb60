import { Link } from '@tanstack/react-router';
import { FileQuestion } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';

export const NotFoundPage = () => (
  <div className="flex min-h-full items-center justify-center p-8">
    <EmptyState
      icon={FileQuestion}
      titleAs="h1"
      title="Page not found"
      description="The address may be mistyped, or the page has moved."
      action={
        <Link to="/dashboard" className={buttonClasses('primary')}>
          Go to the dashboard
        </Link>
      }
    />
  </div>
);
