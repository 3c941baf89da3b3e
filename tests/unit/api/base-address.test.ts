import { describe, expect, it } from 'vitest';
import { isLocalNetworkHost, resolveApiBase, resolveShopUrl } from '../../../src/core/api/base-address';

describe('API base address (requirements R7.1)', () => {
  it('turns a client… host into the same host with api', () => {
    expect(resolveApiBase({ protocol: 'https:', hostname: 'client.choir.example' })).toBe(
      'https://api.choir.example/api',
    );
    expect(resolveApiBase({ protocol: 'https:', hostname: 'client-staging.choir.example' })).toBe(
      'https://api-staging.choir.example/api',
    );
  });

  it('uses port 3000 on localhost', () => {
    expect(resolveApiBase({ protocol: 'http:', hostname: 'localhost' })).toBe('http://localhost:3000/api');
  });

  it('uses port 3000 on local-network addresses', () => {
    for (const host of [
      '192.168.1.20',
      '10.0.0.5',
      '172.16.4.1',
      '172.31.255.1',
      '127.0.0.1',
      'studio.local',
    ]) {
      expect(resolveApiBase({ protocol: 'http:', hostname: host })).toBe(`http://${host}:3000/api`);
    }
    expect(isLocalNetworkHost('172.32.0.1')).toBe(false);
    expect(isLocalNetworkHost('8.8.8.8')).toBe(false);
  });

  it('adds the api prefix to any other host', () => {
    expect(resolveApiBase({ protocol: 'https:', hostname: 'coach.publisher.example' })).toBe(
      'https://api.coach.publisher.example/api',
    );
  });

  it('links to the staging shop from client… and localhost hosts, otherwise to production', () => {
    const shops = { staging: 'https://staging.shop/', production: 'https://shop/' };
    expect(resolveShopUrl({ protocol: 'https:', hostname: 'client.choir.example' }, shops)).toBe(
      shops.staging,
    );
    expect(resolveShopUrl({ protocol: 'http:', hostname: 'localhost' }, shops)).toBe(shops.staging);
    expect(resolveShopUrl({ protocol: 'https:', hostname: 'coach.publisher.example' }, shops)).toBe(
      shops.production,
    );
  });
});
