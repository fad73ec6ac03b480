import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';

interface ErrorScreenProps {
  /** the spec's level title: "Application Error", "Page Error" ... */
  title: string;
  description: string;
  actions: ReactNode;
}

/**
 * Full-area error used by the app and page error boundaries. Plain markup only: it must render even when the router,
 * the query client or the stylesheet's fancier parts are what failed.
 */
export function ErrorScreen({ title, description, actions }: ErrorScreenProps) {
  return (
    <div
      role="alert"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 py-16 text-center"
    >
      <TriangleAlert className="size-10 text-danger" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-base text-muted">{description}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
