import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, SETTLE_MS, whenPageIdle } from './deferred';

afterEach(() => vi.unstubAllGlobals());

describe('deferred', () => {
  it('loads its chunk once however often it is preloaded or rendered', async () => {
    const load = vi.fn(async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    const Greeting = deferred(load);
    await Promise.all([Greeting.preload(), Greeting.preload()]);
    render(<Greeting.Component name="Ada" />);
    expect(await screen.findByText('Hello Ada')).toBeVisible();
    expect(load).toHaveBeenCalledOnce();
  });
  it('asks for a chunk again after it failed to arrive', async () => {
    const component = () => <p>Back online</p>;
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(component);
    const Chunk = deferred(load);
    await expect(Chunk.preload()).rejects.toThrow('offline');
    await expect(Chunk.preload()).resolves.toBe(component);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('whenPageIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the first screen to settle, then for an idle moment; a cancelled wait never runs', () => {
    vi.useFakeTimers();
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => idle.splice(0));
    const task = vi.fn();
    const cancel = whenPageIdle(task);
    vi.advanceTimersByTime(SETTLE_MS);
    cancel();
    idle.forEach((callback) => callback());
    expect(task).not.toHaveBeenCalled();

    whenPageIdle(task);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    idle.forEach((callback) => callback());
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs at once where the browser has no idle callbacks', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenPageIdle(task);
    expect(task).toHaveBeenCalledOnce();
  });
});
