import type { IconType } from 'react-icons';
import { LuBike, LuCamera, LuGamepad2, LuLaptop, LuTag, LuTent, LuWrench } from 'react-icons/lu';

/** Spec §3: a category carries an icon class name; these are the ones the categories use. */
const ICONS: Readonly<Record<string, IconType>> = {
  camera: LuCamera,
  laptop: LuLaptop,
  wrench: LuWrench,
  bike: LuBike,
  bicycle: LuBike,
  gamepad: LuGamepad2,
  tent: LuTent,
};

/**
 * The icon for a category's icon class name. Accepts the bare name ('camera') and icon-font spellings
 * ('fa-camera', 'fas fa-camera'); anything unknown gets a neutral tag rather than nothing.
 */
export function categoryIcon(iconClass: string | null | undefined): IconType {
  const last = (iconClass ?? '').trim().toLowerCase().split(/\s+/).pop() ?? '';
  const name = last.replace(/^(fa|lu|icon)-/, '');
  return ICONS[name] ?? LuTag;
}
