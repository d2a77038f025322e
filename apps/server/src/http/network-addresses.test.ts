import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { describeAddresses, getNetworkAddresses, listNetworkAddresses } from './network-addresses';

const v4 = (address: string, internal = false) =>
  ({ address, family: 'IPv4', internal }) as NetworkInterfaceInfo;
const v6 = (address: string) =>
  ({ address, family: 'IPv6', internal: false }) as NetworkInterfaceInfo;

describe('listNetworkAddresses', () => {
  const interfaces = {
    lo: [v4('127.0.0.1', true)],
    docker0: [v4('172.17.0.1')],
    eth0: [v4('10.1.2.3'), v6('fd00::2')],
    wlan0: [v4('192.168.1.20'), v4('169.254.3.4')],
  };

  it('lists the external IPv4 addresses, Wi-Fi-like ranges first and bridges last', () => {
    expect(listNetworkAddresses(interfaces, '0.0.0.0')).toEqual([
      '192.168.1.20',
      '10.1.2.3',
      '172.17.0.1',
    ]);
  });

  it('is the bound address alone when HOST names one, and nothing for a loopback one', () => {
    expect(listNetworkAddresses(interfaces, '10.1.2.3')).toEqual(['10.1.2.3']);
    expect(listNetworkAddresses(interfaces, '127.0.0.1')).toEqual([]);
    expect(listNetworkAddresses({ lo: [v4('127.0.0.1', true)] }, '0.0.0.0')).toEqual([]);
  });

  it('takes the stand-in list of TEST_LAN_ADDRESSES', () => {
    expect(getNetworkAddresses(loadConfig({ TEST_LAN_ADDRESSES: '127.0.0.2, 10.0.0.9' }))).toEqual([
      '127.0.0.2',
      '10.0.0.9',
    ]);
    expect(getNetworkAddresses(loadConfig({ TEST_LAN_ADDRESSES: 'none' }))).toEqual([]);
  });
});

describe('describeAddresses', () => {
  it('prints the addresses phones can open, or says plainly there is none', () => {
    const config = loadConfig({});
    expect(describeAddresses(config, ['192.168.1.20']).map((l) => l.message)).toContain(
      'Phones on this network join at http://192.168.1.20:3001 (presenter: http://192.168.1.20:3000)',
    );
    const none = describeAddresses(config, []);
    expect(none).toContainEqual({
      level: 'warn',
      message:
        "No network address found: phones can't join until this computer is connected to a network.",
    });
  });

  it('names the bind address as the cause when HOST is a loopback one', () => {
    const config = loadConfig({ HOST: '127.0.0.1' });
    const lines = describeAddresses(config, []);
    expect(lines[0]?.message).toContain('Crowdeck is up on 127.0.0.1.');
    expect(lines).toContainEqual({
      level: 'warn',
      message:
        "The server listens on 127.0.0.1 only: phones can't join. Set HOST=0.0.0.0 and restart.",
    });
    expect(lines.map((l) => l.message).join('\n')).not.toContain('connected to a network');
  });

  it('prints the configured addresses when they are set', () => {
    const config = loadConfig({ PRESENTER_URL: 'https://crowdeck.example' });
    expect(describeAddresses(config, ['192.168.1.20'])).toEqual([
      {
        level: 'info',
        message:
          'Crowdeck is up. Presenter: https://crowdeck.example  Audience: http://localhost:3001',
      },
    ]);
  });
});
