// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWidget } from '../../../../engine/render/widgets/lazy-widget';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyWidget', () => {
  it('loads the code on first render, showing nothing until then', async () => {
    const load = vi.fn(async () => Hello);
    const Widget = lazyWidget(load);
    render(<Widget name="Ada" />);
    expect(screen.queryByText('Hello Ada')).toBeNull();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once after preload, loading the code only once', async () => {
    const load = vi.fn(async () => Hello);
    const Widget = lazyWidget(load);
    await Promise.all([Widget.preload(), Widget.preload()]);
    render(<Widget name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
