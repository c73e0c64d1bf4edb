import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useObjectUrl } from './use-object-url';

describe('useObjectUrl', () => {
  it('when a file is chosen, then it gets a URL, released when another is chosen and when the form goes away', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const first = new File(['a'], 'a.png', { type: 'image/png' });
    const second = new File(['b'], 'b.png', { type: 'image/png' });
    const { result, rerender, unmount } = renderHook(({ file }) => useObjectUrl(file), {
      initialProps: { file: first },
    });
    const firstUrl = result.current;
    expect(firstUrl).toMatch(/^blob:/);

    rerender({ file: second });
    const secondUrl = result.current;
    expect(secondUrl).toMatch(/^blob:/);
    expect(secondUrl).not.toBe(firstUrl);
    expect(revoke).toHaveBeenCalledExactlyOnceWith(firstUrl);

    unmount();
    expect(revoke).toHaveBeenLastCalledWith(secondUrl);
  });

  it('when no file is chosen, then there is no URL', () => {
    const { result } = renderHook(() => useObjectUrl(null));
    expect(result.current).toBeNull();
  });
});
