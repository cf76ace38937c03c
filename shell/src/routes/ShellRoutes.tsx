import { Route, Routes, type PageRoute } from '@tiles/shared';
import { RemotePage } from './RemotePage';
import { slotRenderers } from './slotRenderers';

/**
 * The browser's router over the store's pages: the modules' own routes, which the shell's server read from their
 * handles and matched too (the page's configuration carries the same table). A path no module claims (its remote not
 * read yet) shows the shell's "not available" message.
 */
export function ShellRoutes({ routes }: { routes: readonly PageRoute[] }) {
  return (
    <Routes>
      {routes.map(({ path, id, name }) => (
        // Every page gets the renderers of other teams' parts; a page that shows none ignores them.
        <Route key={path} path={path} element={<RemotePage id={id} props={{ slots: slotRenderers }} name={name} />} />
      ))}
      {!routes.some((r) => r.path === '*') && <Route path="*" element={<RemotePage id={null} props={{}} />} />}
    </Routes>
  );
}
