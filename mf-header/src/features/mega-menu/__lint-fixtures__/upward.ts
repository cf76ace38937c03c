// mega-menu sits below header (header shows the menu): importing the header back would close a feature cycle.
import { SiteHeader } from '../../header/SiteHeader';

export const upward = SiteHeader;
