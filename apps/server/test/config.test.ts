import { describe, expect, it } from 'vitest';
import { listenUrl, loadConfig } from '../src/config';

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
