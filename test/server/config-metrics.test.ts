import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_METRICS_HOST, loadConfig } from '../../site/server/config';

describe('METRICS_PORT and METRICS_HOST (site/server/config.ts)', () => {
  it('serve no metrics unless METRICS_PORT is set; on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '' }).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: ' 9464 ' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(DEFAULT_METRICS_HOST).toBe('127.0.0.1');
    expect(loadConfig({ METRICS_PORT: '0' }).metrics).toEqual({ port: 0, host: '127.0.0.1' });
    for (const host of ['10.0.0.7', '::1', '0.0.0.0', 'localhost', 'metrics.internal.example.org']) {
      expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: host }).metrics).toEqual({ port: 9464, host });
    }
  });

  it.each(['-1', '65536', '80.5', '9464x', '0x2000', '1e3', 'nine', '９４６４'])(
    'refuses METRICS_PORT=%j, naming it and what it expects',
    (value) => {
      expect(() => loadConfig({ METRICS_PORT: value })).toThrow(ConfigError);
      expect(() => loadConfig({ METRICS_PORT: value })).toThrow(
        `METRICS_PORT must be a port number (0-65535), got "${value}"`,
      );
    },
  );

  it('refuses the public port: the metrics are never served beside the site', () => {
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      /METRICS_PORT must differ from PORT \(8080\)/,
    );
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow(ConfigError);
    expect(loadConfig({ PORT: '3000', METRICS_PORT: '8080' }).metrics?.port).toBe(8080);
  });

  it.each(['http://10.0.0.7', '10.0.0.7:9464', '[::1]', 'bad host', 'under_score.example', '-lead.example'])(
    'refuses METRICS_HOST=%j',
    (host) => {
      expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_HOST: host })).toThrow(
        `METRICS_HOST must be an IP address or a host name, got "${host}"`,
      );
    },
  );

  it('refuses METRICS_HOST without METRICS_PORT, which would leave the metrics off unnoticed', () => {
    expect(() => loadConfig({ METRICS_HOST: '10.0.0.7' })).toThrow(/METRICS_HOST needs METRICS_PORT/);
  });
});
