import { ConfigError } from '../../configError';
import { clientAddress, clientGroup, trustedProxiesFromEnv } from '../clientAddress';

const shellAndCdn = trustedProxiesFromEnv('127.0.0.1, ::1, 10.1.0.0/16');

describe('clientAddress', () => {
  it('is the peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', shellAndCdn)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', '198.51.100.1', trustedProxiesFromEnv(''))).toBe('203.0.113.9');
  });

  it('is the address the trusted proxy saw, not what the client wrote before it', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7', shellAndCdn)).toBe('198.51.100.7');
    expect(clientAddress('::1', '198.51.100.7', shellAndCdn)).toBe('198.51.100.7');
  });

  it('walks past every trusted hop (a CDN in front of the shell)', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.4.2', shellAndCdn)).toBe('198.51.100.7');
  });

  it('stops at a hop that is not an address', () => {
    expect(clientAddress('127.0.0.1', 'forged, 10.1.4.2', shellAndCdn)).toBe('10.1.4.2');
  });

  it('refuses a malformed setting', () => {
    for (const bad of ['localhost', '10.0.0.0/33', '10.0.0.1/x', '::1/129']) expect(() => trustedProxiesFromEnv(bad)).toThrow(ConfigError);
  });
});

describe('clientGroup', () => {
  it('groups IPv6 clients by their /64, however the address is written', () => {
    expect(clientGroup('2001:db8:1:2::a')).toBe('2001:db8:1:2::/64');
    expect(clientGroup('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(clientGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
    expect(clientGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientGroup('64:ff9b:1:2:3:4:1.2.3.4')).toBe('64:ff9b:1:2::/64');
  });

  it('keeps IPv4 addresses (and anything else) as they are', () => {
    expect(clientGroup('203.0.113.9')).toBe('203.0.113.9');
    expect(clientGroup('unknown')).toBe('unknown');
  });
});
