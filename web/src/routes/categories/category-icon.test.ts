import { LuBike, LuCamera, LuGamepad2, LuLaptop, LuTag, LuTent, LuWrench } from 'react-icons/lu';
import { describe, expect, it } from 'vitest';
import { categoryIcon } from './category-icon';

describe('category icons', () => {
  it('maps the six category icon class names', () => {
    expect(categoryIcon('camera')).toBe(LuCamera);
    expect(categoryIcon('laptop')).toBe(LuLaptop);
    expect(categoryIcon('wrench')).toBe(LuWrench);
    expect(categoryIcon('bike')).toBe(LuBike);
    expect(categoryIcon('gamepad')).toBe(LuGamepad2);
    expect(categoryIcon('tent')).toBe(LuTent);
  });

  it('reads icon-font spellings and falls back to a tag', () => {
    expect(categoryIcon('fas fa-camera')).toBe(LuCamera);
    expect(categoryIcon(' Fa-Tent ')).toBe(LuTent);
    expect(categoryIcon('rocket')).toBe(LuTag);
    expect(categoryIcon('')).toBe(LuTag);
    expect(categoryIcon(null)).toBe(LuTag);
  });
});
