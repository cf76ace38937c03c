/** Types for the unit tests of the shell server's first view (scripts/shell-ssr.mjs). */
interface Rendered { html: string; css?: string; data?: unknown; status?: number }
export function composeServerView(view: { header: Rendered | null; page: (Rendered & { id: string }) | null }):
  { status: number; css: string; root: string; script: string } | null;
export function serverRender(
  config: { remotes?: Record<string, string>; settings: Record<string, string> },
  pageUrl: string,
  apiOrigin?: string,
): Promise<{ header: Rendered | null; page: (Rendered & { id: string }) | null }>;
