import { describe, expect, it } from 'vitest';
import { appProcessSpecs, heapLimitMb, semiSpaceMb } from './app.js';

describe('app process specs', () => {
  it('gives every process a V8 heap budget, 256 MB unless NODE_HEAP_MB says otherwise', () => {
    for (const spec of appProcessSpecs({})) expect(spec.args).toContain('--max-old-space-size=256');
    expect(appProcessSpecs({ NODE_HEAP_MB: '512' })[0]?.args).toContain('--max-old-space-size=512');
    // Nonsense falls back rather than starting a process V8 would refuse.
    expect(heapLimitMb({ NODE_HEAP_MB: 'lots' })).toBe(256);
    expect(heapLimitMb({ NODE_HEAP_MB: '8' })).toBe(256);
  });

  it('caps the young generation at 16 MB semi-spaces unless NODE_SEMI_SPACE_MB says otherwise', () => {
    for (const spec of appProcessSpecs({})) expect(spec.args).toContain('--max-semi-space-size=16');
    expect(appProcessSpecs({ NODE_SEMI_SPACE_MB: '32' })[0]?.args).toContain('--max-semi-space-size=32');
    expect(semiSpaceMb({ NODE_SEMI_SPACE_MB: 'big' })).toBe(16);
    expect(semiSpaceMb({ NODE_SEMI_SPACE_MB: '0' })).toBe(16);
  });
});
