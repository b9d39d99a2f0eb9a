import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data, the embedded database and demo mode', () => {
    const c = loadConfig({});

    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, demo: true, demoPassword: 'demo-password-2026' });
    expect(c.dataDir.endsWith('/data')).toBe(true);
  });

  it('turns demo mode off when a DATABASE_URL is given, unless DEMO=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', DEMO: '1' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
  });

  it('takes an empty or blank variable as unset, so its default applies', () => {
    const blank = Object.fromEntries(
      ['NODE_ENV', 'PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'LOG_LEVEL', 'TRUST_PROXY', 'APP_SECRET', 'PUBLIC_URL', 'DEMO', 'S3_BUCKET'].map((k) => [k, k === 'PORT' ? '  ' : '']),
    );
    const c = loadConfig(blank);
    expect(c).toMatchObject({ env: 'development', port: 3000, host: '0.0.0.0', databaseUrl: undefined, redisUrl: undefined, smtpUrl: undefined, demo: true, appSecret: undefined, s3: undefined });
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(loadConfig({ NODE_ENV: '', DATABASE_URL: 'postgres://localhost/x', DEMO: '' }).demo).toBe(false);
  });

  it('refuses to start in production without PUBLIC_URL, which every emailed link is built from; a demo may go without', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x' };

    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: required in production/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: ' ' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe('https://portal.example.com');
    // `npm start` with the embedded database, and a demo on PostgreSQL, still guess their own address.
    expect(loadConfig({ NODE_ENV: 'production', PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ ...production, DEMO: '1' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://localhost/x' }).publicUrl).toBe('http://localhost:3000');
  });

  it('refuses a bad value naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('keeps document files in DATA_DIR/files, or in STORAGE_DIR, when no bucket is given', () => {
    expect(loadConfig({}).storageDir).toBe(path.resolve('data/files'));
    expect(loadConfig({ DATA_DIR: '/srv/hub' }).storageDir).toBe('/srv/hub/files');
    expect(loadConfig({ DATA_DIR: '/srv/hub', STORAGE_DIR: '/mnt/files' }).storageDir).toBe('/mnt/files');
    expect(loadConfig({}).s3).toBeUndefined();
    // Empty lines of an env file count as unset.
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '', S3_FORCE_PATH_STYLE: '' }).s3).toBeUndefined();
  });

  it('reads an S3 bucket with its defaults: us-east-1, virtual-host style, the default credential chain', () => {
    expect(loadConfig({ S3_BUCKET: 'hub-files' }).s3).toEqual({
      bucket: 'hub-files',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      prefix: undefined,
    });
  });

  it('reads an S3-compatible store with keys, path style and a prefix', () => {
    const c = loadConfig({
      S3_BUCKET: 'hub-files',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret/key+value',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: '/customer-hub/prod/',
    });
    expect(c.s3).toEqual({
      bucket: 'hub-files',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret/key+value',
      forcePathStyle: true,
      prefix: 'customer-hub/prod',
    });
    expect(c.storageDir).toBe(path.resolve('data/files'));
  });

  it('refuses half an S3 key pair, S3 settings without a bucket, and bad S3 values', () => {
    expect(() => loadConfig({ S3_BUCKET: 'hub-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(/S3_SECRET_ACCESS_KEY: give both/);
    expect(() => loadConfig({ S3_BUCKET: 'hub-files', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(/S3_ACCESS_KEY_ID: give both/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY is set/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'hub-files', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'x' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'hub-files', S3_PREFIX: 'a/../b' })).toThrow(/S3_PREFIX/);
    expect(() => loadConfig({ S3_BUCKET: 'hub-files', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
