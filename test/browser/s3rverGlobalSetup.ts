/**
 * Browser-test global setup: a real S3 implementation (s3rver, in this
 * process) on 127.0.0.1, another origin than the page, with one bucket whose
 * CORS rule is the minimal one: PUT and GET from any origin, `ETag` the only
 * exposed header. Tests get presigned URLs and read objects through the
 * browser commands of `s3Commands.mjs`, which sign with the AWS SDK.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { TestProject } from 'vitest/node';
import { S3_BUCKET } from './s3Commands.mjs';

const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
  </CORSRule>
</CORSConfiguration>`;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(join(tmpdir(), 'chatbot-kit-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_BUCKET, configs: [CORS] }],
  });
  const { port } = await server.run();
  project.provide('s3Storage', { url: `http://127.0.0.1:${port}` });
  return async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  };
}
