import type { EmptyProps } from '@tiles/shared';
import { CategorySlider as Slider } from '../features/category-slider/CategorySlider';

/** The slider remote's public surface; hidden on /inspection-doc (it reads the shell's router location). */
export default function CategorySlider(_props: EmptyProps) {
  return <Slider />;
}
