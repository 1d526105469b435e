import { describe, expect, it } from 'vitest';
import { isAllowedAddress } from './address-policy';

describe('isAllowedAddress', () => {
  it.each([
    ['93.184.215.14', true],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['127.5.6.7', false],
    ['::1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:a9fe:a9fe', false],
    ['::ffff:8.8.8.8', true],
    ['::ffff:0:127.0.0.1', false],
    ['::ffff:0:7f00:1', false],
    ['::ffff:0:8.8.8.8', false],
    ['::127.0.0.1', false],
    ['::8.8.8.8', false],
    ['64:ff9b::a00:1', false],
    ['2002:7f00:1::', false],
    ['not-an-ip', false],
  ])('%s -> %s', (address, allowed) => {
    expect(isAllowedAddress(address, false)).toBe(allowed);
  });

  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:0:127.0.0.1', false],
    ['10.0.0.1', false],
    ['169.254.169.254', false],
    ['fe80::1', false],
  ])('with allowLoopback: %s -> %s', (address, allowed) => {
    expect(isAllowedAddress(address, true)).toBe(allowed);
  });
});
