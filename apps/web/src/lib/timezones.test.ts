import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimezone } from './timezones.ts';

describe('browserTimezone', () => {
  afterEach(() => vi.restoreAllMocks());
  const browserSays = (timeZone: string) => {
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementationOnce(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone };
    });
  };

  it("is the browser's zone by its canonical name", () => {
    browserSays('US/Pacific');
    expect(browserTimezone()).toBe('America/Los_Angeles');
  });

  it('is UTC when the browser names no zone, or one nobody knows', () => {
    browserSays('');
    expect(browserTimezone()).toBe('UTC');
    browserSays('Mars/Olympus');
    expect(browserTimezone()).toBe('UTC');
  });
});
