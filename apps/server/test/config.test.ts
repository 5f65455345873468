import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  JWT_SECRET_REQUIRED,
  listenUrl,
  loadConfig,
  VAPID_KEYS_TOGETHER,
} from '../src/config';

describe('PUBLIC_URL', () => {
  it('defaults to the address the server listens on, so invite links work on any port', () => {
    expect(loadConfig({ PORT: '4123' }).publicUrl).toBe('http://127.0.0.1:4123');
    expect(loadConfig({ HOST: '192.168.1.20', PORT: '8080' }).publicUrl).toBe('http://192.168.1.20:8080');
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://pools.example.com', PORT: '4123' }).publicUrl).toBe(
      'https://pools.example.com',
    );
  });

  it('writes IPv6 hosts in brackets and wildcard hosts as 127.0.0.1', () => {
    expect(listenUrl('::1', 3000)).toBe('http://[::1]:3000');
    expect(listenUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(listenUrl('::', 5000)).toBe('http://127.0.0.1:5000');
  });
});

describe('JWT_SECRET', () => {
  it('is required in production: without it the key of tokens and calendar addresses would sit in the database', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(JWT_SECRET_REQUIRED);
    expect(JWT_SECRET_REQUIRED).toMatch(/^JWT_SECRET must be set when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/at least 16 characters/);
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-0123456789' });
    expect(production.jwtSecret).toBe('a-production-secret-0123456789');
    // Outside production a missing secret is still generated and kept (development, demo, tests).
    expect(loadConfig({}).jwtSecret).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).jwtSecret).toBeUndefined();
    // A script that signs nothing (verify-ledger) runs without it.
    expect(loadConfig({ NODE_ENV: 'production' }, {}, { forServer: false }).production).toBe(true);
  });
});

describe('push notifications (design-contests section 2)', () => {
  it('takes VAPID keys only as a pair, and a subject that is mailto: or https', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'x' })).toThrow(VAPID_KEYS_TOGETHER);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'x' })).toThrow(VAPID_KEYS_TOGETHER);
    expect(loadConfig({ VAPID_PUBLIC_KEY: 'p', VAPID_PRIVATE_KEY: 'q' }).push.vapidKeys).toEqual({
      publicKey: 'p',
      privateKey: 'q',
    });
    expect(loadConfig({}).push.vapidKeys).toBeUndefined();
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://pools.example' })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@pools.example' }).push.subject).toBe('mailto:ops@pools.example');
    expect(loadConfig({ PUBLIC_URL: 'https://pools.example' }).push.subject).toBe('https://pools.example');
    expect(loadConfig({}).push.subject).toMatch(/^mailto:/);
  });

  it('posts to the public push services unless PUSH_SERVICE_HOSTS lists others', () => {
    expect(loadConfig({}).push.serviceHosts).toEqual(DEFAULT_PUSH_SERVICE_HOSTS);
    expect(loadConfig({ PUSH_SERVICE_HOSTS: ' Push.Example.org, .fcm.googleapis.com ,' }).push.serviceHosts).toEqual([
      'push.example.org',
      'fcm.googleapis.com',
    ]);
  });
});
