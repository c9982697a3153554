import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestContext } from './helpers.ts';

/** Which sites may frame the onboarding iframe page is configuration (decision 0022). */
describe('embedding the onboarding iframe', () => {
  let t: TestContext;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'rally-embed-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script src="/app-config.js"></script>');
    t = await createTestApp({
      WEB_DIST: dist,
      ONBOARDING_FRAME_ANCESTORS: 'https://www.partner.example, https://shop.example/path',
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const frameAncestors = (headers: Record<string, unknown>) =>
    /frame-ancestors ([^;]*)/.exec(String(headers['content-security-policy']))?.[1];

  it('lets the configured sites frame the iframe page, and no other page', async () => {
    const iframe = await t.app.inject('/rally/onboarding-iframe');
    expect(frameAncestors(iframe.headers)).toBe("'self' https://www.partner.example https://shop.example");
    expect(iframe.headers['x-frame-options']).toBeUndefined();
    const wizard = await t.app.inject('/rally/onboarding');
    expect(frameAncestors(wizard.headers)).toBe("'self'");
    expect(wizard.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a setting that is not a list of web origins', () => {
    expect(() => loadConfig({ ONBOARDING_FRAME_ANCESTORS: 'javascript:alert(1)' })).toThrow();
    expect(loadConfig({}).onboardingFrameAncestors).toEqual([]);
  });
});
