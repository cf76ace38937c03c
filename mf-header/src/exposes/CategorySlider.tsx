import type { EmptyProps, ModuleHandle, ModuleLoader } from '@tiles/shared';
import { CategorySlider as Slider } from '../features/category-slider/CategorySlider';

/** Only looked at, or waiting anyway: its code loads once the page has settled or at the first interaction. */
export const handle: ModuleHandle = { loads: 'idle' };

/** Its slides, read on the server (server-only code, loaded when the shell's server calls it). */
export const loader: ModuleLoader = (request) => import('../features/category-slider/sliderLoader').then((m) => m.loadSlider(request));

/** The slider remote's public surface; hidden on /inspection-doc (it reads the shell's router location). */
export default function CategorySlider(_props: EmptyProps) {
  return <Slider />;
}
