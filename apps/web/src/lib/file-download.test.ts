import { afterEach, describe, expect, it, vi } from 'vitest';
import { filenameFromDisposition, saveBlob } from './file-download.ts';

describe('filenameFromDisposition', () => {
  it('reads quoted, bare and UTF-8 names', () => {
    expect(filenameFromDisposition('attachment; filename="fairhub-data-2026-03-01.json"')).toBe('fairhub-data-2026-03-01.json');
    expect(filenameFromDisposition('attachment; filename=data.json')).toBe('data.json');
    expect(filenameFromDisposition(`attachment; filename="fallback.json"; filename*=UTF-8''dane-%C5%BC%C3%B3%C5%82te.json`)).toBe('dane-żółte.json');
    expect(filenameFromDisposition('attachment; filename="a \\"b\\".json"')).toBe('a "b".json');
  });

  it('drops path parts and gives null without a name', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
    expect(filenameFromDisposition('attachment; filename=""')).toBeNull();
  });
});

describe('saveBlob', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('clicks a download link with the name and revokes the object URL later', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.fn(() => 'blob:file-1');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    saveBlob(new Blob(['{}'], { type: 'application/json' }), 'data.json');
    expect(click).toHaveBeenCalledTimes(1);
    expect(clicked[0]?.download).toBe('data.json');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:file-1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file-1');
    vi.useRealTimers();
  });
});
