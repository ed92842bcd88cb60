import type { ReactNode } from 'react';
import { ShieldHalf } from 'lucide-react';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The centred panel of the pages outside the app: sign-in, registration, invitations. */
export const AuthCard = ({ title, description, children, footer }: AuthCardProps) => (
  <main className="flex min-h-full flex-col items-center justify-center bg-surface px-4 py-10">
    <div className="mb-6 flex items-center gap-2 text-fg">
      <ShieldHalf className="size-6 text-accent-text" aria-hidden />
      <span className="text-base font-semibold">Rampart</span>
    </div>
    <div className="w-full max-w-sm rounded-lg border border-border bg-elevated p-6 shadow-sm">
      <h1 className="text-lg font-semibold text-fg">{title}</h1>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </div>
    {footer ? <div className="mt-4 text-sm text-muted">{footer}</div> : null}
  </main>
);
