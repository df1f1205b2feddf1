// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RippleWarmup } from '../../../../src/shell/RippleWarmup';

describe('RippleWarmup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('mounts a ripple out of sight only once the browser is idle, then removes it', async () => {
    const { container } = render(<RippleWarmup />);
    // Nothing while the page starts.
    expect(container.innerHTML).toBe('');
    await act(async () => { await vi.advanceTimersByTimeAsync(600); });
    const warm = container.querySelector('[data-ripple-warmup]');
    expect(warm).not.toBeNull();
    expect(warm?.getAttribute('aria-hidden')).toBe('true');
    expect(warm?.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(1500); });
    expect(container.innerHTML).toBe('');
  });
});
