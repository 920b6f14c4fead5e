import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { multipartBody, TINY_PNG } from '../../test-support/multipart';
import type { TestApp } from '../../test-support/test-app';
import { startTestApp } from '../../test-support/test-app';

// Issue 17, defect 5: a picture uploaded through one instance answered HTTP 500 on another, and
// a record whose file was gone answered 500. Files are behind the FileStore port (ADR 0042).
describe.each(['folder', 'database'] as const)('pictures in the %s file store', (fileStore) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ fileStore });
  });
  afterAll(() => t.close());

  async function upload(app = t.app, token?: string) {
    const headers = { token: token ?? (await t.login()).token };
    const body = multipartBody(TINY_PNG, 'photo.png', 'image/png');
    const reply = await app.inject({
      method: 'POST',
      url: '/api/customer/uploadPicture',
      headers: { ...body.headers, ...headers },
      payload: body.payload,
    });
    const data = reply.json<{ data: { id: string; url: string } }>().data;
    return { ...data, headers };
  }

  const fetchPicture = (url: string, headers: Record<string, string>, app = t.app) =>
    app.inject({ method: 'GET', url, headers });

  it('serves an uploaded picture back byte for byte', async () => {
    const { url, headers } = await upload();
    const reply = await fetchPicture(url, headers);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(reply.rawPayload, TINY_PNG)).toBe(0);
  });

  it('answers a 404 envelope, in the caller language, when the bytes are gone', async () => {
    const { id, url, headers } = await upload();
    const row = await t.db
      .selectFrom('uploads')
      .select('file_name')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (fileStore === 'folder') rmSync(join(t.config.dataDir, 'uploads', row.file_name));
    else await t.db.deleteFrom('stored_files').where('name', '=', row.file_name).execute();
    for (const [language, msg] of [
      ['en', 'The picture file is no longer stored, please upload it again'],
      ['zh', '图片文件已不在存储中，请重新上传'],
    ] as const) {
      const reply = await fetchPicture(url, { ...headers, language });
      expect(reply.statusCode).toBeLessThan(500);
      expect(reply.json()).toMatchObject({ code: '404', msg, data: null });
    }
  });

  it(
    fileStore === 'database'
      ? 'serves a picture from another instance on the same database'
      : 'keeps the folder adapter to its own data folder (another folder has no such file)',
    async () => {
      const other = await buildApp({
        config: { ...t.config, dataDir: `${t.config.dataDir}-other` },
        db: t.db,
        now: t.clock.now,
        logger: false,
      });
      try {
        await other.ready();
        const { url, headers } = await upload(t.app);
        const reply = await fetchPicture(url, headers, other);
        if (fileStore === 'database') {
          expect(reply.statusCode).toBe(200);
          expect(Buffer.compare(reply.rawPayload, TINY_PNG)).toBe(0);
        } else expect(reply.json()).toMatchObject({ code: '404' });
      } finally {
        await other.close();
      }
    },
  );
});
