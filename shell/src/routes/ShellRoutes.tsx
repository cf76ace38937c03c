import { Route, Routes } from '@tiles/shared';
import { PAGE_ROUTES } from './pageRoutes';
import { RemotePage } from './RemotePage';
import { slotRenderers } from './slotRenderers';

export { PAGE_ROUTES, type PageRoute } from './pageRoutes';

/** The browser's router over PAGE_ROUTES, the table the shell's server reads too. */
export function ShellRoutes() {
  return (
    <Routes>
      {PAGE_ROUTES.map(({ path, id, what, slots }) => (
        <Route key={path} path={path} element={<RemotePage id={id} props={slots ? { slots: slotRenderers } : {}} what={what} />} />
      ))}
    </Routes>
  );
}
