import type { IconType } from 'react-icons';
import { LuBike, LuCamera, LuGamepad2, LuLaptop, LuPackage, LuTent, LuWrench } from 'react-icons/lu';

/** The server names a category's icon (spec §3 "icon class name"); these are the ones the demo categories use. */
const ICONS: Record<string, IconType> = {
  camera: LuCamera,
  laptop: LuLaptop,
  wrench: LuWrench,
  bike: LuBike,
  gamepad: LuGamepad2,
  tent: LuTent,
};

export function categoryIcon(name: string): IconType {
  // Accept Font Awesome style names too ("fa-camera", "fas fa-camera").
  const key = name.trim().toLowerCase().split(/\s+/).pop()?.replace(/^fa-/, '') ?? '';
  return ICONS[key] ?? LuPackage;
}
