import { describe, expect, it } from 'vitest';
import { isNeverCached } from '@/lib/never-cached';

describe('isNeverCached', () => {
  it('is true for the API, the token endpoint, the build date, health checks, file downloads and the demo chat page', () => {
    for (const path of ['/chat-demo', '/chat-demo?lang=es-ES', '/chat-demo/chat-demo.js', '/token?grant=x', '/meta.json?v=2', '/health?full=1', '/api?x=1', '/api/Common/DownloadFile?FilePath=hub%5Cabc', '/api/Account/GetUserLanguage', '/api', '/API/Backoffice/User/GetUserVM', '/token', '/meta.json', '/health/ready', '/api/Common/DownloadFile', '/api/Common/DownloadFile/abc']) {
      expect(isNeverCached(path), path).toBe(true);
    }
  });

  it('is false for client routes and the shell files', () => {
    for (const path of ['/', '/signin', '/dashboard/Home', '/dashboard/CurrentAccount', '/apiary', '/tokens-page', '/index.html', '/assets/index-abc.js', '/offline.html', '/meta.json.bak', '/chat-demos', '/chat-demos?lang=es-ES', '/dashboard/Home?tab=news', '/signin?next=/api']) {
      expect(isNeverCached(path), path).toBe(false);
    }
  });
});
