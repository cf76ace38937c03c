/**
 * The router API the storefront uses, re-exported from the shared package. Remotes import routing from
 * `@tiles/shared`, never from react-router-dom: the shared package is the page's one singleton, so there is
 * exactly one router (one context) in the page, and only the parts we use are bundled (a shared
 * react-router-dom would ship its whole ~60 KB gzip, data routers included).
 */
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction } from 'react-router-dom';
export { Link, type LinkProps } from './Link';
